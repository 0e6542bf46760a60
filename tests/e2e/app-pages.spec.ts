import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { escapeRegExp } from "#lib/escape-regexp.ts";
import { ANY_VIEWPORT, LANGS, dismissCookieNoticeUpFront, hydrated, pathOf, screenshotPath, settle, type Lang, axeBuilder } from "../support/e2e.ts";

/**
 * The pages that bring the app to the visitor (docs/decisions/0801-app-pages-and-app-links.md):
 * the download page's QR code, read back from the rendered pixels as a phone's camera reads it;
 * the premium page's prices (the embedded sample content's PremiumPlans), comparison table, store
 * links and FAQ; both with and without JavaScript, axe, and the smart app banner. Expected texts
 * are written out here, not read from the dictionaries, so a text in the wrong language shows.
 */

/** A desktop browser: phones are sent on to their store, so the phone project poses as a narrow desktop window. */
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
test.use({ userAgent: DESKTOP_UA, deviceScaleFactor: 1 });

const QR_CAPTION: Record<Lang, string> = {
  de: "Scanne den Code mit der Kamera deines Handys.",
  en: "Scan the code with your phone's camera.",
  it: "Inquadra il codice con la fotocamera del telefono.",
};

/** The sample plans (content/collections/PremiumPlans.json: 2.99 a month, 19.99 a year, EUR) as each language prints them. */
const PRICES: Record<Lang, { monthly: string; yearly: string; saving: string; perMonth: string }> = {
  de: { monthly: "2,99 €", yearly: "19,99 €", saving: "44 % günstiger", perMonth: "1,67 €" },
  en: { monthly: "€2.99", yearly: "€19.99", saving: "Save 44%", perMonth: "€1.67" },
  it: { monthly: "2,99 €", yearly: "19,99 €", saving: "Risparmi il 44%", perMonth: "1,67 €" },
};

const TABLE_CAPTION: Record<Lang, string> = {
  de: "Was die kostenlose App bietet und was Premium dazulegt",
  en: "What the free app includes and what Premium adds",
  it: "Cosa offre l'app gratuita e cosa aggiunge Premium",
};

/** One question of the FAQ collection's premium group per language. */
const PREMIUM_QUESTION: Record<Lang, string> = {
  de: "Kann ich Premium auf mehreren Geräten nutzen?",
  en: "Can I use Premium on several devices?",
  it: "Posso usare Premium su più dispositivi?",
};

