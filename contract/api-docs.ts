import { z } from "zod";
import { API_CALLS, API_PATH_PREFIX, MAX_REQUEST_BODY_BYTES, NEWS_PAGE_SIZE } from "./api-calls.ts";
import { FALLBACK_ERROR_MESSAGE, INVALID_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, NO_RESPONSE_STATUS, NOT_SENT_STATUS } from "./client-errors.ts";
import { DROPPED_NEWS_PROVIDER, KEPT_NEWS_TYPE } from "./news-policy.ts";
import { NEWS_FILTERS } from "./news.ts";
import { ApiErrorSchema, ApiRequestBodySchema } from "./schemas.ts";

/**
 * Renders docs/api.md from the API table and the Zod schemas, so the reference cannot drift from
 * the code: `node contract/generate-api-docs.ts` writes it, a test fails when it is stale.
 */

/** Where the reference lives, relative to the project root. */
export const API_DOCS_PATH = "docs/api.md";

type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
};

const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const SAFE_MAXIMUM = Number.MAX_SAFE_INTEGER;

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) {
    const variants = schema.anyOf.filter((s) => s.type !== "null").map(typeOf);
    const nullable = schema.anyOf.some((s) => s.type === "null");
    return `${variants.join(" \\| ")}${nullable ? " or null" : ""}`;
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== "null");
    return `${types.map((type) => typeOf({ ...schema, type })).join(" \\| ")}${types.length < schema.type.length ? " or null" : ""}`;
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(" \\| ");
  switch (schema.type) {
    case "string":
      if (schema.format === "date-time") return "string (date-time, UTC)";
      if (schema.pattern === SLUG_PATTERN) return "string (slug)";
      return "string";
    case "integer": {
      const bounds: string[] = [];
      if (schema.minimum !== undefined && schema.minimum > -SAFE_MAXIMUM) bounds.push(`≥ ${schema.minimum}`);
      if (schema.exclusiveMinimum !== undefined) bounds.push(`> ${schema.exclusiveMinimum}`);
      if (schema.maximum !== undefined && schema.maximum < SAFE_MAXIMUM) bounds.push(`≤ ${schema.maximum}`);
      return bounds.length ? `integer ${bounds.join(", ")}` : "integer";
    }
    case "array":
      if (schema.prefixItems) return `[${schema.prefixItems.map(typeOf).join(", ")}]`;
      return schema.items?.type === "object" ? "array of objects" : `array of ${typeOf(schema.items ?? {})}`;
    default:
      return schema.type ?? "any";
  }
}

/** One row per field, nested fields as `parent.child` and `list[].child`. */
function fieldRows(schema: JsonSchema, prefix = ""): string[] {
  const rows: string[] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const optional = schema.required?.includes(name) ? "" : " (optional)";
    const description = field.description ?? field.anyOf?.find((s) => s.description)?.description ?? "";
    rows.push(`| \`${path}\` | ${typeOf(field)}${optional} | ${description} |`);
    const objectVariant = field.anyOf?.find((s) => s.type === "object") ?? field;
    if (objectVariant.type === "object") rows.push(...fieldRows(objectVariant, `${path}.`));
    if (field.type === "array" && field.items?.type === "object") rows.push(...fieldRows(field.items, `${path}[].`));
  }
  return rows;
}

function fieldTable(schema: z.ZodType): string {
  // What a backend sends: the input of the schemas, whose output adds the fields the client derives.
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return ["| field | type | meaning |", "|---|---|---|", ...fieldRows(json)].join("\n");
}

type CallEntry = [string, (typeof API_CALLS)[keyof typeof API_CALLS]];

const EXAMPLE_PARAMS: Record<string, number> = { filterId: 5, page: 0, newsId: 1001, competitionId: 1, roundId: 0, matchId: 1001, teamId: 1, date: 20250517 };
const examplePath = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => String(EXAMPLE_PARAMS[name]));

/** The overview table and one section per call. */
function callSection(calls: CallEntry[]): string {
  const overview = calls.map(
    ([, call]) =>
      `| ${call.summary} | \`POST ${API_PATH_PREFIX}${call.path}\` | ${Object.keys(
        (z.toJSONSchema(call.response, { io: "input" }) as JsonSchema).properties ?? {},
      )
        .map((k) => `\`${k}\``)
        .join(", ")} |`,
  );
  const sections = calls.map(
    ([name, call]) => `### ${name}: \`POST ${API_PATH_PREFIX}${call.path}\`

${call.summary} ${call.notes}

\`\`\`sh
curl -X POST -H 'Content-Type: application/json' -d '{"lng":"en"}' http://localhost:3000${API_PATH_PREFIX}${examplePath(call.path)}
\`\`\`

${fieldTable(call.response)}
`,
  );
  return ["| call | path | answers |", "|---|---|---|", ...overview, "", ...sections].join("\n");
}

export function renderApiDocs(): string {
  const calls = Object.entries(API_CALLS) as CallEntry[];
  return `${introAndConventions()}## Calls

${callSection(calls.filter(([, call]) => !call.extension))}
## Extensions

Calls that are not in the spec: the embedded backend adds them for the results center (team identity,
tables after a matchday, knockout ties, match context, team pages, the matches of a day). They follow the conventions above.
Another backend need not offer them: where one answers **404** for an extension's path, the site leaves
that feature out and the page keeps working. The optional fields marked as extensions in the spec's
calls (e.g. a team's \`short_name\`) may be left out the same way.

${callSection(calls.filter(([, call]) => call.extension))}
${newsFiltersAndErrors()}${clientErrors()}`;
}

