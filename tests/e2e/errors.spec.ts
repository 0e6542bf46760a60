import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, hydrated } from "../support/e2e.ts";

/** The 404 rules and texts (docs/decisions/0001-route-table-and-language-rules.md, app/i18n/error-texts.ts) and the permanent redirects. */

interface ErrorTexts {
  lang: string;
  title: string;
  description: string;
  home: { name: string; href: string };
  contact: { name: string; href: string };
}

const GERMAN: ErrorTexts = {
  lang: "de",
  title: "Es tut uns leid.",
  description: "Diese Seite ist leider nicht zu finden.",
  home: { name: "Startseite", href: "/" },
  contact: { name: "Kontakt", href: "/kontakt" },
};

async function expectErrorPage(page: Page, texts: ErrorTexts) {
  await expect(page.locator("html")).toHaveAttribute("lang", texts.lang);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(texts.title);
  await expect(main.getByText(texts.description, { exact: true })).toBeVisible();
  await expect(main.getByText("?", { exact: true })).toBeVisible();
  const home = main.getByRole("link", { name: texts.home.name, exact: true });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute("href", texts.home.href);
  const contact = main.getByRole("link", { name: texts.contact.name, exact: true });
  await expect(contact).toBeVisible();
  await expect(contact).toHaveAttribute("href", texts.contact.href);
  // No stack trace or server internals reach the visitor.
  await expect(page.locator("body")).not.toContainText(/\bat .+\.(js|ts):\d+|Error:|ENOENT/);
  // The page still has the site's frame.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test('unsupported languages /fr, /es/irgendwas, /xx, /de-at → 404 "Page not found." on the German error page', ANY_VIEWPORT, async ({ page }) => {
  for (const path of ["/fr", "/es/irgendwas", "/xx", "/de-at"]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("Page not found.", { exact: true })).toBeVisible();
      await expect(page.getByText("This page could not be found")).toHaveCount(0);
      await expectErrorPage(page, GERMAN);
      await expect(page).toHaveTitle(/Es tut uns leid\./);
    });
  }
});

test('missing page /gibt-es-nicht → 404 "This page could not be found", German texts', ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await expectErrorPage(page, GERMAN);
});

test("missing English page /en/nope → 404 with the English texts", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/en/nope");
  expect(response?.status()).toBe(404);
  await expectErrorPage(page, {
    lang: "en",
    title: "Page not found.",
    description: "We can't seem to find the page you're looking for.",
    home: { name: "Home", href: "/en" },
    contact: { name: "Contact", href: "/en/contact" },
  });
  await expect(page.getByText("This page could not be found")).toBeVisible();
});

test("missing Italian page /it/nope → 404 with the Italian texts", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/it/nope");
  expect(response?.status()).toBe(404);
  await expectErrorPage(page, {
    lang: "it",
    title: "Ci dispiace.",
    description: "Purtroppo non riusciamo a trovare la pagina che stai cercando.",
    home: { name: "Home", href: "/it" },
    contact: { name: "Contatti", href: "/it/contatto" },
  });
});

test("the error page's home link leads home (client-side)", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/en/nope");
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator(".error-page")).toHaveCount(0);
});

test("a client-side navigation that meets a proxy's 502 shows the error page's own text, not the proxy's page", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/en/nope");
  await hydrated(page);
  const proxyPage =
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";
  // nginx's own answer when no instance answers: HTML, whatever the request asked for.
  await page.route("**/*.data*", (route) => route.fulfill({ status: 502, contentType: "text/html", body: proxyPage }));
  await page.getByRole("main").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Something went wrong.");
  await expect(main.getByText("An error occurred while loading this page. Please try again later.", { exact: true })).toBeVisible();
  await expect(main.getByText("Error code 502", { exact: true })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/Bad Gateway|nginx|<html|<title>/);
});

test.describe("status codes and redirects (HTTP only)", ANY_VIEWPORT, () => {
  const notFound = ["/fr", "/es/irgendwas", "/xx", "/de-at", "/gibt-es-nicht", "/en/nope", "/it/nope", "/ueber-uns/gibt-es-nicht"];
  test("unknown paths answer 404 with a noindex error page", async ({ request }) => {
    for (const path of notFound) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toMatch(/<meta\b[^>]*name="robots"[^>]*content="noindex"/);
    }
  });

  const redirects: [from: string, to: string][] = [
    ["/privache", "/datenschutz"],
    ["/en/privache", "/en/privacy"],
    ["/it/privache", "/it/privacy"],
    ["/ueber-uns/", "/ueber-uns"],
    ["/en/about/", "/en/about"],
    ["/it/stampa/articoli/", "/it/stampa/articoli"],
    ["/de/kontakt", "/kontakt"],
  ];
  for (const [from, to] of redirects) {
    test(`${from} → 301 ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers().location ?? "", baseURL);
      expect(location.origin).toBe(new URL(baseURL!).origin);
      expect(location.pathname + location.search).toBe(to);
    });
  }

  test("a trailing-slash redirect keeps the query string", async ({ request, baseURL }) => {
    const response = await request.get("/en/faq/?q=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers().location ?? "", baseURL);
    expect(location.pathname + location.search).toBe("/en/faq?q=1");
  });

  test("//evil.example/ does not redirect to another site", async ({ request, baseURL }) => {
    // An absolute URL, so the client does not read `//evil.example/` as protocol-relative itself.
    const response = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 });
    const location = response.headers().location;
    if (location !== undefined) {
      expect(location, "Location must not be protocol-relative").not.toMatch(/^\/\//);
      expect(location, "Location must not be absolute to another host").not.toMatch(/^[a-z]+:/i);
      expect(new URL(location, baseURL).host).toBe(new URL(baseURL!).host);
    } else {
      expect(response.status()).toBe(404);
    }
  });
});

test("browser: //evil.example/ stays on this site", ANY_VIEWPORT, async ({ page, baseURL }) => {
  await page.goto(`${baseURL}//evil.example/`);
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
});
