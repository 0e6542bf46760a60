import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { CARD_HEIGHT, CARD_WIDTH, cardLayout, type FlagSource } from "./card-layout.server.ts";
import type { CardModel } from "./card-model.ts";

/**
 * Draws a card: satori lays the element tree out into an SVG (text as paths, in Inter, SIL Open Font
 * License 1.1, from the @fontsource/inter package), resvg paints it as a PNG of 1200 × 630. Runs in
 * the render worker (`render-worker.server.ts`), off the thread that answers pages; tests call it
 * directly. Fonts and flags are read once, on first use.
 */
const require = createRequire(import.meta.url);

/** Latin (every letter of German, English and Italian) and Latin Extended (club names such as Beşiktaş), in the three weights the card uses. */
function loadFonts() {
  const file = (subset: string, weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
  return (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([400, 700, 800] as const).map((weight) => ({
      name: subset === "latin" ? "Inter" : "Inter Ext",
      data: file(subset, weight),
      weight,
      style: "normal" as const,
    })),
  );
}

const FLAGS_DIR = join(dirname(require.resolve("flag-icons/package.json")), "flags", "4x3");
const FLAG_ID = /^[a-z]{2}(-[a-z]{3})?$/;

/** A national team's flag: the flag-icons SVG the pages show, or undefined for an id it does not have. */
const flagSvg: FlagSource = (flag) => {
  if (!FLAG_ID.test(flag)) return undefined;
  try {
    return readFileSync(join(FLAGS_DIR, `${flag}.svg`), "utf8");
  } catch {
    return undefined;
  }
};

let fonts: ReturnType<typeof loadFonts> | undefined;

export async function renderCard(model: CardModel): Promise<Buffer> {
  fonts ??= loadFonts();
  // satori types its input as a React node; the layout is the same shape without React.
  const svg = await satori(cardLayout(model, flagSvg) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}
