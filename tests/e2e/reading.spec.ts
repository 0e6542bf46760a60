import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { PNG } from "pngjs";
import { ANY_VIEWPORT, LANGS, dismissCookieNoticeUpFront, pathOf, settle, type Lang, axeBuilder } from "../support/e2e.ts";

/**
 * The reading pages (legal texts, FAQ, ads, news articles) and the press kit: the privacy page's
 * table of contents jumps to its sections below the sticky header, on phones and on wide screens,
 * with and without JavaScript; wide screens centre the text column beside its side column; every
 * press kit download answers what its link states. axe and html-validate on each page type.
 */

const TOC_LABEL: Record<Lang, string> = { de: "Inhalt", en: "Contents", it: "Indice" };
const FACT_SHEET: Record<Lang, string> = { de: "/presse/factsheet.pdf", en: "/en/press/fact-sheet.pdf", it: "/it/stampa/scheda-informativa.pdf" };
const NEWS_LIST: Record<Lang, string> = { de: "/news/kolumne/1", en: "/en/news/kolumne/1", it: "/it/news/kolumne/1" };
const ARTICLE_LINK: Record<Lang, RegExp> = {
  de: /href="(\/news\/[^"/]+\/artikel\/[^"#?]+)"/,
  en: /href="(\/en\/news\/[^"/]+\/article\/[^"#?]+)"/,
  it: /href="(\/it\/news\/[^"/]+\/article\/[^"#?]+)"/,
};

const isPhone = () => test.info().project.name === "phone";

async function articlePath(request: APIRequestContext, lang: Lang): Promise<string> {
  const html = await (await request.get(NEWS_LIST[lang])).text();
  const found = ARTICLE_LINK[lang].exec(html)?.[1];
  if (!found) throw new Error(`no article on ${NEWS_LIST[lang]}`);
  return found;
}

async function readingPages(request: APIRequestContext, lang: Lang): Promise<string[]> {
  return [pathOf("privacy", lang), pathOf("terms", lang), pathOf("faq", lang), pathOf("ads", lang), await articlePath(request, lang)];
}

/** The table of contents a visitor sees: the disclosure on phones (opened, if it is not yet), the side column's list on wide screens. */
async function visibleToc(page: Page, lang: Lang, url: string) {
  const toc = page.getByRole("navigation", { name: TOC_LABEL[lang] }).locator("visible=true");
  await expect(toc, `${url}: one table of contents in view`).toHaveCount(1);
  if (isPhone()) {
    await expect.soft(toc, `${url}: the contents are a disclosure on phones`).toHaveClass(/toc--compact/);
    if (!(await toc.locator("details").evaluate((details) => (details as HTMLDetailsElement).open))) await toc.locator("summary").click();
  } else {
    await expect.soft(toc, `${url}: the contents are a side column on wide screens`).toHaveClass(/toc--side/);
  }
  return toc;
}

