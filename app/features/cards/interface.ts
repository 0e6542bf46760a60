/**
 * What the share cards offer the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the address of a page's card (its Open Graph image), versioned by the card's content. The card models are
 * made on the server (interface.server.ts); the card route itself is mounted by server/.
 */
export { cardPathOf } from "./card-model.ts";
