import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SOCIAL_NETWORKS } from "../content/schemas.ts";
import { SocialIcon } from "./SocialIcon.tsx";

describe("social icons", () => {
  it.each(SOCIAL_NETWORKS)("draws the mark of %s inline, in the link's colour, hidden from screen readers", (network) => {
    const markup = renderToStaticMarkup(createElement(SocialIcon, { network }));
    expect(markup).toMatch(
      /^<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M[^"]{40,}"><\/path><\/svg>$/,
    );
  });

  it("gives each network a mark of its own", () => {
    const marks = new Set(SOCIAL_NETWORKS.map((network) => renderToStaticMarkup(createElement(SocialIcon, { network }))));
    expect(marks.size).toBe(SOCIAL_NETWORKS.length);
  });
});
