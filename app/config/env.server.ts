import { z } from "zod";
import { parseForwardHeaderNames } from "../results-api/forwarded-headers.ts";
import { APP_LINK_VARIABLES, appLinkIssues } from "./app-links-env.ts";

/**
 * Every environment variable the site reads, validated once: the composition root
 * (`server/services.ts`) parses the process environment before the server listens, so a bad value
 * stops it with a message naming the variable. Scripts parse it the same way.
 */
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    SITE_URL: optionalUrl,
    API_BASE_URL: optionalUrl,
    /** How long a page waits for the results backend in all, across its calls (each gets what is left). */
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(3000),
    /**
     * Request headers forwarded to the results backend besides the allow list (accept-language,
     * user-agent, x-request-id, traceparent, tracestate): comma-separated names. Names that are never
     * forwarded (credentials, client addresses, hop-by-hop, …) stop the start with the reason.
     */
    API_FORWARD_HEADERS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const { names, problems } = parseForwardHeaderNames(value);
        for (const message of problems) ctx.addIssue({ code: "custom", message });
        return names;
      }),
    /** The largest results answer read (bytes); a larger one fails as 502. The embedded backend's largest is 78,297 bytes. */
    API_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(65_536)
      .max(268_435_456)
      .default(2 * 1024 * 1024),
    CONTENT_API_URL: optionalUrl,
    CONTENT_API_TOKEN: z.string().min(1).optional(),
    CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(3000),
    /** The largest Cockpit answer read (bytes); a larger one is a failed load. The sample content's largest collection is 9,092 bytes. */
    CONTENT_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(16_384)
      .max(268_435_456)
      .default(1024 * 1024),
    /**
     * The shared secret Cockpit's webhook sends in `X-Webhook-Secret` (POST /hooks/cockpit); without
     * it the webhook is off. At least 16 characters: it is all that guards the door.
     */
    CONTENT_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /**
     * Signs preview links (app/content/preview.server.ts): whoever holds it can show unpublished entries. The same
     * on every instance; without it there are no previews. At least 32 characters.
     */
    PREVIEW_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** How often each instance looks for changed collections in Cockpit (ms); 0 never. Default 15 s. */
    CONTENT_POLL_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 3_600_000), "must be 0 (off) or between 1000 and 3600000")
      .default(15_000),
    DATA_DIR: z.string().min(1).default("./var"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    CONTACT_TO: z.email().optional(),
    CONTACT_FROM: z.email().optional(),
    /**
     * The most that may wait for delivery in the contact outbox (docs/decisions/0600-contact-form.md):
     * messages, and bytes of their addresses and texts. Past either, posts get 503 and the failure
     * text. At least 32 KiB, the body limit, or the largest message could never be accepted.
     */
    CONTACT_OUTBOX_MAX_MESSAGES: z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(100_000, { error: "must be at most 100000" })
      .default(500),
    CONTACT_OUTBOX_MAX_BYTES: z.coerce
      .number({ error: "must be a number of bytes" })
      .int({ error: "must be a whole number of bytes" })
      .min(32_768, { error: "must be at least 32768 bytes (the body limit: the largest message must fit)" })
      .max(1_073_741_824, { error: "must be at most 1073741824 bytes (1 GiB)" })
      .default(5 * 1024 * 1024),
    TRUSTED_PROXY: z.string().min(1).optional(),
    /**
     * Replay clock of the embedded backend: it answers as of this moment, which moves on from the
     * server's start at RESULTS_CLOCK_RATE times real time. Unset: every season as recorded.
     */
    RESULTS_CLOCK: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time with Z or an offset, e.g. 2022-12-18T15:00:00Z" }).optional(),
    RESULTS_CLOCK_RATE: z.coerce
      .number({ error: "must be a number" })
      .positive({ error: "must be a number above 0 (1 is real time, 60 a minute per second)" })
      .max(100_000, { error: "must be at most 100000" })
      .default(1),
    /**
     * Live stream (`/live`, docs/decisions/0111-live-stream.md): how often a competition with a match
     * in play is polled, how often one that is watched but has nothing in play, the heartbeat of
     * idle streams, the most streams one process keeps open (0 refuses every stream; lowered at start
     * to what the open-files limit allows, app/features/live/stream-cap.server.ts), and the most one client keeps
     * open (an IPv4 address, or an IPv6 /64).
     */
    LIVE_POLL_MS: z.coerce.number().int().min(250).max(10_000).default(2000),
    LIVE_IDLE_POLL_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    LIVE_MAX_STREAMS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
    LIVE_MAX_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(64),
    /**
     * Prometheus metrics on a listener of their own (server/metrics.ts), never on the public port:
     * unset METRICS_PORT, no metrics at all. METRICS_HOST is loopback unless a scraper elsewhere needs it.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /**
     * For tests only: the results cache and the page cache see time pass this many times as fast,
     * so a test sees their entries expire (a 60 s lifetime after 1 s at 60) without waiting the
     * real lifetime. Production leaves it at 1.
     */
    TEST_CACHE_CLOCK_RATE: z.coerce
      .number({ error: "must be a number" })
      .min(1, { error: "must be at least 1 (real time)" })
      .max(1000, { error: "must be at most 1000" })
      .default(1),
    /**
     * For tests only: the contact delivery's retry delays and its polling pass this many times as
     * fast (10 s to the first retry, a pass every 5 s: 0.5 s and 0.25 s at 20), so a browser test
     * sees a failed message retried without waiting the real delay. Production leaves it at 1.
     */
    TEST_CONTACT_CLOCK_RATE: z.coerce
      .number({ error: "must be a number" })
      .min(1, { error: "must be at least 1 (real time)" })
      .max(100, { error: "must be at most 100" })
      .default(1),
    /** One structured log line per request (method, path, status, duration; no address). */
    LOG_REQUESTS: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** Smart app banner and the app association files (docs/decisions/0801-app-pages-and-app-links.md). */
    ...APP_LINK_VARIABLES,
  })
  .transform((env) => ({
    ...env,
    // Without SITE_URL the public origin is the local server itself.
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    /** Whether SITE_URL was configured: then every request is seen under that public origin. */
    SITE_URL_SET: env.SITE_URL !== undefined,
    API_BASE_URL: env.API_BASE_URL?.replace(/\/+$/, ""),
    CONTENT_API_URL: env.CONTENT_API_URL?.replace(/\/+$/, ""),
  }))
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.CONTACT_TO) {
      ctx.addIssue({ code: "custom", path: ["CONTACT_TO"], message: "is required when SMTP_URL is set (where contact messages go)" });
    }
    if (env.RESULTS_CLOCK && env.API_BASE_URL) {
      ctx.addIssue({ code: "custom", path: ["RESULTS_CLOCK"], message: "replays the embedded backend only: unset it, or unset API_BASE_URL" });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT: metrics are never served on the public port" });
    }
    if (env.CONTENT_API_URL && !env.CONTENT_API_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["CONTENT_API_TOKEN"], message: "is required when CONTENT_API_URL is set" });
    }
    if (env.CONTENT_WEBHOOK_SECRET && !env.CONTENT_API_URL) {
      ctx.addIssue({ code: "custom", path: ["CONTENT_WEBHOOK_SECRET"], message: "is for Cockpit's webhook: set CONTENT_API_URL too, or unset it" });
    }
    for (const issue of appLinkIssues(env)) ctx.addIssue({ code: "custom", ...issue });
  });

/** Values that may carry credentials are never echoed into logs or error messages. */
const SECRET_VARIABLES = new Set(["CONTENT_API_TOKEN", "CONTENT_WEBHOOK_SECRET", "PREVIEW_SECRET", "SMTP_URL"]);

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, emptyAsUndefined(v)]));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    const shown = SECRET_VARIABLES.has(name) ? "(hidden)" : JSON.stringify(source[name] ?? null);
    return `  ${name}: ${issue.message} (got ${shown})`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
