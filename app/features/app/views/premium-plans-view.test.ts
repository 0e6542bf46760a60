import { describe, expect, it } from "vitest";
import type { PremiumPlan } from "#app/content/schemas.ts";
import { planCards, yearlySavingPercent } from "./premium-plans-view.ts";

const plan = (period: PremiumPlan["period"], price: number, currency = "EUR"): PremiumPlan => ({
  _id: `${period}-${price}`,
  period,
  price,
  currency,
  trialDays: 7,
});
const MONTHLY = plan("month", 2.99);
const YEARLY = plan("year", 19.99);

describe("premium price cards", () => {
  it("compute the yearly saving against twelve monthly payments, rounded down", () => {
    // 12 × 2.99 = 35.88; 19.99 is 44.28 % less.
    expect(yearlySavingPercent(MONTHLY, YEARLY)).toBe(44);
    expect(yearlySavingPercent(plan("month", 5), plan("year", 30))).toBe(50);
    // 0.08 % rounds down to nothing worth a badge.
    expect(yearlySavingPercent(plan("month", 1), plan("year", 11.99))).toBeUndefined();
  });

  it("show no saving when there is none or the currencies differ", () => {
    expect(yearlySavingPercent(plan("month", 2), plan("year", 24))).toBeUndefined();
    expect(yearlySavingPercent(plan("month", 2), plan("year", 30))).toBeUndefined();
    expect(yearlySavingPercent(MONTHLY, plan("year", 19.99, "CHF"))).toBeUndefined();
    expect(yearlySavingPercent(undefined, YEARLY)).toBeUndefined();
  });

  it("format prices, the monthly equivalent (rounded up) and the saving in the page's language", () => {
    const nbsp = /[\u00a0\u202f]/g;
    const normalize = (cards: ReturnType<typeof planCards>) => JSON.parse(JSON.stringify(cards).replace(nbsp, " ")) as ReturnType<typeof planCards>;
    expect(normalize(planCards([MONTHLY, YEARLY], "de"))).toEqual([
      { id: MONTHLY._id, period: "month", price: "2,99 €", trialDays: 7 },
      { id: YEARLY._id, period: "year", price: "19,99 €", trialDays: 7, perMonth: "1,67 €", saving: "44 %" },
    ]);
    expect(normalize(planCards([MONTHLY, YEARLY], "en"))[1]).toMatchObject({ price: "€19.99", perMonth: "€1.67", saving: "44%" });
    expect(normalize(planCards([MONTHLY, YEARLY], "it"))[1]).toMatchObject({ price: "19,99 €", saving: "44%" });
  });

  it("leave the saving out when only one plan is offered", () => {
    expect(planCards([YEARLY], "de")[0]?.saving).toBeUndefined();
    expect(planCards([], "de")).toEqual([]);
  });
});