/** Follows the TOC's `index`-th link and checks its section heading is in view, below the sticky header. */
async function jumpTo(page: Page, lang: Lang, url: string, index: number) {
  const link = (await visibleToc(page, lang, url)).getByRole("link").nth(index);
  const target = (await link.getAttribute("href"))!;
  expect.soft(target, `${url}: a contents link is a fragment`).toMatch(/^#[\w-]+$/);
  const heading = page.locator(`h2${target}`);
  await expect.soft(heading, `${url}: anchor ${target}`).toHaveCount(1);
  await expect.soft(heading, `${url}: ${target} is the link's section`).toHaveText((await link.textContent())!.trim());
  await link.click();
  await expect.soft(page, `${url}: the address names ${target}`).toHaveURL(new RegExp(`${target}$`));
  await expect.soft(heading, `${url}: ${target} in view`).toBeInViewport();
  const headerBottom = await page.locator("header.site-header").evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.soft.poll(async () => (await heading.boundingBox())!.y, `${url}: ${target} below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
}

/**
 * The privacy page's contents list its sections in order, and the eighth entry jumps to its section
 * below the header (last on the page: it opens the phone's disclosure and scrolls).
 */
async function expectPrivacyContentsJump(page: Page, lang: Lang, url: string) {
  const entries = await (await visibleToc(page, lang, url)).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const sectionIds = await page.locator(".prose h2[id]").evaluateAll((headings) => headings.map((h) => `#${h.id}`));
  expect.soft(entries, `${url}: the contents list the sections in order`).toEqual(sectionIds);
  expect.soft(entries.length, `${url}: at least four sections`).toBeGreaterThanOrEqual(4);
  await jumpTo(page, lang, url, 7);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the terms' contents open and jump as plain HTML", async ({ page }) => {
    const url = pathOf("terms", "de");
    await page.goto(url);
    await jumpTo(page, "de", url, 10);
  });

  test("the FAQ and an article keep their call to action", ANY_VIEWPORT, async ({ page, request }) => {
    await page.goto(pathOf("faq", "it"));
    const faqCard = page.getByRole("complementary", { name: "Hai ancora una domanda?" });
    await expect(faqCard.getByRole("link", { name: "Contattaci" })).toHaveAttribute("href", "/it/contatto");
    await page.goto(await articlePath(request, "en"));
    const appCard = page.getByRole("complementary", { name: "Matchpuls as an app" });
    await expect(appCard.locator('a[href^="https://apps.apple.com/"]')).toBeVisible();
    await expect(appCard.locator('a[href^="https://play.google.com/"]')).toBeVisible();
  });
});

/** The reading layout of the page shown: its text column's margins, side column and overflow. */
async function expectReadingLayout(page: Page, url: string) {
  // Lazy images (the privacy page's contact card) take their place only once loaded.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const layout = await page.locator(".reading").evaluate((reading) => {
    const main = reading.querySelector(".reading__main")!.getBoundingClientRect();
    const side = reading.querySelector(".reading__side")?.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const left = main.left;
    const right = width - (side && side.width > 0 && side.top < main.bottom && side.left > main.right ? side.right : main.right);
    return {
      left,
      right,
      width,
      mainWidth: main.width,
      sideBeside: !!side && side.left > main.right,
      overflow: document.documentElement.scrollWidth - width,
    };
  });
  expect.soft(layout.overflow, `${url}: no horizontal scrolling`).toBeLessThanOrEqual(0);
  if (isPhone()) {
    expect.soft(layout.sideBeside, `${url}: one column`).toBe(false);
    expect.soft(layout.mainWidth, url).toBeGreaterThan(layout.width * 0.85);
  } else {
    expect.soft(layout.sideBeside, `${url}: side column`).toBe(true);
    expect
      .soft(Math.abs(layout.left - layout.right), `${url}: margins ${layout.left} / ${layout.right}`)
      .toBeLessThanOrEqual(0.2 * Math.max(layout.left, layout.right));
  }
}

/** An article's breadcrumbs start where its text column starts. */
async function expectCrumbsAlignedWithColumn(page: Page, url: string) {
  const [crumbs, column] = await Promise.all([
    page.getByRole("navigation", { name: "Brotkrümelnavigation" }).locator("li").first().boundingBox(),
    page.locator(".reading__main").boundingBox(),
  ]);
  expect.soft(Math.abs(crumbs!.x - column!.x), `${url}: an article's breadcrumbs start where its text column starts`).toBeLessThanOrEqual(1);
}

/** Desktop text lines hold about 60 to 85 characters (a phone's line is as wide as the phone). */
async function expectDesktopLineLength(page: Page, url: string) {
  // The column's width over the average width of the paragraph's own characters, set on one line.
  const perLine = await page
    .locator(".prose p")
    .first()
    .evaluate((p) => {
      const text = p.textContent!;
      const probe = document.createElement("span");
      probe.textContent = text;
      probe.style.whiteSpace = "nowrap";
      p.append(probe);
      const average = probe.getBoundingClientRect().width / text.length;
      probe.remove();
      return p.clientWidth / average;
    });
  expect.soft(perLine, `${url}: desktop text lines hold at least 60 characters`).toBeGreaterThanOrEqual(60);
  expect.soft(perLine, `${url}: desktop text lines hold at most 85 characters`).toBeLessThanOrEqual(85);
}

