/**
 * Other names of places in the data's team names, as fans type them in each language: "Bayern
 * Munich", "Monaco di Baviera", "Inter Mailand". The search indexes each team under its name with
 * the place replaced by each of these (app/features/search/site-search.server.ts). A word of data, not of
 * code: a club whose city has another name elsewhere gets a line here.
 */
export const PLACE_EXONYMS: Readonly<Record<string, readonly string[]>> = {
  München: ["Munich", "Monaco di Baviera", "Monaco"],
  Köln: ["Cologne", "Colonia"],
  Nürnberg: ["Nuremberg", "Norimberga"],
  Mönchengladbach: ["Gladbach"],
  Braunschweig: ["Brunswick"],
  Hannover: ["Hanover"],
  Milano: ["Milan", "Mailand"],
  Milan: ["Mailand", "Milano"],
  Roma: ["Rome", "Rom"],
  Napoli: ["Naples", "Neapel"],
  Torino: ["Turin"],
  Genoa: ["Genua", "Genova"],
  Venezia: ["Venice", "Venedig"],
  Fiorentina: ["Florenz", "Florence", "Firenze"],
  Lisboa: ["Lisbon", "Lissabon", "Lisbona"],
  Portugal: ["Lisbon", "Lissabon", "Lisbona"],
  Praha: ["Prague", "Prag", "Praga"],
  Brugge: ["Bruges", "Brügge"],
  Saloniki: ["Thessaloniki", "Salonicco"],
  Kiev: ["Kyiv", "Kiew"],
  Piraeus: ["Piräus", "Pireo"],
  Zagreb: ["Zagabria"],
  Bratislava: ["Pressburg"],
  Salzburg: ["Salisburgo"],
  Wien: ["Vienna"],
  Zvezda: ["Belgrad", "Belgrade", "Belgrado"],
};

/** A name with each place it contains replaced by each of the place's other names. */
export function namesWithExonyms(name: string): string[] {
  const variants: string[] = [];
  for (const [place, others] of Object.entries(PLACE_EXONYMS)) {
    if (!new RegExp(`(^|[^\\p{L}])${place}($|[^\\p{L}])`, "u").test(name)) continue;
    for (const other of others) variants.push(name.replace(place, other));
  }
  return variants;
}
