import { createContext } from "react";

/**
 * Where a small flag's picture comes from (`TeamBadge`): the server's render is given the pictures
 * themselves as data URLs (flag-pictures.server.ts, provided by app/entry.server.tsx), so a page
 * arrives with its flags; the browser's render, after hydration, knows none and names the files.
 */
export const FlagPictures = createContext<(flag: string) => string | undefined>(() => undefined);

/** A small flag's picture as a CSS declaration: the one `pictures` has (the page's own), else the file's. */
export const flagBackground = (pictures: (flag: string) => string | undefined, flag: string) =>
  `background-image:url(${pictures(flag) ?? `/flags/${flag}.png`})`;
