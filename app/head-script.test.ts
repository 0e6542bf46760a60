import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { headScript, scriptFiles, scriptPaths } from "virtual:browser-scripts";
import { describe, expect, it } from "vitest";
import { shortHash } from "#lib/short-hash.ts";
import { inlineScriptText } from "#server/browser-scripts.ts";
import { FOLLOWED_TEAMS_STORAGE_KEY, MAX_FOLLOWED_TEAMS } from "./features/favourites/followed-teams-storage.ts";
import { INTENT_EVENTS } from "./head-script.ts";

// The scripts as the build makes them (server/browser-scripts.ts): compiled and minified, as browsers get them.
const HEAD_SCRIPT = headScript.text;
const FAVOURITES_SCRIPT_PATH = scriptPaths.favourites;
const KICKOFF_ZONE_SCRIPT_PATH = scriptPaths.kickoffZone;
const FAVOURITES_SCRIPT = scriptFiles[FAVOURITES_SCRIPT_PATH.replace("/scripts/", "")]!;

/**
 * The followed teams' part of the head script and the script it loads (docs/decisions/0013-followed-teams.md),
 * run on a small stand-in of the document: stars toggled and kept in local storage, a stored list that is
 * not one ignored, the oldest forgotten past the limit, the home page's slot asked for the sorted
 * ids, the day's block filled with copies of the followed teams' rows; the script loaded only for a
 * follower or on the first press, which it then carries out.
 */

class FakeElement {
  dataset: Record<string, string> = {};
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  classList = {
    add: (...names: string[]) => names.forEach((n) => this.classes.add(n)),
    remove: (...names: string[]) => names.forEach((n) => this.classes.delete(n)),
  };
  classes = new Set<string>();
  style = { properties: new Map<string, string>(), setProperty: (name: string, value: unknown) => this.style.properties.set(name, String(value)) };
  hidden = false;
  innerHTML = "";
  readonly name: string;
  readonly matches: string[];
  constructor(name: string, matches: string[] = []) {
    this.name = name;
    this.matches = matches;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string) {
    return this.matches.includes(selector) ? this : null;
  }
  querySelector(selector: string) {
    return selector === "ul" ? (this.children[0] ?? null) : null;
  }
  querySelectorAll(selector: string) {
    return selector === ".match-links>li" ? this.children : [];
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
  }
  cloneNode() {
    const copy = new FakeElement(this.name, this.matches);
    copy.dataset = { ...this.dataset };
    return copy;
  }
}

function star(team: string): FakeElement {
  const element = new FakeElement("button", [".follow-star"]);
  element.dataset.team = team;
  return element;
}

interface RunOptions {
  lang?: string;
  zone?: string;
  navigation?: string;
  hash?: string;
  /** What the visitor does while the document is parsed (before DOMContentLoaded). */
  whileParsed?: (click: (target: FakeElement) => void) => void;
}

