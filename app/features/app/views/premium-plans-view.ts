import type { PremiumPeriod, PremiumPlan } from "#app/content/schemas.ts";
import { localeOf, type Language } from "#lib/languages.ts";

/**
 * What a price card shows, computed once on the server from the content's plans: amounts are
 * formatted there, so the browser's number formats can never disagree with the server's markup.
 */
export interface PlanCard {
  id: string;
  period: PremiumPeriod;
  /** "2,99 €", "€2.99". */
  price: string;
  trialDays: number;
  /** The yearly price spread over twelve months, rounded up to the cent ("1,67 €"). */
  perMonth?: string;
  /** What the yearly plan saves against twelve monthly payments, rounded down ("44 %"); absent if nothing. */
  saving?: string;
}

const cents = (price: number) => Math.round(price * 100);

/**
 * The yearly plan's saving against paying monthly for twelve months, in whole percent, rounded
 * down so the page never promises more than the prices give. Undefined without a saving, or when
 * the two plans are in different currencies.
 */
export function yearlySavingPercent(monthly: PremiumPlan | undefined, yearly: PremiumPlan | undefined): number | undefined {
  if (!monthly || !yearly || monthly.currency !== yearly.currency) return undefined;
  const twelveMonths = 12 * cents(monthly.price);
  const percent = Math.floor(((twelveMonths - cents(yearly.price)) * 100) / twelveMonths);
  return percent > 0 ? percent : undefined;
}

export function planCards(plans: readonly PremiumPlan[], language: Language): PlanCard[] {
  const locale = localeOf(language).iso;
  const money = (amountInCents: number, currency: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(amountInCents / 100);
  const monthly = plans.find((plan) => plan.period === "month");
  const yearly = plans.find((plan) => plan.period === "year");
  const saving = yearlySavingPercent(monthly, yearly);

  return plans.map((plan) => ({
    id: plan._id,
    period: plan.period,
    price: money(cents(plan.price), plan.currency),
    trialDays: plan.trialDays,
    ...(plan.period === "year"
      ? {
          perMonth: money(Math.ceil(cents(plan.price) / 12), plan.currency),
          ...(saving !== undefined ? { saving: new Intl.NumberFormat(locale, { style: "percent" }).format(saving / 100) } : {}),
        }
      : {}),
  }));
}
