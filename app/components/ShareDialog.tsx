import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { mailtoUri } from "../content/contact-links.ts";
import type { Messages } from "../i18n/messages/de.ts";
import { fillTemplate } from "../i18n/template.ts";
import { useSite } from "../i18n/use-site.ts";
import { socialShareLinks } from "./share-links.ts";
import { useHydrated } from "./use-hydrated.ts";

/** The overlay's words: the job page's by default (`{job}` in its mail), a page's own otherwise (`{title}`). */
export type ShareTexts = Messages["content"]["share"];

/**
 * The job page's share overlay, and the match page's (loaded when its share button is first pressed,
 * `openAtOnce`, with the match's words: docs/decisions/0012-share-cards.md). Server-rendered and without JavaScript it is a
 * disclosure with the mail and social links (plain links, they need no script). Once hydrated it
 * becomes a button opening a native modal <dialog>: the browser traps focus in it and closes it on
 * Escape; focus then returns to the button. The dialog adds copy-link (Clipboard API) and, where
 * the browser has it, the Web Share API. docs/decisions/0301-share-overlay.md
 */
export function ShareDialog({ url, title, texts: ownTexts, openAtOnce = false }: { url: string; title: string; texts?: ShareTexts; openAtOnce?: boolean }) {
  const { messages } = useSite();
  const texts = ownTexts ?? messages.content.share;
  const hydrated = useHydrated();
  const enhanced = hydrated && typeof HTMLDialogElement === "function" && typeof HTMLDialogElement.prototype.showModal === "function";
  const links = <ShareLinks url={url} title={title} texts={texts} />;

  if (!enhanced) {
    return (
      <details className="share">
        <summary className="button button--secondary">{texts.open}</summary>
        <div className="share__panel">{links}</div>
      </details>
    );
  }
  return (
    <ShareModal url={url} title={title} texts={texts} openAtOnce={openAtOnce}>
      {links}
    </ShareModal>
  );
}

/** The mail link and one link per social network: all the overlay has without JavaScript. */
function ShareLinks({ url, title, texts }: { url: string; title: string; texts: ShareTexts }) {
  const { messages } = useSite();
  const mailHref = mailtoUri("", {
    subject: fillTemplate(texts.mailSubject, { job: title, title }),
    body: fillTemplate(texts.mailBody, { job: title, title, url }),
  });
  return (
    <ul className="share-links">
      <li>
        <a className="share-link" href={mailHref}>
          {texts.mail}
        </a>
      </li>
      {socialShareLinks(url, title).map((link) => (
        <li key={link.id}>
          <a
            className="share-link"
            href={link.href}
            target="_blank"
            rel="noopener"
            aria-label={`${fillTemplate(texts.on, { network: link.name })} ${messages.nav.opensInNewTab}`}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The hydrated overlay: a button opening a modal <dialog> with the link to copy, the Web Share API where there is one, and the links (`children`). */
function ShareModal({ url, title, texts, openAtOnce, children }: { url: string; title: string; texts: ShareTexts; openAtOnce: boolean; children: ReactNode }) {
  const id = useId();
  const canShareNatively = typeof navigator.share === "function";
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { copyStatus, setCopyStatus, inputRef, copy, shareNatively } = useShareActions(url, title, texts, dialogRef);

  // Loaded by a press of another button: the overlay opens as soon as it can.
  useEffect(() => {
    if (openAtOnce) dialogRef.current?.showModal();
  }, [openAtOnce]);

  const close = () => dialogRef.current?.close();

  return (
    <div className="share">
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setCopyStatus("");
          dialogRef.current?.showModal();
        }}
      >
        {texts.open}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click below */}
      <dialog
        ref={dialogRef}
        className="share-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => buttonRef.current?.focus()}
        // A click on the backdrop (the dialog element itself, outside its inner box) closes it; keyboard
        // users close it with Escape (native to <dialog>) or the close button.

        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <div className="share-dialog__box">
          <div className="share-dialog__header">
            <h2 id={`${id}-title`}>{texts.title}</h2>
            <button type="button" className="share-dialog__close" aria-label={texts.close} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <label htmlFor={`${id}-url`}>{texts.link}</label>
          <div className="share-dialog__copy">
            <input ref={inputRef} id={`${id}-url`} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button--small" onClick={copy}>
              {texts.copy}
            </button>
          </div>
          <p role="status" className="share-dialog__status">
            {copyStatus}
          </p>
          {canShareNatively ? (
            <button type="button" className="button button--secondary button--small share-dialog__native" onClick={shareNatively}>
              {texts.native}
            </button>
          ) : null}
          {children}
        </div>
      </dialog>
    </div>
  );
}

/** The dialog's actions: copy the link (selecting it for a manual copy where the clipboard refuses) and share through the browser's own sheet. */
function useShareActions(url: string, title: string, texts: ShareTexts, dialogRef: RefObject<HTMLDialogElement | null>) {
  const [copyStatus, setCopyStatus] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus(texts.copied);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopyStatus(texts.copyFailed);
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
      dialogRef.current?.close();
    } catch {
      // Cancelled by the visitor, or refused: the dialog's own options stay available.
    }
  }

  return { copyStatus, setCopyStatus, inputRef, copy, shareNatively };
}
