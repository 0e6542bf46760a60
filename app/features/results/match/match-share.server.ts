import { socialShareLinks } from "#app/components/share-links.ts";
import { mailtoUri } from "#app/content/contact-links.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { Language } from "#lib/languages.ts";
import type { MatchShareView } from "./match-share-view.ts";

/**
 * The match page's share button (docs/decisions/0012-share-cards.md): its words, and the disclosure
 * with plain links that a page without JavaScript shows, as server-made markup. The page's JavaScript
 * then holds no link code of its own: the share overlay (app/components/ShareDialog.tsx) is loaded
 * when the button is first pressed and the browser has no Web Share API. `{title}` is the match
 * ("Argentinien – Frankreich 3:3"), `{url}` the page's address.
 */
const MATCH_SHARE_TEXTS: Record<Language, MatchShareView["texts"]> = {
  de: {
    open: "Spiel teilen",
    title: "Dieses Spiel teilen",
    link: "Link zum Spiel",
    copy: "Link kopieren",
    copied: "Link in die Zwischenablage kopiert.",
    copyFailed: "Kopieren nicht möglich. Bitte markiere den Link und kopiere ihn selbst.",
    native: "Mit einer App teilen",
    mail: "Per E-Mail teilen",
    mailSubject: "{title}",
    mailBody: "Hallo,\n\nschau dir dieses Spiel bei Matchpuls an: {title}\n\n{url}",
    on: "Auf {network} teilen",
    close: "Schließen",
  },
  en: {
    open: "Share match",
    title: "Share this match",
    link: "Link to the match",
    copy: "Copy link",
    copied: "Link copied to the clipboard.",
    copyFailed: "Copying did not work. Please select the link and copy it yourself.",
    native: "Share with an app",
    mail: "Share by email",
    mailSubject: "{title}",
    mailBody: "Hi,\n\nhave a look at this match on Matchpuls: {title}\n\n{url}",
    on: "Share on {network}",
    close: "Close",
  },
  it: {
    open: "Condividi partita",
    title: "Condividi questa partita",
    link: "Link alla partita",
    copy: "Copia link",
    copied: "Link copiato negli appunti.",
    copyFailed: "Copia non riuscita. Seleziona il link e copialo tu.",
    native: "Condividi con un'app",
    mail: "Condividi via e-mail",
    mailSubject: "{title}",
    mailBody: "Ciao,\n\nguarda questa partita su Matchpuls: {title}\n\n{url}",
    on: "Condividi su {network}",
    close: "Chiudi",
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The share button's view: the page's absolute URL, the match as the title, the words, the disclosure's markup. */
export function matchShareView(url: string, title: string, language: Language): MatchShareView {
  const texts = MATCH_SHARE_TEXTS[language];
  const opensInNewTab = getMessages(language).nav.opensInNewTab;
  const mail = mailtoUri("", { subject: fillTemplate(texts.mailSubject, { title }), body: fillTemplate(texts.mailBody, { title, url }) });
  const links = [
    `<li><a class="share-link" href="${escapeHtml(mail)}">${escapeHtml(texts.mail)}</a></li>`,
    ...socialShareLinks(url, title).map(
      (link) =>
        `<li><a class="share-link" href="${escapeHtml(link.href)}" target="_blank" rel="noopener" aria-label="${escapeHtml(`${fillTemplate(texts.on, { network: link.name })} ${opensInNewTab}`)}">${escapeHtml(link.name)}</a></li>`,
    ),
  ];
  const html =
    `<details class="share"><summary class="button button--secondary">${escapeHtml(texts.open)}</summary>` +
    `<div class="share__panel"><ul class="share-links">${links.join("")}</ul></div></details>`;
  return { url, title, texts, html };
}
