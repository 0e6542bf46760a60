import { spawn, execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { POLL_INTERVAL_MS } from "#app/features/contact/delivery.server.ts";
import { fieldErrorText } from "#app/features/contact/error-texts.ts";
import { contactDe } from "#app/features/contact/messages/contact.de.ts";
import { contactEn } from "#app/features/contact/messages/contact.en.ts";
import { freePort, parseMail, startMailServer } from "../support/contact.ts";
import { ANY_VIEWPORT, axeBuilder, hydrated as pageHydrated } from "../support/e2e.ts";

/**
 * The contact form in the browser (docs/decisions/0600-contact-form.md), with and without
 * JavaScript, in German and English. Expected texts come from the dictionaries: the spec's
 * success and failure texts may appear only once in the code.
 * Successful submissions run in the desktop project only: the rate limit (5 per 10 minutes and
 * address) counts every stored message, and all tests share one address.
 */

const PAGES = [
  { lang: "de", path: "/kontakt", texts: contactDe },
  { lang: "en", path: "/en/contact", texts: contactEn },
] as const;

type Texts = (typeof PAGES)[number]["texts"];

const MESSAGE = "Grüße! Seit dem Update fehlen mir die Push-Nachrichten zu Toren. ⚽ Könnt ihr helfen?";

function form(page: Page, texts: Texts) {
  const main = page.getByRole("main");
  return {
    email: main.getByLabel(texts.email.label),
    type: (key: "support" | "press" | "business") => main.getByRole("radio", { name: texts.type[key] }),
    message: main.getByLabel(texts.message.label),
    submit: main.getByRole("button", { name: texts.submit }),
    status: main.getByRole("status"),
    alert: main.getByRole("alert"),
  };
}

/** With JavaScript: hydrate as a visitor's intent does and wait until React has taken over the form (it then switches off the browser's own checks). */
async function hydrated(page: Page) {
  await pageHydrated(page);
  await expect(page.locator("form.contact-form")).toHaveAttribute("novalidate", "");
}

async function expectFieldError(page: Page, field: "email" | "type" | "message", text: string) {
  const error = page.locator(`#contact-${field}-error`);
  await expect(error).toHaveText(text);
  const owner = field === "type" ? page.getByRole("radiogroup") : page.locator(`#contact-${field}`);
  await expect(owner).toHaveAttribute("aria-invalid", "true");
  expect((await owner.getAttribute("aria-describedby"))?.split(" ")).toContain(`contact-${field}-error`);
}

for (const { lang, path, texts } of PAGES) {
  test.describe(`${lang}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the form: labelled fields, placeholder, three types, no JavaScript hint", ANY_VIEWPORT, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const f = form(page, texts);
      await expect(f.email).toHaveAttribute("type", "email");
      await expect(f.email).toHaveAttribute("autocomplete", "email");
      await expect(f.email).toHaveAttribute("placeholder", texts.email.placeholder);
      for (const key of ["support", "press", "business"] as const) await expect(f.type(key)).toBeVisible();
      await expect(f.message).toHaveAttribute("maxlength", "5000");
      await expect(page.getByRole("main")).not.toContainText("JavaScript");
    });

    test("a valid message: Post/Redirect/Get to the page with the success text", ANY_VIEWPORT, async ({ page }) => {
      await page.goto(path);
      const f = form(page, texts);
      await f.email.fill("fan@example.com");
      await f.type("support").check();
      await f.message.fill(MESSAGE);
      await f.submit.click();
      await expect(page).toHaveURL(`${path}?sent=1`);
      await expect(f.status).toHaveText(texts.success);
      await expect(f.email).toHaveValue("");
    });

    test("invalid input: 400, the errors at the fields, focus on the first one, everything typed kept", ANY_VIEWPORT, async ({ page }) => {
      await page.goto(path);
      const f = form(page, texts);
      // Values the browser's own checks let through; the server's rules refuse them.
      await f.email.fill("fan@localhost");
      await f.type("press").check();
      await f.message.fill("Zu kurz");
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await f.submit.click();
      expect((await answer).status()).toBe(400);
      await expectFieldError(page, "email", fieldErrorText("emailInvalid", texts));
      await expectFieldError(page, "message", fieldErrorText("messageTooShort", texts));
      await expect(page.locator(".contact__summary")).toContainText(texts.errors.summary);
      await expect(f.email).toBeFocused();
      await expect(f.email).toHaveValue("fan@localhost");
      await expect(f.type("press")).toBeChecked();
      await expect(f.message).toHaveValue("Zu kurz");
      await expect(f.status).toHaveText("");
    });
  });

  test.describe(`${lang}, with JavaScript`, () => {
    test("a valid message: the success text without a page load, then an empty form", ANY_VIEWPORT, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      const f = form(page, texts);
      await f.email.fill("fan@example.com");
      await f.type("business").check();
      await f.message.fill(MESSAGE);
      await f.submit.click();
      await expect(f.status).toHaveText(texts.success);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await expect(f.email).toHaveValue("");
      await expect(f.message).toHaveValue("");
      await expect(f.type("business")).not.toBeChecked();
    });

    test("invalid input: checked before sending, errors at the fields, focus on the first one, text kept", async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      const f = form(page, texts);
      await f.message.fill("Kurz");
      await f.submit.click();
      await expectFieldError(page, "email", fieldErrorText("emailRequired", texts));
      await expectFieldError(page, "type", fieldErrorText("typeRequired", texts));
      await expectFieldError(page, "message", fieldErrorText("messageTooShort", texts));
      await expect(f.email).toBeFocused();
      await expect(f.message).toHaveValue("Kurz");
      expect(posts).toEqual([]);

      // Correcting one field moves the focus to the next invalid one on the next try.
      await f.email.fill("fan@example.com");
      await f.submit.click();
      await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
      await expect(f.type("support")).toBeFocused();
      await expect(f.email).not.toHaveAttribute("aria-invalid", "true");

      const results = await axeBuilder(page).include("main").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  });
}

test("foreign origins and oversize bodies are refused, and nothing is stored", ANY_VIEWPORT, async ({ request, baseURL }) => {
  const fields = { email: "fan@example.com", type: "support", message: MESSAGE };
  // React Router's own origin check answers first (400); the action's check (403) backs it up.
  const foreign = await request.post("/en/contact", { headers: { Origin: "https://evil.example" }, form: fields, maxRedirects: 0 });
  expect([400, 403]).toContain(foreign.status());
  expect(await foreign.text()).not.toContain(contactEn.success);
  const oversize = await request.post("/en/contact", {
    headers: { Origin: baseURL! },
    form: { ...fields, message: "x".repeat(40_000) },
    maxRedirects: 0,
  });
  expect(oversize.status()).toBe(413);
  expect(oversize.headers()["cache-control"]).toBe("no-store");
  expect(await oversize.text()).toContain(contactEn.tooLarge);
});

// ---- The whole way: a server of its own with SMTP_URL, a mail server that is down at first ----

/**
 * The delivery's retries and polling run this many times as fast on that server (TEST_CONTACT_CLOCK_RATE):
 * the first retry after 0.5 s instead of 10 s, a pass every 0.25 s instead of 5 s.
 */
const CONTACT_CLOCK_RATE = 20;

const run = promisify(execFile);

async function startSite(env: Record<string, string>): Promise<{ origin: string; stop(): void; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: origin, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/kontakt`)).ok) return { origin, child, stop: () => child.kill("SIGTERM") };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`the site did not start:\n${errors}`);
}

