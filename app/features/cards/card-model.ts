import { isLanguage, type Language } from "#lib/languages.ts";
import { shortHash } from "#lib/short-hash.ts";

/**
 * A share card: the 1200 × 630 PNG a page names as its Open Graph and Twitter image, drawn on the
 * server from the page's own data in the page's language (docs/decisions/0012-share-cards.md).
 *
 * This module is the card's data and its address, pure and browser-safe: a page's loader builds the
 * model from the data it already has and names the card by a hash of it, and the card route builds the
 * same model from the same cached sources and renders it. The URL therefore changes exactly when what
 * the card shows changes, and a shared cache may keep each version for a year.
 */

/** The kinds of page with a card of their own. Every other page keeps the language's share image. */
export const CARD_KINDS = ["match", "table", "projection", "team", "player", "news"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A team's mark on a card: a national team's flag (a flag-icons id), or a club's shield (colours and code). */
export type CardBadge = { flag: string } | { code: string; primary: string; secondary: string; ink: string };

export interface CardTeam {
  name: string;
  badge: CardBadge | null;
}

/** One line of a card's figures: "Platz" and "3.", "Tore" and "27". */
export interface CardFigure {
  label: string;
  value: string;
}

export type CardBody =
  | {
      kind: "match";
      home: CardTeam;
      away: CardTeam;
      /** The score ("2:1"), or the kick-off time of a match not yet played ("20:30 MESZ"). */
      centre: string;
      /** Under the centre: "Live 67'", "Halbzeit", "Endstand", "n. V., 4:2 i. E.", "Anstoß". */
      status: string;
      live: boolean;
    }
  | { kind: "table"; heads: { team: string; played: string; points: string }; rows: { position: number; team: CardTeam; played: number; points: number }[] }
  | {
      /**
       * The live table ("if it stays like this"): its top and bottom rows, each with its move since the
       * matchday began (+2: two places up) and the score of its match in play from its side ("2:1").
       */
      kind: "projection";
      heads: { team: string; points: string };
      rows: { position: number; team: CardTeam; points: number; move: number | null; live: string | null }[];
      /** The row after which places are left out (a line marks the gap); null when every row is shown. */
      gapAfter: number | null;
    }
  | {
      kind: "team";
      team: CardTeam;
      figures: CardFigure[];
      form: { label: string; results: ("W" | "D" | "L")[]; letters: Record<"W" | "D" | "L", string> } | null;
    }
  | { kind: "player"; name: string; team: CardTeam | null; figures: CardFigure[] }
  | { kind: "news"; headline: string };

/**
 * Everything a card shows, and nothing else: its hash is the card's version. `kicker` is the line
 * above (the competition, a news article's category), `footer` the line below (a date, a season).
 */
export interface CardModel {
  language: Language;
  kicker: string;
  footer: string;
  body: CardBody;
}

/**
 * The card's version: a short hash of its model (`lib/short-hash.ts`), 11 characters: a name that
 * changes with the content; a collision would at worst keep an old picture.
 */
export function cardVersion(model: CardModel): string {
  return shortHash(JSON.stringify(model)).padStart(11, "0");
}

/** What names a card: its language, kind and the ids of what it shows (a match: competition and match). */
export interface CardAddress {
  language: Language;
  kind: CardKind;
  ids: readonly number[];
}

/** How many ids each kind's address has. */
const ID_COUNT: Record<CardKind, number> = { match: 2, table: 1, projection: 1, team: 1, player: 1, news: 1 };

/** Where the cards live: one language-neutral prefix, with the language as the first segment. */
export const CARD_PATH_PREFIX = "/cards/";

/** `/cards/de/match/3-10064-0a1b2c3d4e5.png`: language, kind, ids, version. */
export function cardPath(address: CardAddress, version: string): string {
  return `${CARD_PATH_PREFIX}${address.language}/${address.kind}/${address.ids.join("-")}-${version}.png`;
}

/** The path of the card of `model` at `address`. */
export function cardPathOf(address: Omit<CardAddress, "language">, model: CardModel): string {
  return cardPath({ ...address, language: model.language }, cardVersion(model));
}

const CARD_PATH = /^\/cards\/([a-z]{2})\/([a-z]+)\/((?:[0-9]{1,9}-){1,2})([0-9a-z]{11})\.png$/;

/**
 * The address and version a card path names, or undefined for any path not shaped like one (an
 * unknown language or kind, the wrong number of ids, ids too long, a version not 11 base-36 letters).
 */
export function parseCardPath(pathname: string): (CardAddress & { version: string }) | undefined {
  const parts = CARD_PATH.exec(pathname);
  if (!parts) return undefined;
  const [, language, kind, idText, version] = parts as unknown as [string, string, string, string, string];
  const cardKind = CARD_KINDS.find((k) => k === kind);
  if (!isLanguage(language) || !cardKind) return undefined;
  const ids = idText.slice(0, -1).split("-").map(Number);
  if (ids.length !== ID_COUNT[cardKind]) return undefined;
  return { language, kind: cardKind, ids, version };
}
