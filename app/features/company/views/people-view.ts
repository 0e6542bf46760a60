import type { Language } from "../../../../lib/languages.ts";
import type { AdvertisementContact, Image, PressContact, TeamMember } from "../../../content/schemas.ts";

/**
 * Team members and contacts carry their texts in every language (docs/content-model.md). Loaders
 * reduce them to the page's language, so the page data holds one language only.
 */
export interface PersonView {
  id: string;
  name: string;
  role: string;
  photo: Image;
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

export function teamMemberView(member: TeamMember, language: Language): TeamMemberView {
  return { id: member._id, name: member.name, role: member.role[language], text: member.text[language], photo: member.photo };
}

export function contactView(contact: AdvertisementContact | PressContact, language: Language): ContactView {
  return {
    id: contact._id,
    name: contact.name,
    role: contact.role[language],
    responsibility: contact.responsibility[language],
    email: contact.email,
    phone: contact.phone,
    photo: contact.photo,
  };
}