/** Runs the script on these elements (by the selectors it asks for); returns the page's handlers and state. */
function run(
  stored: string | null,
  elements: Record<string, FakeElement[]>,
  { lang = "de", zone = "Europe/Berlin", navigation = "navigate", hash = "", whileParsed }: RunOptions = {},
) {
  const storage = new Map<string, string>(stored === null ? [] : [[FOLLOWED_TEAMS_STORAGE_KEY, stored]]);
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const fetched: string[] = [];
  const observers: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const root = Object.assign(new FakeElement("html"), { lang });
  const document = {
    documentElement: root,
    querySelector: (selector: string) => elements[selector]?.[0] ?? null,
    body: new FakeElement("body"),
    readyState: "loading",
    // `:not([data-filled])` as the browser reads it: the slot once filled is not found again.
    querySelectorAll: (selector: string) =>
      selector === ".follow-star[data-press]"
        ? (elements[".follow-star"] ?? []).filter((e) => e.attributes.has("data-press"))
        : (elements[selector] ?? []).filter((e) => !selector.endsWith(":not([data-filled])") || !("filled" in e.dataset)),
    createElement: (name: string) => new FakeElement(name),
    // While the document is parsed the script is written into it (and so runs before the body).
    write(html: string) {
      loaded.push(/src="([^"]+)"/.exec(html)![1]!);
      runInNewContext(FAVOURITES_SCRIPT, context);
    },
    // The loaded script runs in the page's context at once, then its load event fires.
    head: {
      appendChild(script: FakeElement & { src?: string; onload?: () => void }) {
        loaded.push(script.src!);
        if (script.src === KICKOFF_ZONE_SCRIPT_PATH) return;
        runInNewContext(FAVOURITES_SCRIPT, context);
        script.onload?.();
      },
    },
  };
  const loaded: string[] = [];
  const context: Record<string, unknown> = {
    document,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    matchMedia: () => ({ matches: false, addEventListener() {} }),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = (listeners[type] ?? []).filter((l) => l !== listener)),
    MutationObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
    },
    Temporal: { Now: { timeZoneId: () => zone } },
    // How the page was reached (Navigation Timing): a link or an address, a reload, a step in history.
    performance: { getEntriesByType: (type: string) => (type === "navigation" ? [{ type: navigation }] : []) },
    location: { hash },
    setTimeout: (callback: () => void) => timers.push(callback),
    fetch: (url: string) => {
      fetched.push(url);
      return new Promise(() => {});
    },
    String,
  };
  context.window = context;
  runInNewContext(HEAD_SCRIPT, context);
  // The parser adds the page's elements: the script's observers see them.
  observers.forEach((observer) => observer());
  const click = (target: FakeElement) => [...listeners.click!].forEach((listener) => listener({ target }));
  whileParsed?.(click);
  for (const listener of listeners.DOMContentLoaded ?? []) listener({});
  document.readyState = "complete";
  // The page's content changed (a client-side render, hydration): the script's observers run.
  const changed = () => observers.forEach((observer) => observer());
  return {
    storage,
    click,
    timers,
    fetched,
    root,
    loaded,
    changed,
    listeners,
    window: context as { matchpulsHydration?: string; matchpulsHydrate: () => Promise<void> },
  };
}

describe("the head script's followed teams", () => {
  it("shows the stars only where storage works, toggles one team's stars together and stores ids", () => {
    const stars = [star("2"), star("2"), star("17")];
    const page = run(null, { ".follow-star": stars });
    expect(page.root.classes.has("follow-able")).toBe(true);
    expect(stars.map((s) => s.getAttribute("aria-pressed"))).toEqual(["false", "false", "false"]);
    page.click(stars[0]!);
    expect(stars.map((s) => s.getAttribute("aria-pressed"))).toEqual(["true", "true", "false"]);
    page.click(stars[2]!);
    expect(page.storage.get(FOLLOWED_TEAMS_STORAGE_KEY)).toBe("2,17");
    page.click(stars[1]!);
    page.click(stars[2]!);
    // Nothing followed: nothing stored.
    expect(page.storage.has(FOLLOWED_TEAMS_STORAGE_KEY)).toBe(false);
  });

  it("ignores a stored value that is not a list of ids, and keeps the newest twenty", () => {
    const stars = [star("2")];
    for (const bad of ["2;3", "<b>", "2,", ""]) {
      run(bad, { ".follow-star": stars });
      expect(stars[0]!.getAttribute("aria-pressed"), bad).toBe("false");
    }
    const twenty = Array.from({ length: MAX_FOLLOWED_TEAMS }, (_, i) => String(i + 100)).join(",");
    const page = run(twenty, { ".follow-star": stars });
    page.click(stars[0]!);
    const kept = page.storage.get(FOLLOWED_TEAMS_STORAGE_KEY)!.split(",");
    expect(kept).toHaveLength(MAX_FOLLOWED_TEAMS);
    expect(kept[0]).toBe("101");
    expect(kept.at(-1)).toBe("2");
  });

  it("asks the home page's resource route for the sorted ids, once, and only for a follower", () => {
    const slot = new FakeElement("div");
    slot.dataset.myTeams = "/en/followed-teams";
    expect(run(null, { "[data-my-teams]:not([data-filled])": [slot] }).fetched).toEqual([]);
    const page = run("17,2,9", { "[data-my-teams]:not([data-filled])": [slot] });
    // With the visitor's zone, so the block's kick-offs show in it (Intl's, as in the browser).
    expect(page.fetched).toEqual([`/en/followed-teams?teams=2,9,17&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`]);
    expect(slot.dataset.filled).toBe("");
  });

  it("fills the day's block with copies of the followed teams' rows, in the page's order, and keeps them as the rows change", () => {
    const row = (id: string) => Object.assign(new FakeElement("li"), { outerHTML: `<li>${id}</li>` });
    const first = new FakeElement("section");
    first.children = [row("a"), row("b")];
    const second = new FakeElement("section");
    second.children = [row("c")];
    const block = new FakeElement("section");
    block.children = [new FakeElement("ul")];
    block.hidden = true;
    block.dataset.teams = "1-2 3-4|5-2";
    const page = run("2", { ".day__followed": [block], ".day__competition": [first, second] });
    expect(block.children[0]!.innerHTML).toBe("<li>a</li><li>c</li>");
    expect(block.hidden).toBe(false);
    // A row rendered anew (its kick-off in the visitor's zone after hydration, a goal): the copy follows.
    first.children[0] = row("a in Tokyo");
    page.changed();
    expect(block.children[0]!.innerHTML).toBe("<li>a in Tokyo</li><li>c</li>");
    // Nobody followed any more: the block hides.
    page.storage.delete(FOLLOWED_TEAMS_STORAGE_KEY);
    page.changed();
    expect(block.hidden).toBe(true);
  });

  it("gives the page the number of followed teams before the first paint, so the home page keeps the block's space", () => {
    expect(run("17,2,9", {}).root.style.properties.get("--followed-teams")).toBe("3");
    expect(run(null, {}).root.style.properties.has("--followed-teams")).toBe(false);
  });
});

