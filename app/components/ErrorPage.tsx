import { useEffect } from "react";
import { Link } from "react-router";
import type { Language } from "../../lib/languages.ts";
import { ERROR_TEXTS } from "../i18n/error-texts.ts";
import { href } from "../i18n/href.ts";
import { progressStore } from "./layout/progress.ts";

/**
 * The not-found and error page (docs/decisions/0001-route-table-and-language-rules.md): a question mark, a title, a description, a link
 * home and a link to contact, in the page's language. `message` is the error's own text (such as
 * "This page could not be found"); a stack trace never reaches a visitor.
 */
export function ErrorPage({ language, status, message }: { language: Language; status: number; message?: string }) {
  const texts = ERROR_TEXTS[language];
  const notFound = status === 404;
  useEffect(() => progressStore.fail(), []);
  return (
    <div className="error-page container">
      <p className="error-page__mark" aria-hidden="true">
        ?
      </p>
      <h1>{notFound ? texts.notFoundTitle : texts.serverErrorTitle}</h1>
      <p className="error-page__description">{notFound ? texts.notFoundDescription : texts.serverErrorDescription}</p>
      <p className="error-page__status">
        {texts.status} {status}
        {message ? (
          <>
            {" · "}
            <span lang="en">{message}</span>
          </>
        ) : null}
      </p>
      <p className="error-page__actions">
        <Link className="button" to={href("home", language)}>
          {texts.home}
        </Link>
        <Link className="button button--secondary" to={href("contact", language)}>
          {texts.contact}
        </Link>
      </p>
    </div>
  );
}
