import type { RefObject } from "react";
import { Form, Link } from "react-router";
import { href } from "#app/i18n/href.ts";
import type { Language } from "#lib/languages.ts";
import type { FieldErrors } from "./contact-schema.ts";
import { CONTACT_FIELDS, MESSAGE_TYPES } from "./contact-schema.ts";
import { ContactFormFields, fieldId } from "./ContactFormFields.tsx";
import { fieldErrorText } from "./error-texts.ts";
import type { ContactMessages } from "./messages/contact.de.ts";
import { focusField, useContactForm } from "./use-contact-form.ts";

/**
 * The contact form (docs/decisions/0600-contact-form.md). Without JavaScript it is a plain POST to
 * the page: the browser's own checks first, then the server's answer (errors with everything typed,
 * or the redirect to `?sent=1`). With JavaScript the same rules run before submitting, the answer
 * arrives without a page load, focus goes to the first invalid field (or to the result), and the
 * form is emptied after a success.
 */
export function ContactForm({ texts, language }: { texts: ContactMessages; language: Language }) {
  const { formRef, resultRef, enhanced, submitting, errors, values, problem, sent, autoFocusField, onSubmit } = useContactForm(texts);
  const invalidFields = CONTACT_FIELDS.filter((field) => errors[field]);

  return (
    <div className="contact">
      {/* Live regions, always present so that what appears in them is announced. */}
      <div ref={resultRef} className="contact__result">
        <div role="status">{sent ? <p className="contact__success">{texts.success}</p> : null}</div>
        <div role="alert">{problem ? <p className="contact__problem error-text">{problem}</p> : null}</div>
      </div>

      {invalidFields.length > 0 ? <ErrorSummary errors={errors} formRef={formRef} texts={texts} /> : null}

      <Form
        ref={formRef}
        method="post"
        // Multipart: the text travels as raw UTF-8, so the longest valid message stays far below the body limit.
        encType="multipart/form-data"
        action={href("contact", language)}
        className="contact-form"
        aria-label={texts.formLabel}
        noValidate={enhanced}
        preventScrollReset
        onSubmit={onSubmit}
      >
        <p className="contact-form__note">{texts.allRequired}</p>

        <ContactFormFields state={{ errors, values, autoFocusField, texts }} />

        <p className="contact-form__privacy">
          {texts.privacyNote} <Link to={href("privacy", language)}>{texts.privacyLink}</Link>.
        </p>

        <button type="submit" className="button">
          {submitting ? texts.submitting : texts.submit}
        </button>
      </Form>
    </div>
  );
}

/** Above the form: each invalid field's error, a link that takes the focus to the field. */
function ErrorSummary({ errors, formRef, texts }: { errors: FieldErrors; formRef: RefObject<HTMLFormElement | null>; texts: ContactMessages }) {
  return (
    <div className="contact__summary">
      <p className="contact__summary-title">{texts.errors.summary}</p>
      <ul>
        {CONTACT_FIELDS.filter((field) => errors[field]).map((field) => (
          <li key={field}>
            <a
              href={`#${field === "type" ? `${fieldId("type")}-${MESSAGE_TYPES[0]}` : fieldId(field)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(formRef.current, field);
              }}
            >
              {fieldErrorText(errors[field]!, texts)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
