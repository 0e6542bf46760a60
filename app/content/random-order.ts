/**
 * The team is "shown in random order" (spec §3) on every request. A Fisher–Yates shuffle with an
 * injectable source of randomness, so tests can pin the order; the input is never mutated.
 */
export type RandomSource = () => number; // in [0, 1), like Math.random

export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    // min() guards against a source that returns 1 (Math.random never does; a test double might).
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
