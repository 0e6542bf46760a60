// html-validate on each page's server-rendered HTML, with the repository's .htmlvalidate.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { HtmlValidate, StaticConfigLoader } from "html-validate";

export async function auditHtml(origin, pages, { root = process.cwd() } = {}) {
  const config = JSON.parse(readFileSync(path.join(root, ".htmlvalidate.json"), "utf8"));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const findings = [];
  const perPage = [];
  for (const page of pages) {
    const response = await fetch(origin + page.path);
    const html = await response.text();
    const report = await validator.validateString(html, `${page.lang}:${page.type}`);
    let errors = 0;
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity !== 2) continue;
        errors++;
        findings.push({
          rule: message.ruleId,
          page: page.path,
          type: page.type,
          lang: page.lang,
          line: message.line,
          column: message.column,
          selector: message.selector ?? "",
          message: message.message,
        });
      }
    }
    perPage.push({ ...page, status: response.status, errors });
  }
  return { findings, perPage };
}
