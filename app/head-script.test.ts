import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FOLLOWED_TEAMS_STORAGE_KEY, HEAD_SCRIPT, MAX_FOLLOWED_TEAMS } from "./head-script.ts";

/**
 * The followed teams' part of the head script (docs/decisions/0013-followed-teams.md), run on a
 * small stand-in of the document: stars toggled and kept in local storage, a stored list that is
 * not one ignored, the oldest forgotten past the limit, the home page's slot asked for the sorted
 * ids, the day's block filled with copies of the followed teams' rows.
 */

class FakeElement {
  dataset: Record<string, string> = {};
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  classList = { add: (...names: string[]) => names.forEach((n) => this.classes.add(n)) };
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

/** Runs the script on these elements (by the selectors it asks for); returns the page's handlers and state. */
function run(stored: string | null, elements: Record<string, FakeElement[]>) {
  const storage = new Map<string, string>(stored === null ? [] : [[FOLLOWED_TEAMS_STORAGE_KEY, stored]]);
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const fetched: string[] = [];
  const observers: (() => void)[] = [];
  const root = new FakeElement("html");
  const document = {
    documentElement: root,
    body: new FakeElement("body"),
    querySelectorAll: (selector: string) => elements[selector] ?? [],
  };
  runInNewContext(HEAD_SCRIPT, {
    document,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    matchMedia: () => ({ matches: false, addEventListener() {} }),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    MutationObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
    },
    fetch: (url: string) => {
      fetched.push(url);
      return new Promise(() => {});
    },
    String,
  });
  // The parser adds the page's elements: the script's observers see them.
  observers.forEach((observer) => observer());
  for (const listener of listeners.DOMContentLoaded ?? []) listener({});
  const click = (target: FakeElement) => listeners.click!.forEach((listener) => listener({ target }));
  // The page's content changed (a client-side render, hydration): the script's observers run.
  const changed = () => observers.forEach((observer) => observer());
  return { storage, click, fetched, root, changed };
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

  it("marks the document before the first paint when teams are followed, so their blocks' space is kept", () => {
    expect(run("2,17", {}).root.style.properties.get("--followed-teams")).toBe("2");
    expect(run(null, {}).root.style.properties.size).toBe(0);
  });
});
