/**
 * Colour arithmetic for the tests that check what a visitor can read: WCAG 2's relative luminance
 * and CIELAB for the distance the eye sees between two colours. Channels are sRGB, 0–1.
 */
export type Channels = readonly [r: number, g: number, b: number];

/** The channels of "#rrggbb". */
export function hexChannels(hex: string): Channels {
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  return [channel(1), channel(3), channel(5)];
}

/** The channels of a computed CSS colour ("rgb(15, 23, 20)", "rgba(0, 0, 0, 0)"), alpha left out. */
export function cssChannels(color: string): Channels {
  const [r, g, b] = color.match(/[\d.]+/g)!.map((c) => Number(c) / 255);
  return [r!, g!, b!];
}

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** Relative luminance (WCAG 2). */
export function luminance([red, green, blue]: Channels): number {
  const [r, g, b] = [linear(red), linear(green), linear(blue)];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** CIELAB (D65), for the distance the eye sees between two colours (ΔE 1976). */
export function lab([red, green, blue]: Channels): Channels {
  const [r, g, b] = [linear(red), linear(green), linear(blue)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
