// Written by scripts/press-kit/render.mjs from the files in public/press/: do not edit by hand (a unit test compares).
import type { PressKitFiles } from "./press-file.ts";

export const PRESS_FILES: PressKitFiles = {
  logo: {
    svg: { path: "/press/matchpuls-logo.svg", type: "image/svg+xml", bytes: 7062 },
    png: { path: "/press/matchpuls-logo.png", type: "image/png", bytes: 29663, width: 1196, height: 256 },
  },
  logoDark: {
    svg: { path: "/press/matchpuls-logo-dark.svg", type: "image/svg+xml", bytes: 7062 },
    png: { path: "/press/matchpuls-logo-dark.png", type: "image/png", bytes: 24173, width: 1196, height: 256 },
  },
  screenshots: {
    de: {
      matchday: {
        png: { path: "/press/matchpuls-matchday-de.png", type: "image/png", bytes: 131493, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-matchday-de-preview.jpg", type: "image/jpeg", bytes: 36188, width: 390, height: 844 },
      },
      table: {
        png: { path: "/press/matchpuls-table-de.png", type: "image/png", bytes: 158482, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-table-de-preview.jpg", type: "image/jpeg", bytes: 48029, width: 390, height: 844 },
      },
      match: {
        png: { path: "/press/matchpuls-match-de.png", type: "image/png", bytes: 109573, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-match-de-preview.jpg", type: "image/jpeg", bytes: 32342, width: 390, height: 844 },
      },
    },
    en: {
      matchday: {
        png: { path: "/press/matchpuls-matchday-en.png", type: "image/png", bytes: 127063, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-matchday-en-preview.jpg", type: "image/jpeg", bytes: 34580, width: 390, height: 844 },
      },
      table: {
        png: { path: "/press/matchpuls-table-en.png", type: "image/png", bytes: 153492, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-table-en-preview.jpg", type: "image/jpeg", bytes: 45855, width: 390, height: 844 },
      },
      match: {
        png: { path: "/press/matchpuls-match-en.png", type: "image/png", bytes: 111980, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-match-en-preview.jpg", type: "image/jpeg", bytes: 32971, width: 390, height: 844 },
      },
    },
    it: {
      matchday: {
        png: { path: "/press/matchpuls-matchday-it.png", type: "image/png", bytes: 129927, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-matchday-it-preview.jpg", type: "image/jpeg", bytes: 34222, width: 390, height: 844 },
      },
      table: {
        png: { path: "/press/matchpuls-table-it.png", type: "image/png", bytes: 152549, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-table-it-preview.jpg", type: "image/jpeg", bytes: 45066, width: 390, height: 844 },
      },
      match: {
        png: { path: "/press/matchpuls-match-it.png", type: "image/png", bytes: 115767, width: 780, height: 1688 },
        preview: { path: "/press/matchpuls-match-it-preview.jpg", type: "image/jpeg", bytes: 34015, width: 390, height: 844 },
      },
    },
  },
};
