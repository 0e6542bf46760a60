import { expect, test } from "@playwright/test";

/**
 * An editor's long URL or long word in a FAQ answer (or a question) wraps on a phone instead of
 * widening the page. The embedded content has none, so the test puts one into the rendered page:
 * what is checked is the style sheet, which the server-rendered markup of a Cockpit answer shares
 * (app/features/company/FaqList.test.tsx checks that markup; tests/reliability/cockpit.test.ts the
 * real Cockpit's). Without the page's scripts, so no hydration can replace the inserted text.
 */
const LONG_URL = `https://help.matchpuls.example/${"premium-und-kuendigung/".repeat(12)}?utm_source=faq&utm_medium=answer`;
const LONG_WORD = "Fußballweltmeisterschaftsqualifikationsspielübertragungsrechteverwertungsgesellschaft".repeat(8);

test.use({ javaScriptEnabled: false });

test("@phone-only a long URL and a long word in a FAQ answer and question wrap at 360 px", async ({ page }) => {
  await page.goto("/en/faq");
  const entry = page.locator("details.faq-entry").first();
  await entry.evaluate(
    (details, { url, word }) => {
      const answer = details.querySelector(".faq-entry__answer p")!;
      const link = document.createElement("a");
      link.href = url;
      link.rel = "noopener";
      link.textContent = url;
      answer.append(" ", link, ` ${word}`);
      details.querySelector(".faq-entry__question")!.append(` ${word}`);
      (details as HTMLDetailsElement).open = true;
    },
    { url: LONG_URL, word: LONG_WORD },
  );
  await expect(entry.locator(`a[href="${LONG_URL}"]`)).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.viewport).toBe(360);
  expect(widths.page).toBeLessThanOrEqual(360);
});