/** The title, what the API is for, and the conventions every call follows. */
function introAndConventions(): string {
  return `# Results & news API

<!-- Generated from contract/api-calls.ts and contract/schemas.ts by
     \`node contract/generate-api-docs.ts\`. Do not edit by hand: a test compares this file with the code. -->

The calls of the spec's §7, served by the embedded backend under \`${API_PATH_PREFIX}\` and
used by the site through its HTTP client (\`app/results-api/client.server.ts\`). Another backend set with
\`API_BASE_URL\` must answer the same calls with the same shapes.

## Conventions

- **Every call is \`POST\`** with the JSON body \`{"lng": "de"}\` (\`lng\`: string, at most 35 characters).
  \`lng\` selects the language of names and texts (\`de\`, \`en\`, \`it\`; a region such as \`en-GB\` counts as
  its language); any other value falls back to German.
- Path parameters are non-negative integers of at most 9 digits.
- Success is status **200** with \`Content-Type: application/json\`. Field names are snake_case; clients
  must ignore fields they do not know.
- Times are ISO 8601 instants in UTC (\`2025-05-17T13:30:00.000Z\`); pages format them for the visitor.
- Slugs follow the spec's rule (lowercase, ä→ae, ö→oe, ü→ue, ß→ss, accents removed, \`[a-z0-9-]\` only) and
  are in the requested language.
- **Derived when absent.** The spec names a few fields of each entity (a competition's and a push group's
  name and id, a round's name, a news item's type, title, news_id and provider); every other field marked
  *(optional)* below may be left out, and the site derives it or does without
  ([ADR 0120](decisions/0120-derived-fields-of-a-spec-backend.md)): every \`slug\` by the rule above from the
  name (a competition's from \`short_name\`, else its name, with \`-{id}\` appended where that slug is taken by a
  push group or another competition; a match's from its teams' slugs; a player's from the name and the team's
  code); a competition's \`short_name\` and \`name_plural\` are its name, \`has_table\` and \`has_scorers\` true,
  its period read from its rounds; a news item's category is Sonstiges (filter 6), its language the
  requested one; without teaser, date or author the pages show the item without them. A value a backend
  sends is used as sent.
- News lists have a fixed page size of **${NEWS_PAGE_SIZE}** items, counted before the site's own filtering
  (type \`${KEPT_NEWS_TYPE}\` only, no provider ${DROPPED_NEWS_PROVIDER}), newest first. Pages are 0-based.

`;
}

/** The news filters' table, the error answers and the request body's schema. */
function newsFiltersAndErrors(): string {
  return `## News filters

The spec's fixed list. Each news item belongs to one filter from 1 to 6; filter 0 lists all.

| id | name (de) | en | it | slug |
|---|---|---|---|---|
${NEWS_FILTERS.map((f) => `| ${f.id} | ${f.name} | ${f.names.en} | ${f.names.it} | \`${f.slug}\` |`).join("\n")}

## Errors

Every answer other than 200 has a JSON body:

${fieldTable(ApiErrorSchema)}

| status | when |
|---|---|
| 400 | the body is missing, not JSON, not UTF-8, not the object \`{"lng": string}\`, or larger than ${MAX_REQUEST_BODY_BYTES} bytes |
| 404 | an unknown path, or an unknown competition, round, match, news item or news filter |
| 405 | a method other than POST (with \`Allow: POST\`) |
| 429 | the embedded backend behind the site's \`/api\` only: one client (an address, IPv6 by its /64) made more than 60 calls at once or 10 a second after that (with \`Retry-After\`) |
| 500 | a fault of the backend itself (never bad input) |

The request body schema, for reference:

${fieldTable(ApiRequestBodySchema)}

`;
}

/** What the site's client sends and what it throws when a call fails. */
function clientErrors(): string {
  return `## What the client makes of it

\`app/results-api/client.server.ts\` sends \`Accept: application/json\`, \`Content-Type: application/json\`, of the
visitor's request headers only those on an allow list (\`accept-language\`, \`user-agent\`, \`x-request-id\`,
\`traceparent\`, \`tracestate\`, and the names in \`API_FORWARD_HEADERS\`), and \`X-Forwarded-For\` with the address
the server determined ([ADR 0112](decisions/0112-per-visitor-renders-and-page-budget.md)). An answer marked
\`Cache-Control: private\` or \`no-store\`, or whose \`Vary\` names \`*\`, \`X-Forwarded-For\` or a forwarded header, is
used for that visitor's page alone, and that page is answered \`private, no-store\`. It throws \`ResultsApiError\`
with \`status\` and \`message\`:

| situation | status | message |
|---|---|---|
| an answer other than 200 | its status | the body's \`message\`, else its \`error\`, else the status text, else \`${FALLBACK_ERROR_MESSAGE}\` |
| no answer: refused, connection closed, or none within \`API_TIMEOUT_MS\` (default 3000) from the page's start, across all its calls | ${NO_RESPONSE_STATUS} | \`${NO_RESPONSE_MESSAGE}\` |
| failure before any request was sent (bad URL or parameter) | ${NOT_SENT_STATUS} | the failure's own message |
| a 200 that is not JSON or not of the call's shape | ${INVALID_RESPONSE_STATUS} | what was wrong |
| an answer larger than \`API_MAX_RESPONSE_BYTES\` (default 2 MiB), read no further | ${INVALID_RESPONSE_STATUS} | \`answer from … is larger than N bytes\` |
`;
}
