/**
 * Debian's Chromium as every browser tool of the project starts it (Playwright, axe, Lighthouse):
 * headless as root on a machine whose network reaches only the package registries, so everything
 * that would call home is switched off. Each tool adds its own headless flag.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the same
 * Blink and V8 as `CHROMIUM_PATH` without the desktop browser around them, which is what Playwright
 * itself runs headless. Measured on the two-core machine, the same 78 tests took 60 s instead of
 * 104 s and 105 s of CPU instead of 191 s (the renderers 56 s instead of 96 s, the browser process
 * 15 s instead of 46 s). Lighthouse, the first-visit guard and the audits keep the full browser, as
 * a visitor's is. One difference tests must know: the shell places the pointer at the viewport's
 * corner, so a page gets a `pointerover` once it has content (as under a resting mouse).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
