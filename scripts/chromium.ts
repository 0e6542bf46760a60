/**
 * Debian's Chromium as every browser tool of the project starts it (Playwright, axe, Lighthouse):
 * headless as root on a machine whose network reaches only the package registries, so everything
 * that would call home is switched off. Each tool adds its own headless flag.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
