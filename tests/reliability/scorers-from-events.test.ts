/**
 * The site against a backend whose matches carry goal events but which sends no scorers and no
 * players (docs/decisions/0105-scorer-ranking.md, ADR 0119): a proxy in front of the embedded
 * backend answers the World Cup 2022's scorers with 404, every other competition's with an empty
 * list, the players calls with 404, and the final's details with the complete match's events
 * (tests/support/complete-match.ts: goals with assists). The scorers page, the player pages and the
 * sitemap's players must follow from the events alone.
 */
import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import { matchApiPath } from "#contract/api-calls.ts";
import type { MatchDetailsResponse, ScorersResponse } from "#contract/schemas.ts";
import type { EmbeddedBackend } from "#results-backend/embedded.ts";
import { COMPLETE_MATCH } from "../support/complete-match.ts";
import { BUILD_MISSING, pool, rawRequest, SKIP_MESSAGE } from "../support/reliability.ts";
import { useSiteOnProxiedBackend } from "./proxied-backend.ts";

const SITE_PORT = 3830;
const WORLD_CUP_2022 = 10;

const isFinal = (details: MatchDetailsResponse["data"]) =>
  details.match.home.code === "ARG" && details.match.away.code === "FRA" && details.match.score.penalties !== null;

/** The embedded backend's answer, or what a backend with events and no scorers or players answers instead. */
async function eventsOnly(backend: EmbeddedBackend, request: Request): Promise<Response> {
  const call = matchApiPath(new URL(request.url).pathname.replace(/^\/api/, ""));
  const noSuchCall = () => new Response("no such call", { status: 404, headers: { "content-type": "text/plain" } });
  if (call?.name === "players" || call?.name === "player") return noSuchCall();
  if (call?.name === "scorers") return call.params.competitionId === WORLD_CUP_2022 ? noSuchCall() : Response.json({ data: [] });
  const response = await backend.handle(request);
  if (call?.name !== "matchDetails" || response.status !== 200) return withContentTypeOnly(response);
  const answer = (await response.json()) as MatchDetailsResponse;
  if (isFinal(answer.data)) answer.data.events = COMPLETE_MATCH.events;
  return Response.json(answer);
}

/** The answer with no header but its type, as a backend that sets no caching headers sends it. */
async function withContentTypeOnly(response: Response): Promise<Response> {
  const headers = { "content-type": response.headers.get("content-type") ?? "text/plain" };
  return new Response(await response.text(), { status: response.status, headers });
}

/** The rows of a scorers page: rank, player page (or none), goals and assists. */
function scorerRows(html: string) {
  const table = html.slice(html.indexOf('class="data-table scorers"'), html.indexOf("</table>"));
  return [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].slice(1).map(([, row]) => {
    const cells = [...row!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/gs)].map(([, cell]) => cell!.replace(/<[^>]+>/g, ""));
    return { rank: Number(cells[0]), name: cells[1]!, slug: /href="\/spieler\/([^"]+)"/.exec(row!)?.[1], goals: Number(cells[3]), assists: Number(cells[4]) };
  });
}

describe.skipIf(BUILD_MISSING)("scorers and players from a backend's match events", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  const { backend } = useSiteOnProxiedBackend(SITE_PORT, "scorers-from-events-", eventsOnly);

  it("lists the scorers of the competition's events, with the assists the events name", async () => {
    const page = await rawRequest({ port: SITE_PORT, target: `${href("results-scorers", "de", { competition: "wm-2022" })}?all=1`, timeoutMs: 60_000 });
    expect(page.status).toBe(200);
    const rows = scorerRows(page.body);
    // The embedded backend's own list, computed from the same goals, says who scored how often.
    const scorersRequest = new Request(`http://backend/api/competitions/${WORLD_CUP_2022}/scorers`, { method: "POST", body: JSON.stringify({ lng: "de" }) });
    const embedded = (await (await backend().handle(scorersRequest)).json()) as ScorersResponse;
    const tally = (list: { slug?: string; player_slug?: string; goals: number; rank: number }[]) =>
      list.map((scorer) => `${scorer.slug ?? scorer.player_slug} ${scorer.goals} #${scorer.rank}`).sort();
    expect(tally(rows)).toEqual(tally(embedded.data));
    expect(rows.slice(0, 2).map(({ rank, name, slug, goals }) => ({ rank, name, slug, goals }))).toEqual([
      { rank: 1, name: "Kylian Mbappé", slug: "kylian-mbappe-fra", goals: 8 },
      { rank: 2, name: "Lionel Messi", slug: "lionel-messi-arg", goals: 7 },
    ]);
    // The final's events name who laid goals on: an assists column, and within equal goals more assists first.
    expect(page.body).toContain('<th scope="col">Vorlagen</th>');
    expect(rows.find((row) => row.slug === "angel-di-maria-arg")).toMatchObject({ goals: 1, assists: 0 });
    expect(rows.find((row) => row.slug === "marcus-thuram-fra")).toBeUndefined();
    expect(rows.every((row) => Number.isInteger(row.assists))).toBe(true);
    const outOfOrder = rows.filter((row, i) => i > 0 && rows[i - 1]!.goals === row.goals && rows[i - 1]!.assists < row.assists);
    expect(outOfOrder).toEqual([]);
  });

  it("gives each scorer a player page with their goals", async () => {
    const page = await rawRequest({ port: SITE_PORT, target: href("player", "de", { player: "kylian-mbappe-fra" }), timeoutMs: 60_000 });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Kylian Mbappé");
    expect(page.body).toMatch(/\b8 Tore\b/);
    expect((await rawRequest({ port: SITE_PORT, target: href("player", "de", { player: "nobody-xyz" }) })).status).toBe(404);
  });

  it("lists the players in the sitemap, each address answering 200", async () => {
    const index = await rawRequest({ port: SITE_PORT, target: "/sitemap.xml", timeoutMs: 60_000 });
    expect(index.body).toContain("/sitemaps/players.xml");
    const sitemap = await rawRequest({ port: SITE_PORT, target: "/sitemaps/players.xml", timeoutMs: 60_000 });
    expect(sitemap.status).toBe(200);
    const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!);
    expect(paths).toContain(href("player", "de", { player: "kylian-mbappe-fra" }));
    expect(paths.length).toBeGreaterThan(100);
    const statuses = await pool(
      paths.map((path) => async () => `${path} ${(await rawRequest({ port: SITE_PORT, target: path, timeoutMs: 60_000 })).status}`),
      4,
    );
    expect(statuses.filter((line) => !line.endsWith(" 200"))).toEqual([]);
  });
});
