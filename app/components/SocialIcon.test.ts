import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SOCIAL_NETWORKS } from "../content/schemas.ts";
import { SOCIAL_ICONS_SPRITE } from "./SocialIcon.tsx";

describe("social icons sprite", () => {
  const sprite = readFileSync(new URL(`../../public${SOCIAL_ICONS_SPRITE}`, import.meta.url), "utf8");

  it.each(SOCIAL_NETWORKS)("has a mark for %s, drawn in the link's colour", (network) => {
    expect(sprite).toMatch(new RegExp(`<symbol id="${network}" viewBox="0 0 24 24"><path fill="currentColor" d="M[^"]+"/></symbol>`));
  });
});
