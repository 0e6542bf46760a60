import { readFileSync } from "node:fs";
import { glob } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the repository's root files have no alias
import { MODULE_MOCK_FILES, TEST_FILES } from "../../vitest.config.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The unit tests' files share their worker's modules, except those that replace a module (vitest.config.ts):
 * a replacement in a shared worker reaches only the modules imported after it, so whether it took effect
 * would depend on which files the worker ran before. Every file that replaces a module must be listed.
 */
describe("test files that replace a module", () => {
  it("each run in modules of their own", async () => {
    const replacing: string[] = [];
    for await (const file of glob(TEST_FILES, { cwd: ROOT })) {
      if (/\bvi\.(?:mock|doMock)\(/.test(readFileSync(path.join(ROOT, file), "utf8"))) replacing.push(file);
    }
    // This file names the calls it looks for, not calls of its own.
    expect(replacing.filter((file) => file !== "tests/run/module-mocks.test.ts").sort()).toEqual([...MODULE_MOCK_FILES].sort());
  });
});
