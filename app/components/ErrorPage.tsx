import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import type { Language } from "#lib/languages.ts";
import { ERROR_TEXTS, siteErrorMessage } from "../i18n/error-texts.ts";
import { href } from "../i18n/href.ts";
import { progressStore } from "./layout/progress.ts";

/**
 * The not-found and error page (docs/decisions/0001-route-table-and-language-rules.md): a question mark, a title, a description, a link
 * home and a link to contact, in the page's language, and a status line: the error's status, and
 * the site's own message of a 404 (such as "This page could not be found"). Nothing else of the
 * error is shown: not a stack trace, and not the body of an answer the site did not write (a
 * proxy's 502 page met by a client-side navigation reaches here as the error's data).
 */
export function ErrorPage({ language, error }: { language: Language; error: unknown }) {
  const texts = ERROR_TEXTS[language];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? siteErrorMessage(error.data) : undefined;
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