async function listOutbox(dataDir: string) {
  const { stdout } = await run(process.execPath, ["app/features/contact/list-outbox.ts"], { env: { ...process.env, DATA_DIR: dataDir } });
  return stdout
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; delivered: boolean; attempts: number; email: string; type: string; language: string });
}

test.describe("delivery by mail", () => {
  test.use({ javaScriptEnabled: false });

  test("a message sent while the mail server is down arrives once, with its exact text, after it is back", ANY_VIEWPORT, async ({ page }) => {
    test.setTimeout(90_000);
    const dataDir = mkdtempSync(join(tmpdir(), "contact-e2e-"));
    const smtpPort = await freePort();
    const site = await startSite({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: "team@matchpuls.example",
      CONTACT_FROM: "website@matchpuls.example",
      TEST_CONTACT_CLOCK_RATE: String(CONTACT_CLOCK_RATE),
    });
    let mail: Awaited<ReturnType<typeof startMailServer>> | undefined;
    try {
      await page.goto(`${site.origin}/en/contact`);
      const f = form(page, contactEn);
      await f.email.fill("reporter@example.com");
      await f.type("press").check();
      await f.message.fill(`  ${MESSAGE}\nZweite Zeile 🎉  `);
      await f.submit.click();
      await expect(f.status).toHaveText(contactEn.success);

      // Stored, the first attempt failed (nothing listens on the SMTP port yet).
      await expect.poll(async () => (await listOutbox(dataDir))[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      const [pending] = await listOutbox(dataDir);
      expect(pending).toMatchObject({ delivered: false, email: "reporter@example.com", type: "press", language: "en" });

      mail = await startMailServer({ port: smtpPort });
      const server = mail;
      await expect.poll(() => server.received.length, { timeout: 45_000, intervals: [100] }).toBe(1);
      const { headers, text } = parseMail(server.received[0]!.raw);
      expect(text.startsWith(`${MESSAGE}\nZweite Zeile 🎉\n\n-- \n`)).toBe(true);
      expect(headers.get("reply-to")).toBe("reporter@example.com");
      expect(headers.get("subject")).toContain("press");

      await expect.poll(async () => (await listOutbox(dataDir))[0]?.delivered, { timeout: 10_000 }).toBe(true);
      // The worker keeps running: nothing is sent a second time, also after its next passes (it
      // polls every POLL_INTERVAL_MS / CONTACT_CLOCK_RATE; nothing announces a pass that finds nothing due).
      await new Promise((resolve) => setTimeout(resolve, (4 * POLL_INTERVAL_MS) / CONTACT_CLOCK_RATE + 1_000));
      expect(server.received).toHaveLength(1);
    } finally {
      site.stop();
      await mail?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
