import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Team } from "#contract/schemas.ts";
import { flagPicture } from "./flag-pictures.server.ts";
import { FlagPictures } from "./flag-pictures.ts";
import { TeamBadge } from "./TeamName.tsx";

const argentina = { id: 1, name: "Argentinien", slug: "argentinien", flag: "ar" } as Team;

describe("TeamBadge: a national team's flag", () => {
  it("is a small PNG drawn beforehand in lists, so no SVG document is parsed and painted on the main thread per row", () => {
    expect(renderToStaticMarkup(<TeamBadge team={argentina} />)).toBe(
      '<style data-precedence="flags" data-href="flag-ar">.flag-ar{background-image:url(/flags/ar.png)}</style>' +
        '<span class="team-badge team-badge--flag flag-ar" aria-hidden="true"></span>',
    );
  });

  it("comes with the page on the server, once per flag in the document's head: a picture fetched apart would cost a frame of its own", () => {
    const page = renderToStaticMarkup(
      <html lang="de">
        <head />
        <body>
          <FlagPictures value={(flag) => (flag === "ar" ? "data:image/png;base64,AAAA" : undefined)}>
            <TeamBadge team={argentina} />
            <TeamBadge team={argentina} />
            <TeamBadge team={{ ...argentina, flag: "zz" }} />
          </FlagPictures>
        </body>
      </html>,
    );
    expect(page).toBe(
      '<html lang="de"><head>' +
        '<style data-precedence="flags" data-href="flag-ar flag-zz">.flag-ar{background-image:url(data:image/png;base64,AAAA)}.flag-zz{background-image:url(/flags/zz.png)}</style>' +
        "</head><body>" +
        '<span class="team-badge team-badge--flag flag-ar" aria-hidden="true"></span>'.repeat(2) +
        '<span class="team-badge team-badge--flag flag-zz" aria-hidden="true"></span>' +
        "</body></html>",
    );
  });

  it("has its picture on the server for every small flag", () => {
    const pngDir = fileURLToPath(new URL("../../../../public/flags/", import.meta.url));
    const files = readdirSync(pngDir).filter((name) => name.endsWith(".png"));
    expect(files.length).toBeGreaterThan(200);
    const wrong = files.filter(
      (name) => flagPicture(name.replace(/\.png$/, "")) !== `data:image/png;base64,${readFileSync(join(pngDir, name)).toString("base64")}`,
    );
    expect(wrong).toEqual([]);
    expect(flagPicture("qq")).toBeUndefined();
    expect(flagPicture("../flags/ar")).toBeUndefined();
  });

  it("is the SVG in a page's head, sharp at its large size", () => {
    expect(renderToStaticMarkup(<TeamBadge team={argentina} large />)).toContain('src="/flags/ar.svg"');
  });

  it("has a small PNG for every flag the build serves (after updating flag-icons: node scripts/flags/rasterize.ts)", () => {
    const flagsDir = join(dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags", "4x3");
    const pngDir = fileURLToPath(new URL("../../../../public/flags/", import.meta.url));
    const flags = readdirSync(flagsDir).filter((name) => /^[a-z]{2}(-[a-z]{3})?\.svg$/.test(name));
    const missing = flags.map((name) => name.replace(/\.svg$/, ".png")).filter((png) => !existsSync(join(pngDir, png)));
    expect(flags.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
