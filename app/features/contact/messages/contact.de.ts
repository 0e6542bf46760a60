import type { Widen } from "#app/i18n/messages/de.ts";
/**
 * German texts of the contact form (the reference shape for contact.en.ts and contact.it.ts).
 * Placeholders: {max}, {min} (the bounds of app/features/contact/contact-schema.ts), {minutes}.
 */
export const contactDe = {
  /** Accessible name of the form. */
  formLabel: "Kontaktformular",
  allRequired: "Alle Felder sind Pflichtfelder.",
  email: {
    label: "Deine E-Mail-Adresse",
    placeholder: "name@beispiel.de",
    hint: "An diese Adresse schicken wir unsere Antwort.",
  },
  type: {
    legend: "Worum geht es?",
    support: "Problem mit der App",
    press: "Presseanfrage",
    business: "Geschäftliche Anfrage",
  },
  message: {
    label: "Deine Nachricht",
    hint: "Mindestens {min}, höchstens {max} Zeichen.",
  },
  /** The honeypot's label: only read by screen readers that land on it by accident, and by bots. */
  honeypot: "Bitte lass dieses Feld leer.",
  submit: "Nachricht senden",
  submitting: "Wird gesendet …",
  privacyNote: "Wir verwenden deine Angaben nur, um deine Nachricht zu beantworten. Mehr dazu in unserer",
  privacyLink: "Datenschutzerklärung",
  errors: {
    summary: "Bitte prüfe deine Eingaben:",
    emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
    emailTooLong: "Die E-Mail-Adresse darf höchstens {max} Zeichen lang sein.",
    typeRequired: "Bitte wähle aus, worum es geht.",
    messageRequired: "Bitte schreib uns eine Nachricht.",
    messageTooShort: "Deine Nachricht ist zu kurz: Bitte schreib mindestens {min} Zeichen.",
    messageTooLong: "Deine Nachricht ist zu lang: Bitte schreib höchstens {max} Zeichen.",
  },
  success: "Vielen Dank für deine Nachricht! Wir werden diese schnellstmöglich beantworten.",
  failure: "Leider ist bei der Übermittlung deiner Nachricht ein Fehler aufgetreten. Bitte probiere es später noch einmal!",
  rateLimited: {
    one: "Du hast in kurzer Zeit sehr viele Nachrichten geschickt. Bitte probiere es in einer Minute noch einmal.",
    other: "Du hast in kurzer Zeit sehr viele Nachrichten geschickt. Bitte probiere es in {minutes} Minuten noch einmal.",
  },
  tooLarge: "Deine Nachricht ist zu groß, um sie zu übermitteln. Bitte kürze sie und probiere es noch einmal.",
  forbidden: "Diese Anfrage kam nicht von unserer Website und wurde deshalb abgelehnt. Bitte nutze das Formular auf dieser Seite.",
};

export type ContactMessages = typeof contactDe;

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    contact: Widen<typeof contactDe>;
  }
}