/** The ads page's contents list its contacts section too (opens the phone's disclosure: after the other checks). */
async function expectAdsContactsInToc(page: Page, lang: Lang, url: string) {
  const toc = await visibleToc(page, lang, url);
  await expect.soft(toc.getByRole("link").last(), "the ads page lists its contacts section too").toHaveAttribute("href", "#ads-contacts");
  await expect.soft(page.locator("#ads-contacts"), "the ads page's contacts section").toHaveCount(1);
}

/** On phones: no word of the page's h1 is wider than the line (checked with breaking inside words off, so it changes the h1: last). */
async function expectTitleFitsPhone(page: Page, url: string) {
  const overflows = await page.locator("h1").evaluate((h1) => {
    h1.style.overflowWrap = "normal";
    return h1.scrollWidth > h1.clientWidth;
  });
  expect.soft(overflows, `${url}: a word of the h1 is wider than the line`).toBe(false);
}

/** Every download of the press kit answers what its link states (type, size, dimensions, file name). */
async function expectPressKitDownloads(page: Page, request: APIRequestContext, lang: Lang, url: string) {
  const kit = page.locator("section.press-kit");
  const links = await kit
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href")!, text: a.textContent!, download: a.hasAttribute("download") })));
  expect.soft(links.length, `${url}: the press kit's downloads`).toBe(8);
  for (const link of links) {
    const at = `${url}: ${link.href}`;
    expect.soft(link.download, `${at} download`).toBe(true);
    const response = await request.get(link.href);
    expect.soft(response.status(), at).toBe(200);
    const body = await response.body();
    const type = response.headers()["content-type"] ?? "";
    if (link.href.endsWith(".svg")) {
      expect.soft(type, `${at} type`).toMatch(/^image\/svg\+xml/);
      expect.soft(link.text, `${at} text`).toMatch(/SVG, \d+\s?kB$/);
      const parsed = await page.evaluate((svg) => {
        const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
        return { error: doc.getElementsByTagName("parsererror").length, root: doc.documentElement.localName };
      }, body.toString("utf8"));
      expect.soft(parsed, `${at} parses as SVG`).toEqual({ error: 0, root: "svg" });
    } else if (link.href.endsWith(".png")) {
      expect.soft(type, `${at} type`).toBe("image/png");
      const stated = /PNG, (\d+)\s×\s(\d+)\spx, \d+\skB$/.exec(link.text);
      expect.soft(stated, `${at} text states the PNG's size: "${link.text}"`).not.toBeNull();
      const png = PNG.sync.read(body);
      expect.soft([png.width, png.height], `${at} dimensions`).toEqual([Number(stated?.[1]), Number(stated?.[2])]);
    } else {
      expect.soft(link.href, `${url}: the fact sheet`).toBe(FACT_SHEET[lang]);
      expect.soft(type, `${at} type`).toBe("application/pdf");
      expect.soft(link.text, `${at} text`).toMatch(/PDF$/);
      expect.soft(body.subarray(0, 5).toString("latin1"), `${at} is a PDF`).toBe("%PDF-");
      expect.soft(response.headers()["content-disposition"], `${at} file name`).toBe(`inline; filename="matchpuls-fact-sheet-${lang}.pdf"`);
    }
  }
}

