import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CardModel } from "./card-model.ts";
import { renderCard } from "./render-card.server.ts";

/** Drawing a card for real (satori and resvg): the live table's, whose rows carry arrows and scores in play. */

const club = (name: string, code: string) => ({ name, badge: { code, primary: "#dc052d", secondary: "#ffffff", ink: "#ffffff" } });

const liveTable: CardModel = {
  language: "de",
  kicker: "Bundesliga · Wenn es so bleibt",
  footer: "34. Spieltag",
  body: {
    kind: "projection",
    heads: { team: "Team", points: "Pkt." },
    rows: [
      { position: 1, team: club("FC Bayern München", "FCB"), points: 82, move: null, live: "2:0" },
      { position: 2, team: club("Bayer 04 Leverkusen", "B04"), points: 69, move: 0, live: "0:0" },
      { position: 3, team: club("Eintracht Frankfurt", "SGE"), points: 60, move: null, live: "2:1" },
      { position: 16, team: club("1. FC Heidenheim 1846", "FCH"), points: 30, move: null, live: "1:1" },
      { position: 17, team: club("Holstein Kiel", "KSV"), points: 25, move: -1, live: "0:3" },
      { position: 18, team: club("VfL Bochum 1848", "BOC"), points: 25, move: 2, live: null },
    ],
    gapAfter: 2,
  },
};

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("the live table card", () => {
  it("is drawn as a 1200 × 630 PNG", async () => {
    const png = await renderCard(liveTable);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(sizeOf(png)).toEqual({ width: 1200, height: 630 });
    if (process.env.CARD_SAMPLE) writeFileSync(process.env.CARD_SAMPLE, png);
  });
});