describe("the followed teams' script, loaded where it has work", () => {
  it("is not loaded for a visitor who follows no team until a star is pressed, which it then carries out", () => {
    const stars = [star("2"), star("17")];
    const page = run(null, { ".follow-star": stars });
    expect(page.loaded).toEqual([]);
    // Unpressed from the start, by the inline part alone.
    expect(stars.map((s) => s.getAttribute("aria-pressed"))).toEqual(["false", "false"]);
    page.click(stars[1]!);
    expect(page.loaded).toEqual([FAVOURITES_SCRIPT_PATH]);
    expect(stars.map((s) => s.getAttribute("aria-pressed"))).toEqual(["false", "true"]);
    expect(stars[1]!.getAttribute("data-press")).toBeNull();
    // Loaded once; from then on the script handles the presses alone (one toggle per press).
    page.click(stars[0]!);
    expect(page.loaded).toHaveLength(1);
    expect(page.storage.get(FOLLOWED_TEAMS_STORAGE_KEY)).toBe("17,2");
  });

  it("is loaded at once for a follower, and the inline part then leaves the stars to it", () => {
    const stars = [star("2"), star("17")];
    const page = run("17", { ".follow-star": stars });
    expect(page.loaded).toEqual([FAVOURITES_SCRIPT_PATH]);
    expect(stars.map((s) => s.getAttribute("aria-pressed"))).toEqual(["false", "true"]);
  });

  it("is named by a hash of its text, and the inline part names that file", () => {
    expect(FAVOURITES_SCRIPT_PATH).toBe(`/scripts/favourites-${shortHash(FAVOURITES_SCRIPT)}.js`);
    expect(HEAD_SCRIPT).toContain(FAVOURITES_SCRIPT_PATH);
    expect(HEAD_SCRIPT).not.toContain("MutationObserver");
  });
});

describe("the head script's inline text", () => {
  it("is one function run at once, which no text in it can end early, allowed by the hash of its text", () => {
    expect(HEAD_SCRIPT).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(HEAD_SCRIPT).not.toMatch(/<\/script|<!--/i);
    // The followed teams' file is written into the document while it is parsed: its closing tag escaped.
    expect(HEAD_SCRIPT).toContain("<\\/script>");
    expect(headScript.hash).toBe(`'sha256-${createHash("sha256").update(HEAD_SCRIPT).digest("base64")}'`);
  });

  it("escapes a closing script tag and refuses the start of a comment", () => {
    expect(inlineScriptText('a("</script>");b(/<\\/SCRIPT/)')).toBe('a("<\\/script>");b(/<\\/SCRIPT/)');
    expect(() => inlineScriptText('a("<!--")')).toThrow(/<!--/);
  });
});

