import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { PNG } from "pngjs";
import { ANY_VIEWPORT, DESKTOP_ONLY, PHONE_ONLY, LANGS, dismissCookieNoticeUpFront, pathOf, settle, type Lang } from "../support/e2e.ts";

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

/** The table of contents a visitor sees: the disclosure on phones (opened), the side column's list on wide screens. */
async function visibleToc(page: Page, lang: Lang) {
  const toc = page.getByRole("navigation", { name: TOC_LABEL[lang] }).locator("visible=true");
  await expect(toc).toHaveCount(1);
  if (isPhone()) {
    await expect(toc).toHaveClass(/toc--compact/);
    await toc.locator("summary").click();
  } else {
    await expect(toc).toHaveClass(/toc--side/);
  }
  return toc;
}

/** Follows the TOC's `index`-th link and checks its section heading is in view, below the sticky header. */
async function jumpTo(page: Page, lang: Lang, index: number) {
  const link = (await visibleToc(page, lang)).getByRole("link").nth(index);
  const target = (await link.getAttribute("href"))!;
  expect(target).toMatch(/^#[\w-]+$/);
  const heading = page.locator(`h2${target}`);
  await expect(heading, `anchor ${target}`).toHaveCount(1);
  await expect(heading).toHaveText((await link.textContent())!.trim());
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(heading).toBeInViewport();
  const headerBottom = await page.locator("header.site-header").evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.poll(async () => (await heading.boundingBox())!.y, `${target} below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

test.describe("table of contents", () => {
  for (const lang of LANGS) {
    test(`${lang}: the privacy page's contents jump to its sections below the header`, async ({ page }) => {
      await page.goto(pathOf("privacy", lang));
      const entries = await (await visibleToc(page, lang)).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      const sectionIds = await page.locator(".prose h2[id]").evaluateAll((headings) => headings.map((h) => `#${h.id}`));
      expect(entries).toEqual(sectionIds);
      expect(entries.length).toBeGreaterThanOrEqual(4);
      await page.goto(pathOf("privacy", lang));
      await jumpTo(page, lang, 7);
    });
  }

  test("the ads page lists its contacts section too", async ({ page }) => {
    await page.goto(pathOf("ads", "en"));
    const toc = await visibleToc(page, "en");
    await expect(toc.getByRole("link").last()).toHaveAttribute("href", "#ads-contacts");
    await expect(page.locator("#ads-contacts")).toHaveCount(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the terms' contents open and jump as plain HTML", async ({ page }) => {
    await page.goto(pathOf("terms", "de"));
    await jumpTo(page, "de", 10);
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

test.describe("layout", () => {
  for (const lang of ["de", "it"] as const) {
    test(`${lang}: reading pages centre their column on wide screens, one column on phones`, async ({ page, request }) => {
      for (const url of await readingPages(request, lang)) {
        await page.goto(url);
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
        expect(layout.overflow, `${url}: no horizontal scrolling`).toBeLessThanOrEqual(0);
        if (isPhone()) {
          expect(layout.sideBeside, `${url}: one column`).toBe(false);
          expect(layout.mainWidth, url).toBeGreaterThan(layout.width * 0.85);
        } else {
          expect(layout.sideBeside, `${url}: side column`).toBe(true);
          expect(Math.abs(layout.left - layout.right), `${url}: margins ${layout.left} / ${layout.right}`).toBeLessThanOrEqual(
            0.2 * Math.max(layout.left, layout.right),
          );
        }
      }
    });
  }

  test("an article's breadcrumbs start where its text column starts", async ({ page, request }) => {
    await page.goto(await articlePath(request, "de"));
    const [crumbs, column] = await Promise.all([
      page.getByRole("navigation", { name: "Brotkrümelnavigation" }).locator("li").first().boundingBox(),
      page.locator(".reading__main").boundingBox(),
    ]);
    expect(Math.abs(crumbs!.x - column!.x)).toBeLessThanOrEqual(1);
  });

  test("desktop text lines hold about 60 to 85 characters", DESKTOP_ONLY, async ({ page }) => {
    // A phone's line is as wide as the phone: in the desktop project only.
    await page.goto(pathOf("privacy", "en"));
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
    expect(perLine).toBeGreaterThanOrEqual(60);
    expect(perLine).toBeLessThanOrEqual(85);
  });

  test("page titles fit the phone without breaking a word", PHONE_ONLY, async ({ page, request }) => {
    // About phone widths: in the phone project only.
    for (const lang of LANGS) {
      for (const url of [...(await readingPages(request, lang)), pathOf("legal", lang), pathOf("cookies", lang)]) {
        await page.goto(url);
        const overflows = await page.locator("h1").evaluate((h1) => {
          h1.style.overflowWrap = "normal";
          return h1.scrollWidth > h1.clientWidth;
        });
        expect(overflows, `${url}: a word of the h1 is wider than the line`).toBe(false);
      }
    }
  });
});

test.describe("press kit", () => {
  for (const lang of LANGS) {
    test(`${lang}: every download answers what its link states`, ANY_VIEWPORT, async ({ page, request }) => {
      await page.goto(pathOf("press", lang));
      const kit = page.locator("section.press-kit");
      const links = await kit
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href")!, text: a.textContent!, download: a.hasAttribute("download") })));
      expect(links.length).toBe(8);
      for (const link of links) {
        expect(link.download, `${link.href} download`).toBe(true);
        const response = await request.get(link.href);
        expect(response.status(), link.href).toBe(200);
        const body = await response.body();
        const type = response.headers()["content-type"] ?? "";
        if (link.href.endsWith(".svg")) {
          expect(type).toMatch(/^image\/svg\+xml/);
          expect(link.text).toMatch(/SVG, \d+\s?kB$/);
          const parsed = await page.evaluate((svg) => {
            const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
            return { error: doc.getElementsByTagName("parsererror").length, root: doc.documentElement.localName };
          }, body.toString("utf8"));
          expect(parsed).toEqual({ error: 0, root: "svg" });
        } else if (link.href.endsWith(".png")) {
          expect(type).toBe("image/png");
          const [, width, height] = /PNG, (\d+)\s×\s(\d+)\spx, \d+\skB$/.exec(link.text)!;
          const png = PNG.sync.read(body);
          expect([png.width, png.height], link.href).toEqual([Number(width), Number(height)]);
        } else {
          expect(link.href).toBe(FACT_SHEET[lang]);
          expect(type).toBe("application/pdf");
          expect(link.text).toMatch(/PDF$/);
          expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
          expect(response.headers()["content-disposition"]).toBe(`inline; filename="matchpuls-fact-sheet-${lang}.pdf"`);
        }
      }
    });
  }

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
  const PAGES = ["privacy", "terms", "faq", "ads", "article", "press"] as const;
  for (const lang of LANGS) {
    for (const key of PAGES) {
      test(`${lang} ${key}: axe finds nothing`, async ({ page, request }) => {
        const url = key === "article" ? await articlePath(request, lang) : pathOf(key, lang);
        await page.goto(url);
        // The page's fade-in must be over, or axe measures contrast through it.
        await settle(page);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
        expect(results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
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
