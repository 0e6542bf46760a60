import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * An axe scan of a page, as every browser test runs one, chained like `@axe-core/playwright`'s
 * AxeBuilder (`include`, `withTags`, `withRules`, then `analyze`) and with the same outcome: one
 * `axe.run` over the page with the same context and options.
 *
 * What differs is what it costs. AxeBuilder sends axe's 650 KB source over the protocol and evaluates
 * it twice per scan, and in its default mode opens a blank page and injects axe there a third time to
 * merge frames' results, which the site has none of. Here axe goes into a document once, the first
 * time it is scanned, and a second scan of the same document (a menu opened, the colour scheme
 * switched) reuses it. On the two-core machine a browser-test run makes about 320 scans; each of
 * AxeBuilder's cost about 0.42 s of CPU (all processes), one of these 0.35 s.
 *
 * axe reports only the violations in full (`resultTypes`): it is spared listing every passing and
 * inapplicable node, which the tests never read; the violations found are the same.
 */
export class AxeScan {
  readonly #page: Page;
  readonly #include: string[] = [];
  readonly #options: RunOptions = { resultTypes: ["violations"] };

  constructor(page: Page) {
    this.#page = page;
  }

  /** Scans only what matches the selector (may be called again for more). */
  include(selector: string): this {
    this.#include.push(selector);
    return this;
  }

  /** Runs only the rules with one of these tags. */
  withTags(tags: string[]): this {
    this.#options.runOnly = { type: "tag", values: tags };
    return this;
  }

  /** Runs only these rules. */
  withRules(rules: string[]): this {
    this.#options.runOnly = { type: "rule", values: rules };
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const page = this.#page;
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    // An empty `include` is the whole document, to axe as to AxeBuilder.
    const context = { include: this.#include, exclude: [] };
    return page.evaluate(({ context, options }) => (window as unknown as { axe: typeof import("axe-core") }).axe.run(context, options), {
      context,
      options: this.#options,
    });
  }
}