describe("the head script's wait for the visitor's first intent (ADR 0710)", () => {
  /** Whether the promise has settled by the time the queued callbacks ran. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve));
    return done;
  };
  const element = (name: string) => [new FakeElement(name)];
  const KICKOFFS = { '[data-kickoff],time[datetime*="T"]': element("time") };

  it.each(INTENT_EVENTS)("a page that may wait hydrates on the first %s, and listens no longer", async (type) => {
    const page = run(null, {});
    const hydrate = page.window.matchpulsHydrate();
    expect(page.window.matchpulsHydration).toBe("waiting");
    expect(await settled(hydrate)).toBe(false);
    page.listeners[type]!.forEach((listener) => listener({ target: {} }));
    expect(await settled(hydrate)).toBe(true);
    expect(page.window.matchpulsHydration).toBe("started");
    // The click listener left is the colour scheme toggle's and the stars'.
    for (const other of INTENT_EVENTS) expect(page.listeners[other]?.length ?? 0, other).toBe(other === "click" ? 1 : 0);
  });

  it("marks a page reached anew as seen as it first was until the first intent (ADR 0712); a reload, a step back or a fragment is not", () => {
    const page = run(null, {});
    expect(page.root.classes.has("first-sight")).toBe(true);
    page.listeners.keydown!.forEach((listener) => listener({}));
    expect(page.root.classes.has("first-sight")).toBe(false);
    for (const navigation of ["reload", "back_forward"]) expect(run(null, {}, { navigation }).root.classes.has("first-sight"), navigation).toBe(false);
    // An address with a fragment lands on its target in the real layout, not among estimated heights.
    expect(run(null, {}, { hash: "#jobs" }).root.classes.has("first-sight"), "#jobs").toBe(false);
  });

  it("an intent made before the bootstrap asked is kept", async () => {
    const page = run(null, {});
    page.listeners.pointerover!.forEach((listener) => listener({}));
    expect(await settled(page.window.matchpulsHydrate())).toBe(true);
  });

  it.each([
    ["matches in play (the live notice), in the home zone", { ".live-notice": element("p") }, "de", "Europe/Berlin"],
    ["matches in play for a visitor in Tokyo", { ".live-notice": element("p") }, "de", "Asia/Tokyo"],
  ])("a page with %s hydrates at once", async (_, elements, lang, zone) => {
    const page = run(null, elements, { lang, zone });
    expect(await settled(page.window.matchpulsHydrate())).toBe(true);
    expect(page.window.matchpulsHydration).toBe("started");
  });

  it.each([
    ["kick-offs in the page language's home zone", KICKOFFS, "en", "Europe/London", false],
    ["no kick-offs for a visitor in Tokyo", {}, "it", "Asia/Tokyo", false],
    ["kick-offs for a visitor in Tokyo", KICKOFFS, "de", "Asia/Tokyo", true],
    ["kick-offs on an English page for a visitor in Berlin", KICKOFFS, "en", "Europe/Berlin", true],
    ["kick-offs for a visitor in Rome on a German page", KICKOFFS, "de", "Europe/Rome", true],
  ])("a page with %s waits (the kick-offs' zone script loaded: %s)", async (_, elements, lang, zone, zoneScript) => {
    const page = run(null, elements, { lang, zone });
    expect(await settled(page.window.matchpulsHydrate())).toBe(false);
    expect(page.window.matchpulsHydration).toBe("waiting");
    expect(page.loaded.includes(KICKOFF_ZONE_SCRIPT_PATH)).toBe(zoneScript);
  });

  it("a page left by a link before it is parsed fetches the kick-offs' zone script only if it is still there a while later", () => {
    const page = run(null, KICKOFFS, { zone: "Asia/Tokyo", whileParsed: (click) => click(new FakeElement("a", ["a[href]"])) });
    expect(page.loaded, "while the next page loads").not.toContain(KICKOFF_ZONE_SCRIPT_PATH);
    page.timers.forEach((timer) => timer());
    expect(page.loaded, "still there (a fragment, a download, a step back from the page cache)").toContain(KICKOFF_ZONE_SCRIPT_PATH);
  });

  it("a click on a star before the page is parsed leaves the kick-offs' zone script as it was", () => {
    const page = run(null, KICKOFFS, { zone: "Asia/Tokyo", whileParsed: (click) => click(new FakeElement("button", [".follow-star"])) });
    expect(page.loaded).toContain(KICKOFF_ZONE_SCRIPT_PATH);
  });
});
