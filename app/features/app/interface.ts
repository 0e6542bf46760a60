/**
 * What the app pages offer the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the quiet store links that match and team pages show.
 */
export { AppStoreLinks } from "./AppStoreLinks.tsx";
