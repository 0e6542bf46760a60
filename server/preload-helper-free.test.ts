import { describe, expect, it } from "vitest";
import { withoutEmptyPreloads } from "./preload-helper-free.ts";

const HELPER = "assets/preload-helper-Dyg.js";

describe("withoutEmptyPreloads", () => {
  it("unwraps helper calls without dependencies and drops the helper's import", () => {
    const code =
      'import{a as e}from"./components-1.js";import{t as k}from"./preload-helper-Dyg.js";' +
      "let r=await k(()=>import(`./ShareDialog-B.js`).then(e=>e.n),__VITE_PRELOAD__);" +
      "k(()=>import(`./press-U.js`).then(t=>t.shareMatch(e,n)),[]);ok(k2)";
    expect(withoutEmptyPreloads(code, HELPER)).toBe(
      'import{a as e}from"./components-1.js";let r=await import(`./ShareDialog-B.js`).then(e=>e.n);import(`./press-U.js`).then(t=>t.shareMatch(e,n));ok(k2)',
    );
  });

  it("leaves a chunk alone when it uses the helper otherwise, or does not import it", () => {
    const withDeps = 'import{t as k}from"./preload-helper-Dyg.js";k(()=>import(`./a.js`),__vite__mapDeps([0,1]));';
    expect(withoutEmptyPreloads(withDeps, HELPER)).toBeUndefined();
    expect(withoutEmptyPreloads("let a=import(`./a.js`);", HELPER)).toBeUndefined();
  });
});
