import { expect, test } from "@playwright/test";
import { contactDe } from "#app/features/contact/messages/contact.de.ts";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, hydrated, reachableHeaderLinks } from "../support/e2e.ts";

/**
 * A proxy in front of the site that fails with a 5xx of its own: a page's data request shows the
 * error page inside the frame with the red bar; a contact post keeps the form with what was typed.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/** What a proxy in front of the site answers when it fails (nginx's 502/500 page): no answer of the site's own. */
const PROXY_ERROR = {
  status: 502,
  contentType: "text/html",
  body: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
};

test("a page's data request failing with a 5xx shows the error page inside the frame, with the red bar", async ({ page }) => {
  await page.goto("/ueber-uns");
  await hydrated(page);
  await page.evaluate(() => {
    const w = window as unknown as { __phases: string[] };
    w.__phases = [];
    const record = () => {
      const phase = document.querySelector(".progress-bar")?.getAttribute("data-phase") ?? "(no bar)";
      if (w.__phases.at(-1) !== phase) w.__phases.push(phase);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase"] });
  });
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => route.fulfill({ ...PROXY_ERROR, status: 500 }),
  );
  await (await reachableHeaderLinks(page)).filter({ hasText: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Es tut uns leid.");
  await expect.soft(page.getByRole("banner"), "the header stays").toBeVisible();
  await expect.soft(page.getByRole("contentinfo"), "the footer stays").toBeVisible();
  await expect.soft(page.locator(".progress-bar"), "the progress bar stays").toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __phases: string[] }).__phases), { timeout: 3_000 }).toContain("failed");
});

test("contact: a 5xx from a proxy in front keeps the form with what was typed and shows the failure text", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/kontakt");
  await hydrated(page);
  await expect(page.locator("form.contact-form")).toHaveAttribute("novalidate", "");
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => (route.request().method() === "POST" ? route.fulfill(PROXY_ERROR) : route.continue()),
  );
  const main = page.getByRole("main");
  const message = "Seit dem Update fehlen mir die Push-Nachrichten zu Toren. Könnt ihr helfen?";
  await main.getByLabel(contactDe.email.label).fill("fan@example.com");
  await main.getByRole("radio", { name: contactDe.type.support }).check();
  await main.getByLabel(contactDe.message.label).fill(message);
  await main.getByRole("button", { name: contactDe.submit }).click();
  await expect(main.getByRole("alert")).toHaveText(contactDe.failure);
  // Nothing the visitor typed is lost: the form is still there, filled in.
  await expect(main.getByLabel(contactDe.email.label)).toHaveValue("fan@example.com");
  await expect(main.getByRole("radio", { name: contactDe.type.support })).toBeChecked();
  await expect(main.getByLabel(contactDe.message.label)).toHaveValue(message);
  await expect(page.locator(".error-page")).toHaveCount(0);
});