test.describe("press kit", () => {
  test("the press page says what it offers and the kit works without JavaScript", ANY_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathOf("press", "de"));
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /Logos, Screenshots und Factsheet/);
    const kit = page.getByRole("region", { name: "Pressekit" });
    await expect(kit.getByRole("link", { name: /^Logo, Für helle Hintergründe: SVG/ })).toBeVisible();
    await expect(kit.getByRole("link", { name: /^Factsheet/ })).toHaveAttribute("href", FACT_SHEET.de);
    await expect(kit.locator("img")).toHaveCount(5);
    await context.close();
  });

  test("the fact sheet is not in the sitemap", ANY_VIEWPORT, async ({ request }) => {
    const pages = await (await request.get("/sitemaps/pages.xml")).text();
    expect(pages).toContain("/presse</loc>");
    expect(pages).not.toContain(".pdf");
  });
});

test.describe("checks", () => {
  /**
   * Each page is loaded once for everything checked on it, as one test per language: axe (both
   * widths), the reading layout (German and Italian), the German article's breadcrumbs, the English
   * privacy page's line length (wide screens), the English ads page's contents, on phones whether
   * the titles fit (the legal notice and the cookie page too), the privacy page's contents jumping
   * below the header (both widths) and every download of the press kit (wide screens: the answers
   * are the same at every width). The press and ads pages' scans are the only ones of those pages
   * (content.spec.ts scanned two of them too). Soft assertions naming the page, so one failing page
   * does not hide the others; a step per page.
   */
  const PAGES = ["privacy", "terms", "faq", "ads", "article", "press", "legal", "cookies"] as const;
  const READING: readonly (typeof PAGES)[number][] = ["privacy", "terms", "faq", "ads", "article"];
  const AXE: readonly (typeof PAGES)[number][] = ["privacy", "terms", "faq", "ads", "article", "press"];
  for (const lang of LANGS) {
    test(`${lang}: the reading pages and the press page: axe finds nothing, the column is centred on wide screens and one on phones, titles fit the phone, the privacy page's contents jump below the header, every press download answers what its link states`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      for (const key of PAGES) {
        const axe = AXE.includes(key);
        const layout = READING.includes(key) && lang !== "en";
        const crumbs = key === "article" && lang === "de";
        const lineLength = key === "privacy" && lang === "en" && !isPhone();
        const adsToc = key === "ads" && lang === "en";
        const title = isPhone() && (READING.includes(key) || key === "legal" || key === "cookies");
        const contents = key === "privacy";
        const downloads = key === "press" && !isPhone();
        if (!axe && !layout && !title) continue;
        const url = key === "article" ? await articlePath(request, lang) : pathOf(key, lang);
        await test.step(url, async () => {
          await page.goto(url);
          if (axe) {
            // The page's fade-in must be over, or axe measures contrast through it.
            await settle(page);
            const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
            expect
              .soft(
                results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
                `${url}: axe`,
              )
              .toEqual([]);
          }
          // The press and ads pages have their one h1 (their scans were content.spec.ts's, which checked it).
          if (key === "press" || key === "ads") await expect.soft(page.locator("h1"), `${url}: one h1`).toHaveCount(1);
          if (crumbs) await expectCrumbsAlignedWithColumn(page, url);
          if (lineLength) await expectDesktopLineLength(page, url);
          if (layout) await expectReadingLayout(page, url);
          if (adsToc) await expectAdsContactsInToc(page, lang, url);
          if (title) await expectTitleFitsPhone(page, url);
          if (contents) await expectPrivacyContentsJump(page, lang, url);
          if (downloads) await expectPressKitDownloads(page, request, lang, url);
        });
      }
    });
  }

  test("html-validate finds nothing on the reading pages and the press page", ANY_VIEWPORT, async ({ request }) => {
    const config = JSON.parse(readFileSync(path.resolve(".htmlvalidate.json"), "utf8"));
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    for (const lang of LANGS) {
      for (const url of [...(await readingPages(request, lang)), pathOf("legal", lang), pathOf("cookies", lang), pathOf("press", lang)]) {
        const report = await validator.validateString(await (await request.get(url)).text(), url);
        const errors = report.results.flatMap((result) => result.messages.filter((m) => m.severity === 2).map((m) => `${url} ${m.ruleId}: ${m.message}`));
        expect(errors).toEqual([]);
      }
    }
  });
});
