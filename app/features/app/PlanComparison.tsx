import { LEAGUE_COUNT } from "#app/config/constants.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";

/**
 * What the free app and Premium include: the one description of Premium, which the premium and home
 * texts and the FAQ repeat. Everything this website shows for free (scores, tables as they stand
 * during the matches, the head-to-head record) is free in the app too; Premium is no ads, the extra
 * statistics, widgets and live activities, and the alternative app icons. The texts are the
 * dictionary's, keyed like this list.
 */
export const PLAN_FEATURES = [
  { key: "liveScores", free: true },
  { key: "goalAlerts", free: true },
  { key: "leagues", free: true },
  { key: "liveTables", free: true },
  { key: "headToHead", free: true },
  { key: "voice", free: true },
  { key: "noAds", free: false },
  { key: "stats", free: false },
  { key: "widgets", free: false },
  { key: "appIcons", free: false },
] as const;

/** ✓ or — for the eye, "included" or "not included" for screen readers. */
function Availability({ included, texts }: { included: boolean; texts: { included: string; notIncluded: string } }) {
  return (
    <td className={included ? "plan-comparison__yes" : "plan-comparison__no"}>
      <span aria-hidden="true">{included ? "✓" : "—"}</span>
      <span className="visually-hidden">{included ? texts.included : texts.notIncluded}</span>
    </td>
  );
}

export function PlanComparison() {
  const { messages } = useSite();
  const texts = messages.appPromo.premium;
  return (
    <section className="plan-comparison" aria-labelledby="plan-comparison-heading">
      <h2 id="plan-comparison-heading">{texts.compareHeading}</h2>
      <div className="table-scroll">
        <table>
          <caption>{texts.compareCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.feature}</th>
              <th scope="col">{texts.free}</th>
              <th scope="col">{texts.premium}</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_FEATURES.map(({ key, free }) => {
              const feature: { name: string; detail?: string } = texts.features[key];
              return (
                <tr key={key}>
                  <th scope="row">
                    {fillTemplate(feature.name, { leagueCount: LEAGUE_COUNT })}
                    {/* The space keeps name and detail apart for screen readers; the detail shows on its own line. */}
                    {feature.detail ? (
                      <>
                        {" "}
                        <span className="plan-comparison__detail">{feature.detail}</span>
                      </>
                    ) : null}
                  </th>
                  <Availability included={free} texts={texts} />
                  <Availability included texts={texts} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
