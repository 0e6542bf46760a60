import { readdirSync, readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "#lib/front-matter.ts";
import { isSafeUrl, renderMarkdown, renderStaticPage } from "./markdown.server.ts";

/** The Markdown renderer of the static page texts (content/pages/*.md): safe, and unchanged for the real texts. */

const PAGE_FILES = readdirSync("content/pages").filter((name) => name.endsWith(".md"));

describe("renderMarkdown", () => {
  it("renders every page text in content/pages exactly as plain marked does (they use no raw HTML)", () => {
    expect(PAGE_FILES.length).toBeGreaterThan(20);
    for (const name of PAGE_FILES) {
      // Links to other pages are placeholders (`{link:privacy}`), filled with paths before rendering.
      const body = parseFrontMatter(readFileSync(`content/pages/${name}`, "utf8")).body.replace(/\{link:([\w-]+)\}/g, "/$1");
      expect(renderMarkdown(body), name).toBe(marked.parse(body, { async: false }));
    }
  });

  it("shows raw HTML as text: no script, no event handler, no frame gets through", () => {
    const source = [
      "Vor dem Spiel <script>alert(1)</script> nach dem Spiel.",
      "",
      "<script>alert(2)</script>",
      "",
      '<img src="x" onerror="alert(3)">',
      "",
      '<div onmouseover="alert(4)">Tor</div>',
      "",
      '<iframe src="https://evil.example"></iframe>',
      "",
      'Inline <b onclick="alert(5)">fett</b> und <a href="javascript:alert(6)">Link</a>.',
    ].join("\n");
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(script|img|div|iframe|b|a)\b/i);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).toContain("Vor dem Spiel");
    expect(html).toContain("Tor");
  });

  it("drops link and image targets with a dangerous scheme and keeps their text", () => {
    const html = renderMarkdown(
      "[Klick](javascript:alert(1)) [zwei](JAVASCRIPT:alert(2)) [drei](java&#115;cript:alert(3)) <javascript:alert(4)> ![Bild](data:text/html;base64,PHNjcmlwdD4=) [vier](vbscript:x)",
    );
    expect(html).not.toMatch(/href=|src=/);
    expect(html).toContain("Klick");
    expect(html).toContain("Bild");
    const safe = renderMarkdown("[Datenschutz](/datenschutz) [Mail](mailto:info@matchpuls.example) [Store](https://apps.example/x) [Oben](#top)");
    expect(safe).toContain('<a href="/datenschutz">Datenschutz</a>');
    expect(safe).toContain('<a href="mailto:info@matchpuls.example">Mail</a>');
    expect(safe).toContain('<a href="https://apps.example/x">Store</a>');
    expect(safe).toContain('<a href="#top">Oben</a>');
  });

  it("judges URLs by their scheme after what browsers ignore", () => {
    for (const url of ["/a", "a/b", "#x", "?q=1&r=2", "https://x.example", "HTTP://x", "mailto:a@b.example", "tel:+49"]) expect(isSafeUrl(url), url).toBe(true);
    for (const url of [
      "javascript:alert(1)",
      " javascript:x",
      "java\tscript:x",
      "java&#115;cript:x",
      "javascript&colon;x",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc",
    ])
      expect(isSafeUrl(url), url).toBe(false);
  });
});

describe("renderStaticPage", () => {
  it("renders a page whose body smuggles in a script without the script", () => {
    const page = renderStaticPage(
      [
        "---",
        "title: T",
        "description: D",
        "heading: H",
        "lead: L",
        "---",
        "## Eins",
        "",
        "Text <script>alert(1)</script>",
        "",
        '<img src=x onerror="alert(1)">',
      ].join("\n"),
      "de",
    );
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]!.html).not.toMatch(/<script|<img/i);
    expect(page.sections[0]!.html).toContain("Text &#60;script&#62;");
  });
});
