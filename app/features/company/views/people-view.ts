import type { AdvertisementContact, Image, PressContact, TeamMember } from "#app/content/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * Team members and contacts carry their texts in every language (docs/content-model.md). Loaders
 * reduce them to the page's language, so the page data holds one language only.
 */
export interface PersonView {
  id: string;
  name: string;
  role: string;
  photo: Image;
  /** The texts shown in German in the page's language, for want of a translation (marked on the page). */
  inGerman?: ("role" | "text" | "responsibility")[];
}

export interface TeamMemberView extends PersonView {
  text: string;
}

export interface ContactView extends PersonView {
  email: string;
  phone: string;
  /** What to contact this person about. */
  responsibility?: string;
}

/** The entry's fields shown in German in `language` (`role.en` → `role` on an English page). */
function inGermanIn<F extends string>(entry: { inGerman?: string[] }, language: Language): F[] | undefined {
  const fields = (entry.inGerman ?? []).filter((marked) => marked.endsWith(`.${language}`)).map((marked) => marked.split(".")[0] as F);
  return fields.length > 0 ? fields : undefined;
}

export function teamMemberView(member: TeamMember, language: Language): TeamMemberView {
  const inGerman = inGermanIn<"role" | "text">(member, language);
  return { id: member._id, name: member.name, role: member.role[language], text: member.text[language], photo: member.photo, ...(inGerman && { inGerman }) };
}

export function contactView(contact: AdvertisementContact | PressContact, language: Language): ContactView {
  const inGerman = inGermanIn<"role" | "responsibility">(contact, language);
  return {
    id: contact._id,
    name: contact.name,
    role: contact.role[language],
    responsibility: contact.responsibility[language],
    email: contact.email,
    phone: contact.phone,
    photo: contact.photo,
    ...(inGerman && { inGerman }),
  };
}