/** Narrow and no-break spaces as plain spaces: Intl puts them into prices and percentages. */
const plain = (text: string | null) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The QR code as the screen shows it, decoded from a screenshot of the SVG element. */
async function decodeQrCode(page: Page): Promise<string | undefined> {
  const png = PNG.sync.read(await page.locator("svg.qr-code").screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "horizontal overflow").toBeLessThanOrEqual(width);
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await settle(page);
  const file = screenshotPath(test.info().project.name, name);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

async function expectDownloadPage(page: Page, lang: Lang, baseURL: string) {
  const url = `${baseURL}${pathOf("download", lang)}`;
  const main = page.getByRole("main");
  const qr = main.getByRole("img", { name: new RegExp(`${escapeRegExp(url)}$`) });
  await expect(qr).toBeVisible();
  expect(await decodeQrCode(page)).toBe(url);
  await expect(main.getByText(QR_CAPTION[lang])).toBeVisible();
  await expect(main.locator('a[href^="https://apps.apple.com/"]')).toBeVisible();
  await expect(main.locator('a[href^="https://play.google.com/"]')).toBeVisible();
  await expect(main.locator(".app-reasons > li")).toHaveCount(3);
}

async function expectPremiumPage(page: Page, lang: Lang) {
  const main = page.getByRole("main");
  const cards = main.locator(".price-card");
  await expect(cards).toHaveCount(2);
  const [monthly, yearly] = [plain(await cards.nth(0).textContent()), plain(await cards.nth(1).textContent())];
  const prices = PRICES[lang];
  expect(monthly).toContain(prices.monthly);
  expect(yearly).toContain(prices.yearly);
  expect(yearly).toContain(prices.saving);
  expect(yearly).toContain(prices.perMonth);
  await expect(cards.first()).toBeVisible();

  const table = main.getByRole("table", { name: TABLE_CAPTION[lang] });
  await expect(table).toBeVisible();
  await expect(table.locator("thead th[scope=col]")).toHaveCount(3);
  expect(await table.locator("tbody th[scope=row]").count()).toBeGreaterThanOrEqual(8);
  // Every mark has its words for screen readers.
  expect(await table.locator("tbody td .visually-hidden").count()).toBe(2 * (await table.locator("tbody tr").count()));

  await expect(main.locator('a[href^="https://apps.apple.com/"]')).toBeVisible();
  await expect(main.locator('a[href^="https://play.google.com/"]')).toBeVisible();

  const question = main.locator("details.faq-entry summary", { hasText: PREMIUM_QUESTION[lang] });
  await expect(question).toHaveCount(1);
  await question.click();
  await expect(main.locator("details.faq-entry[open] .faq-entry__answer")).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`${lang}: with JavaScript`, () => {
    test(`download: the QR code decodes to the page's own URL, stores and reasons, axe`, async ({ page, baseURL }) => {
      await dismissCookieNoticeUpFront(page);
      const response = await page.goto(pathOf("download", lang));
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expectDownloadPage(page, lang, baseURL!);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
      await shoot(page, `download-${lang}`);
    });

    test(`premium: price cards from the content, comparison, stores, FAQ, axe`, async ({ page }) => {
      await dismissCookieNoticeUpFront(page);
      const response = await page.goto(pathOf("premium", lang));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expectPremiumPage(page, lang);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
      await shoot(page, `premium-${lang}`);
    });
  });

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(`download and premium work as server-rendered HTML`, ANY_VIEWPORT, async ({ page, baseURL }) => {
      await dismissCookieNoticeUpFront(page);
      await page.goto(pathOf("download", lang));
      await expectDownloadPage(page, lang, baseURL!);
      await shoot(page, `download-${lang}-nojs`);
      await page.goto(pathOf("premium", lang));
      await expectPremiumPage(page, lang);
      await expectNoHorizontalOverflow(page);
      await shoot(page, `premium-${lang}-nojs`);
    });
  });
}

test.describe("layout", () => {
  test("download: the QR code beside the text on a desktop, below it in a narrow window", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto("/download");
    const text = await page.locator(".app-download__main").boundingBox();
    const qr = await page.locator(".app-download__qr").boundingBox();
    if (test.info().project.name === "desktop") expect(qr!.x).toBeGreaterThan(text!.x + text!.width - 1);
    else expect(qr!.y).toBeGreaterThan(text!.y + text!.height - 1);
  });

  test("premium: the offer before the comparison on a phone, in a sticky column beside it on a desktop", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto("/premium");
    const offer = page.locator(".premium-offer");
    const table = page.locator(".plan-comparison");
    const [offerBox, tableBox] = [await offer.boundingBox(), await table.boundingBox()];
    if (test.info().project.name !== "desktop") {
      expect(offerBox!.y + offerBox!.height).toBeLessThanOrEqual(tableBox!.y);
      return;
    }
    expect(offerBox!.x).toBeGreaterThanOrEqual(tableBox!.x + tableBox!.width);
    // Still in view after scrolling down to the terms.
    await page.locator(".premium-page .prose section").last().scrollIntoViewIfNeeded();
    await expect(offer.locator(".price-card").first()).toBeInViewport();
  });
});

test.describe("into the app", () => {
  test("every page names the app for Safari's banner, with its own canonical URL", ANY_VIEWPORT, async ({ request, baseURL }) => {
    for (const path of ["/", "/en/results", "/it/premium", "/kontakt"]) {
      const html = await (await request.get(path, { headers: { "user-agent": DESKTOP_UA } })).text();
      const content = /<meta name="apple-itunes-app" content="([^"]*)"/.exec(html)?.[1];
      expect(content, path).toBe(`app-id=6450000000, app-argument=${baseURL}${path}`);
    }
  });

  test("the association files answer 404, without a redirect, while the app is not configured", ANY_VIEWPORT, async ({ request }) => {
    for (const path of ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });
});
