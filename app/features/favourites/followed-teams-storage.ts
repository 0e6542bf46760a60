/** The followed teams in local storage: their ids (language-independent, unlike slugs; up to 9 digits), comma-separated, oldest first. */
export const FOLLOWED_TEAMS_STORAGE_KEY = "followed-teams";

/** The most teams one follows; following one more forgets the oldest. The resource route refuses more. */
export const MAX_FOLLOWED_TEAMS = 20;
