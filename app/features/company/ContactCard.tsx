import { mailtoUri, telUri } from "#app/content/contact-links.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { InGerman } from "./FallbackNote.tsx";
import type { ContactView } from "./views/people-view.ts";

/** A phone number never wraps inside: non-breaking spaces and hyphens. */
const unbreakable = (phone: string) => phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");

/** A person to contact: photo, name, role, what to ask them about, e-mail and phone links. */
export function ContactCard({ contact, mailSubject }: { contact: ContactView; mailSubject?: string }) {
  const { messages } = useSite();
  const texts = messages.content.contactCard;
  const at = contact.email.lastIndexOf("@");
  const [local, domain] = [contact.email.slice(0, at), contact.email.slice(at + 1)];
  const german = new Set(contact.inGerman);
  return (
    <div className="contact-card person-card">
      <img
        src={contact.photo.src}
        srcSet={contact.photo.srcSet}
        width={contact.photo.width}
        height={contact.photo.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div>
        <h3>{contact.name}</h3>
        <p className="person-card__role">
          <InGerman when={german.has("role")} note={messages.content.inGerman}>
            {contact.role}
          </InGerman>
        </p>
        {contact.responsibility ? (
          <p>
            <InGerman when={german.has("responsibility")} note={messages.content.inGerman}>
              {contact.responsibility}
            </InGerman>
          </p>
        ) : null}
        <ul className="person-card__links">
          <li>
            <span className="visually-hidden">{texts.email}: </span>
            <a href={mailtoUri(contact.email, { subject: mailSubject })}>
              {/* Long addresses break after the @ rather than anywhere. */}
              {local}@<wbr />
              {domain}
            </a>
          </li>
          <li>
            <span className="visually-hidden">{texts.phone}: </span>
            <a href={telUri(contact.phone)}>{unbreakable(contact.phone)}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** Several contacts side by side (one column on phones). */
export function ContactList({ contacts }: { contacts: ContactView[] }) {
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <ContactCard contact={contact} />
        </li>
      ))}
    </ul>
  );
}
