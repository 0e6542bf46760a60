import { describe, expect, it } from "vitest";
import type { Team } from "#contract/schemas.ts";
import { badgeHtml, teamHtml } from "./team-markup.server.ts";

const france = { id: 1, name: "Frankreich", slug: "frankreich", flag: "fr" } as Team;

describe("a team as markup made on the server", () => {
  it("carries a flag's picture in the page, as TeamBadge does, so no file is fetched after the first paint", () => {
    const badge = badgeHtml(france);
    expect(badge).toMatch(
      /^<span class="team-badge team-badge--flag" style="background-image:url\(data:image\/png;base64,[A-Za-z0-9+/=]+\)" aria-hidden="true"><\/span>$/,
    );
    expect(badge).not.toContain("<img");
  });

  it("draws a club's badge from its colours and code, and escapes every text", () => {
    const club = { id: 2, name: "A & B", slug: "a-b", code: "A&B", colors: ["#ffffff", "#000000"] } as unknown as Team;
    expect(teamHtml(club)).toBe(
      '<span class="team"><span class="team-badge team-badge--club" style="--badge-1:#ffffff;--badge-2:#000000;color:#111" aria-hidden="true">A&#38;B</span>' +
        '<span class="team__name">A &#38; B</span></span>',
    );
  });
});
