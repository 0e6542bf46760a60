/**
 * What the company pages offer the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the FAQ's list of questions, which the premium page shows for its own group.
 */
export { FaqList } from "./FaqList.tsx";
