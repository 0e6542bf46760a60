import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { PlanCard } from "./views/premium-plans-view.ts";

/** The premium plans side by side: price, period, the yearly plan's saving and monthly equivalent, the free trial. */
export function PriceCards({ cards }: { cards: readonly PlanCard[] }) {
  const { language, messages } = useSite();
  const texts = messages.appPromo.premium;
  return (
    <ul className="price-cards">
      {cards.map((card) => (
        <li key={card.id} className={card.saving ? "price-card price-card--saving" : "price-card"}>
          <h3 className="price-card__name">{texts.period[card.period]}</h3>
          {card.saving ? <p className="price-card__saving">{fillTemplate(texts.saving, { percent: card.saving })}</p> : null}
          <p className="price-card__price">
            <span className="price-card__amount">{card.price}</span> <span className="price-card__per">{texts.per[card.period]}</span>
          </p>
          {card.perMonth ? <p className="price-card__detail">{fillTemplate(texts.perMonth, { price: card.perMonth })}</p> : null}
          {card.trialDays > 0 ? <p className="price-card__detail">{fillPlural(texts.trial, card.trialDays, language)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
