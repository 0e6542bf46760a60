import type { CardBadge, CardModel, CardTeam } from "./card-model.ts";

/**
 * A card's picture as satori's element tree (plain objects shaped as React elements: this module is
 * also loaded by the render worker, which runs under Node's type stripping without JSX). One design
 * for every colour scheme, as the image is seen outside the site: white and the brand's light green
 * on its dark green (contrast above 10:1), the line above and below in smaller letters.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const GREEN = "#0b3d2e";
const ACCENT = "#7cf29c";
const MUTED = "#cfe6da";
const LIVE = "#c8102e";

export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[]; src?: string; width?: number; height?: number };
}
type CardChild = CardElement | string;

/** The SVG of a flag-icons id, or undefined when there is none (the card then shows no flag). */
export type FlagSource = (flag: string) => string | undefined;

const el = (type: string, style: Record<string, string | number>, children?: CardChild | CardChild[]): CardElement => ({ type, props: { style, children } });
const box = (style: Record<string, string | number>, children?: CardChild | CardChild[]) => el("div", { display: "flex", ...style }, children);
const image = (svg: string, width: number, height: number, style: Record<string, string | number> = {}): CardElement => ({
  type: "img",
  props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, width, height, style },
});
/** One line of text cut with an ellipsis where it is too long. */
const line = (text: string, style: Record<string, string | number>) =>
  el("div", { display: "block", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", ...style }, text);

/** The shield of a club's badge: the site's clip path (results.css), the primary colour above the secondary. */
const SHIELD = "60,7.6 112.5,25 112.5,66 108.6,88 97.7,106.4 81,121.2 60,132.4 39,121.2 22.3,106.4 11.4,88 7.5,66 7.5,25";
function shieldSvg(primary: string, secondary: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140">` +
    `<defs><clipPath id="s"><polygon points="${SHIELD}"/></clipPath></defs>` +
    `<polygon points="${SHIELD}" fill="#ffffff" fill-opacity="0.9"/>` +
    `<g clip-path="url(#s)" transform="translate(60 70) scale(0.93) translate(-60 -70)">` +
    `<rect width="120" height="87.5" fill="${primary}"/><rect y="87.5" width="120" height="52.5" fill="${secondary}"/></g></svg>`
  );
}

/** A team's flag (4:3, with a thin light frame) or its club shield with the code; nothing for a team without either. */
function badge(mark: CardBadge | null, size: number, flags: FlagSource): CardElement {
  const empty = box({ width: size, height: size });
  if (!mark) return empty;
  if ("flag" in mark) {
    const svg = flags(mark.flag);
    if (!svg) return empty;
    const height = Math.round((size * 3) / 4);
    return box({ width: size, height: size, alignItems: "center", justifyContent: "center" }, [
      image(svg, size, height, { borderRadius: 6, boxShadow: "0 0 0 3px rgba(255,255,255,0.6)" }),
    ]);
  }
  const height = Math.round((size * 7) / 6);
  return box({ position: "relative", width: size, height }, [
    image(shieldSvg(mark.primary, mark.secondary), size, height, { position: "absolute", left: 0, top: 0 }),
    box({ position: "absolute", left: 0, top: Math.round(height * 0.3), width: size, justifyContent: "center" }, [
      line(mark.code, { fontSize: Math.round(size * 0.28), fontWeight: 700, color: mark.ink, letterSpacing: 1 }),
    ]),
  ]);
}

const LOGO =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="15" fill="${GREEN}" stroke="${ACCENT}" stroke-width="1.5"/>` +
  `<path d="M4 17h6l3-7 5 13 3-6h7" fill="none" stroke="${ACCENT}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

function teamColumn(team: CardTeam, flags: FlagSource): CardElement {
  return box({ flexDirection: "column", alignItems: "center", width: 340, gap: 20 }, [
    badge(team.badge, 150, flags),
    el(
      "div",
      { display: "flex", textAlign: "center", justifyContent: "center", fontSize: 44, fontWeight: 700, lineHeight: 1.15, maxHeight: 104, overflow: "hidden" },
      team.name,
    ),
  ]);
}

type Body<Kind extends CardModel["body"]["kind"]> = Extract<CardModel["body"], { kind: Kind }>;

/** The card's body, by what the card shows. */
function body(model: CardModel, flags: FlagSource): CardElement {
  const { body } = model;
  switch (body.kind) {
    case "match":
      return matchBody(body, flags);
    case "table":
      return tableBody(body, flags);
    case "projection":
      return projectionBody(body, flags);
    case "team":
      return teamBody(body, flags);
    case "player":
      return playerBody(body, flags);
    case "news":
      return newsBody(body);
  }
}

/** A right-aligned cell of a table row, cut like a line. */
const cell = (text: string, width: number, extra: Record<string, string | number> = {}) => line(text, { width, textAlign: "right", ...extra });

/** A match card: both teams, and between them the score (or kick-off) and the status, in a red pill while it is live. */
function matchBody(body: Body<"match">, flags: FlagSource): CardElement {
  return box({ flex: 1, alignItems: "center", justifyContent: "space-between" }, [
    teamColumn(body.home, flags),
    box({ flexDirection: "column", alignItems: "center", gap: 16, width: 380 }, [
      line(body.centre, { fontSize: body.centre.length > 6 ? 72 : 128, fontWeight: 800, letterSpacing: -2, lineHeight: 1 }),
      body.live
        ? line(body.status, { fontSize: 36, fontWeight: 700, color: "#ffffff", background: LIVE, borderRadius: 999, padding: "6px 26px" })
        : line(body.status, { fontSize: 36, fontWeight: 700, color: ACCENT, maxWidth: 380 }),
    ]),
    teamColumn(body.away, flags),
  ]);
}

/** A table card: its rows with position, badge, team, games played and points. */
function tableBody(body: Body<"table">, flags: FlagSource): CardElement {
  return box({ flex: 1, flexDirection: "column", justifyContent: "center", gap: 4 }, [
    box({ alignItems: "center", fontSize: 26, color: MUTED, paddingBottom: 4 }, [
      cell("", 64),
      line(body.heads.team, { flex: 1, marginLeft: 84 }),
      cell(body.heads.played, 110),
      cell(body.heads.points, 130),
    ]),
    ...body.rows.map((row) =>
      box({ alignItems: "center", height: 56, fontSize: 34, borderTop: "2px solid rgba(255,255,255,0.15)" }, [
        cell(`${row.position}.`, 64, { color: MUTED }),
        box({ width: 84, justifyContent: "center" }, [badge(row.team.badge, 42, flags)]),
        line(row.team.name, { flex: 1, fontWeight: 700 }),
        cell(String(row.played), 110),
        cell(String(row.points), 130, { fontWeight: 800 }),
      ]),
    ),
  ]);
}

/** A team card: its badge and name, its figures, and its form when it has one. */
function teamBody(body: Body<"team">, flags: FlagSource): CardElement {
  return box({ flex: 1, alignItems: "center", gap: 56 }, [
    badge(body.team.badge, 200, flags),
    box({ flex: 1, flexDirection: "column", gap: 28 }, [
      el("div", { display: "flex", fontSize: 64, fontWeight: 800, lineHeight: 1.1 }, body.team.name),
      box({ gap: 48 }, body.figures.map(figure)),
      ...(body.form ? [formRow(body.form)] : []),
    ]),
  ]);
}

/** A team's last results, one coloured square each: green a win, red a loss, grey a draw. */
function formRow(form: NonNullable<Body<"team">["form"]>): CardElement {
  return box({ flexDirection: "column", gap: 10 }, [
    line(form.label, { fontSize: 28, color: MUTED }),
    box(
      { gap: 12 },
      form.results.map((result) =>
        box(
          {
            width: 56,
            height: 56,
            borderRadius: 10,
            alignItems: "center",
            justifyContent: "center",
            fontSize: 32,
            fontWeight: 800,
            background: result === "W" ? "#1f9d55" : result === "L" ? LIVE : "#6b7c75",
          },
          form.letters[result],
        ),
      ),
    ),
  ]);
}

/** A player card: the name, the team when there is one, and the figures. */
function playerBody(body: Body<"player">, flags: FlagSource): CardElement {
  return box({ flex: 1, flexDirection: "column", justifyContent: "center", gap: 32 }, [
    el("div", { display: "flex", fontSize: 72, fontWeight: 800, lineHeight: 1.1 }, body.name),
    ...(body.team
      ? [box({ alignItems: "center", gap: 20 }, [badge(body.team.badge, 56, flags), line(body.team.name, { fontSize: 36, fontWeight: 700 })])]
      : []),
    box({ gap: 56 }, body.figures.map(figure)),
  ]);
}

/** A news card: the headline, smaller when it is long. */
function newsBody(body: Body<"news">): CardElement {
  return box({ flex: 1, alignItems: "center" }, [
    el(
      "div",
      { display: "flex", fontSize: body.headline.length > 90 ? 52 : 64, fontWeight: 800, lineHeight: 1.15, maxHeight: 340, overflow: "hidden" },
      body.headline,
    ),
  ]);
}

const UP = "#7cf29c";
const DOWN = "#ff8a8a";
/** A move's arrow: a triangle up (green) or down (light red), drawn as SVG so no font needs the glyph. */
const arrowSvg = (up: boolean) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20"><polygon points="${up ? "10,3 19,17 1,17" : "1,3 19,3 10,17"}" fill="${up ? UP : DOWN}"/></svg>`;

/** The live table card: its top and bottom rows, with their moves and the scores in play, a line where places are left out. */
function projectionBody(body: Body<"projection">, flags: FlagSource): CardElement {
  const move = (value: number | null) =>
    box({ width: 76, alignItems: "center", justifyContent: "flex-end", gap: 4, fontSize: 26, fontWeight: 700 }, [
      ...(value ? [image(arrowSvg(value > 0), 22, 22), line(String(Math.abs(value)), { color: value > 0 ? UP : DOWN })] : []),
    ]);
  const rows = body.rows.flatMap((row, index) => {
    const element = box({ alignItems: "center", height: 50, fontSize: 32, borderTop: "2px solid rgba(255,255,255,0.15)" }, [
      cell(`${row.position}.`, 64, { color: MUTED }),
      move(row.move),
      box({ width: 76, justifyContent: "center" }, [badge(row.team.badge, 38, flags)]),
      line(row.team.name, { flex: 1, fontWeight: 700 }),
      row.live
        ? line(row.live, { fontSize: 26, fontWeight: 700, color: "#ffffff", background: LIVE, borderRadius: 999, padding: "2px 16px", marginLeft: 12 })
        : box({ width: 0 }),
      cell(String(row.points), 110, { fontWeight: 800 }),
    ]);
    const gap = box(
      { height: 22, alignItems: "center", justifyContent: "center", color: MUTED, fontSize: 24, borderTop: "2px solid rgba(255,255,255,0.15)" },
      "…",
    );
    return index === body.gapAfter ? [element, gap] : [element];
  });
  return box({ flex: 1, flexDirection: "column", justifyContent: "center", gap: 2 }, [
    box({ alignItems: "center", fontSize: 26, color: MUTED, paddingBottom: 4 }, [
      cell("", 64),
      cell("", 76),
      line(body.heads.team, { flex: 1, marginLeft: 76 }),
      cell(body.heads.points, 110),
    ]),
    ...rows,
  ]);
}

function figure({ label, value }: { label: string; value: string }): CardElement {
  return box({ flexDirection: "column" }, [
    line(value, { fontSize: 64, fontWeight: 800, color: ACCENT, lineHeight: 1 }),
    line(label, { fontSize: 28, color: MUTED }),
  ]);
}

/** The body's height: the card less its top border, padding, the line above and the brand row. */
const BODY_HEIGHT = CARD_HEIGHT - 12 - 48 - 40 - 44 - 50 - 32;

/** The whole card: the line above, the body, the brand and the line below. */
export function cardLayout(model: CardModel, flags: FlagSource): CardElement {
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: "border-box",
      flexDirection: "column",
      paddingTop: 48,
      paddingRight: 64,
      paddingBottom: 40,
      paddingLeft: 64,
      background: GREEN,
      color: "#ffffff",
      fontFamily: "Inter, Inter Ext",
      borderTop: `12px solid ${ACCENT}`,
    },
    [
      line(model.kicker, { height: 44, fontSize: 34, fontWeight: 700, color: ACCENT }),
      box({ height: BODY_HEIGHT, marginTop: 16, marginBottom: 16 }, [body(model, flags)]),
      box({ height: 50, alignItems: "center", justifyContent: "space-between" }, [
        box({ alignItems: "center", gap: 14 }, [image(LOGO, 44, 44), line("Matchpuls", { fontSize: 34, fontWeight: 800 })]),
        line(model.footer, { fontSize: 30, color: MUTED, maxWidth: 700 }),
      ]),
    ],
  );
}
