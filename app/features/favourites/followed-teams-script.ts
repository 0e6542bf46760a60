import { appAlertNoteScript, type AppAlertTexts } from "./app-alert-note-script.ts";
import { FOLLOWED_TEAMS_STORAGE_KEY, MAX_FOLLOWED_TEAMS } from "./followed-teams-storage.ts";

/** What the followed teams' file is built with (app/features/favourites/followed-teams-file.ts): the goal-alert note's texts by language. */
export interface FollowedTeamsFileConfig {
  alertNote: Record<string, AppAlertTexts>;
}

/**
 * The followed teams' file, as the browser runs it (`/scripts/favourites-{hash}.js`, loaded by the
 * head script, app/head-script.ts): the goal-alert note first, which must see a press the head script
 * took before the file arrived before the followed teams' script carries it out, in a `try` of its
 * own, so nothing the note meets (a browser without something it uses) keeps the stars from working.
 */
export function startFollowedTeamsFile({ alertNote }: FollowedTeamsFileConfig): void {
  try {
    appAlertNoteScript(alertNote);
  } catch {
    // No note: the stars work on.
  }
  followedTeamsScript();
}

/**
 * The followed teams' script (docs/decisions/0013-followed-teams.md), the second part of the file
 * (`startFollowedTeamsFile`). It runs once, whether it arrives while the document is parsed or after, and watches the document from then
 * on, so the day's block is filled as its rows are parsed and its copies follow the rows when they
 * change (the visitor's zone after hydration, a goal).
 *
 * - Toggles the stars (`.follow-star`, `data-team`), keeps their `aria-pressed` in step with the stored
 *   list, and carries out a press the head script took before this script arrived (`data-press`).
 * - Fills the home page's "my teams" slot (`[data-my-teams]`, its value the resource route's path)
 *   with what that route answers for the followed teams, in the visitor's zone.
 * - Fills the day view's block (`.day__followed`, `data-teams="home-away …|…"` per competition) with
 *   copies of the day's rows of the followed teams' matches.
 */
export function followedTeamsScript(): void {
  const storage = localStorage;
  window.followedTeamsScript = 1;
  const each = <E extends Element>(selector: string, action: (element: E, index: number) => void) => document.querySelectorAll<E>(selector).forEach(action);

  const followed = (): string[] => {
    let value: string | null = null;
    try {
      value = storage.getItem(FOLLOWED_TEAMS_STORAGE_KEY);
    } catch {
      // Storage refused (a privacy mode): no team is followed.
    }
    return value && /^\d{1,9}(,\d{1,9})*$/.test(value) ? value.split(",") : [];
  };

  const follow = () => {
    const teams = followed();
    each<HTMLElement>(".follow-star", (star) => {
      const pressed = String(teams.indexOf(star.dataset.team!) >= 0);
      if (star.getAttribute("aria-pressed") !== pressed) star.setAttribute("aria-pressed", pressed);
    });
    each<HTMLElement>(".day__followed", (block) => {
      const list = block.querySelector("ul")!;
      const competitions = block.dataset.teams!.split("|");
      let rows = "";
      each(".day__competition", (competition, n) => {
        const items = competition.querySelectorAll(".match-links>li");
        (competitions[n] || "").split(" ").forEach((pair, i) => {
          const [home, away] = pair.split("-");
          if (items[i] && (teams.indexOf(home!) >= 0 || teams.indexOf(away!) >= 0)) rows += items[i].outerHTML;
        });
      });
      if (list.innerHTML !== rows) list.innerHTML = rows;
      block.hidden = !rows;
    });
    if (teams.length)
      each<HTMLElement>("[data-my-teams]:not([data-filled])", (slot) => {
        slot.dataset.filled = "";
        const ids = teams
          .slice()
          .sort((a, b) => Number(a) - Number(b))
          .join(",");
        fetch(`${slot.dataset.myTeams}?teams=${ids}&tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`)
          .then((response) => (response.ok ? response.text() : ""))
          .then(
            (html) => (slot.innerHTML = html),
            () => {},
          );
      });
  };

  const toggle = (star: HTMLElement) => {
    const teams = followed();
    const at = teams.indexOf(star.dataset.team!);
    if (at < 0) teams.push(star.dataset.team!);
    else teams.splice(at, 1);
    try {
      if (teams.length) storage.setItem(FOLLOWED_TEAMS_STORAGE_KEY, teams.slice(-MAX_FOLLOWED_TEAMS).join(","));
      else storage.removeItem(FOLLOWED_TEAMS_STORAGE_KEY);
    } catch {
      // Storage refused: the press changes nothing stored.
    }
  };

  addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const star = target?.closest ? target.closest<HTMLElement>(".follow-star") : null;
    if (star) {
      toggle(star);
      follow();
    }
  });
  each<HTMLElement>(".follow-star[data-press]", (star) => {
    star.removeAttribute("data-press");
    toggle(star);
  });
  follow();
  new MutationObserver(follow).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
}
