import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Language } from "../../../lib/languages.ts";
import { useHydrated } from "../../components/use-hydrated.ts";
import { SENT_PARAM } from "../../http/page-query.ts";
import { href } from "../../i18n/href.ts";
import type { ContactActionData, ContactField, FieldErrors } from "./contact-schema.ts";
import { CONTACT_FIELDS, contactValuesOf, EMAIL_MAX_LENGTH, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH, MESSAGE_TYPES, validateContact } from "./contact-schema.ts";
import { fieldErrorText, messageHintText } from "./error-texts.ts";
import type { ContactMessages } from "./messages/contact.de.ts";

/**
 * The contact form (docs/decisions/0600-contact-form.md). Without JavaScript it is a plain POST to
 * the page: the browser's own checks first, then the server's answer (errors with everything typed,
 * or the redirect to `?sent=1`). With JavaScript the same rules run before submitting, the answer
 * arrives without a page load, focus goes to the first invalid field (or to the result), and the
 * form is emptied after a success.
 */

const fieldId = (field: ContactField | "homepage") => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const hintId = (field: ContactField) => `contact-${field}-hint`;

/** The element that takes the focus for a field: the input, or the group's first (checked) radio. */
function focusField(form: HTMLFormElement | null, field: ContactField): void {
  if (!form) return;
  const target =
    field === "type"
      ? (form.querySelector<HTMLInputElement>('input[name="type"]:checked') ?? form.querySelector<HTMLInputElement>('input[name="type"]'))
      : form.querySelector<HTMLElement>(`#${fieldId(field)}`);
  target?.focus();
}

const firstInvalid = (errors: FieldErrors) => CONTACT_FIELDS.find((field) => errors[field]);

/** Empties the form after a success (not `reset()`: it would bring back a previous answer's values). */
function clearForm(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "radio") element.checked = false;
    else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = "";
  }
}

export function ContactForm({ texts, language }: { texts: ContactMessages; language: Language }) {
  const actionData = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  /** A submission made with JavaScript: "sent" until React Router starts it, then "in-flight". */
  const submission = useRef<"none" | "sent" | "in-flight">("none");
  // With JavaScript, the form's own messages replace the browser's (in the page's language).
  const enhanced = useHydrated();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const submitting = navigation.state === "submitting";
  const serverErrors = actionData?.status === "invalid" ? actionData.errors : undefined;
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  // The site's own failure text, also where no answer of the site's came back (the route's clientAction).
  const problem = actionData?.status === "unanswered" ? texts.failure : actionData && "message" in actionData ? actionData.message : undefined;
  const sent = searchParams.get(SENT_PARAM) === "1" && !actionData && !clientErrors;
  const invalidFields = CONTACT_FIELDS.filter((field) => errors[field]);
  // Without JavaScript the server's page focuses the first invalid field itself (autofocus).
  const autoFocusField = serverErrors ? firstInvalid(serverErrors) : undefined;

  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstInvalid(clientErrors ?? {});
    if (field) focusField(formRef.current, field);
  }, [focusRequest, clientErrors]);

  // The server's answer to a submission made with JavaScript.
  useEffect(() => {
    if (submission.current === "none") return;
    if (navigation.state !== "idle") {
      submission.current = "in-flight";
      return;
    }
    if (submission.current !== "in-flight") return;
    submission.current = "none";
    const field = serverErrors ? firstInvalid(serverErrors) : undefined;
    if (field) {
      focusField(formRef.current, field);
      return;
    }
    // Success or a problem: the live region announces it; the focus stays where it was.
    if (sent && formRef.current) clearForm(formRef.current);
    resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [navigation.state, actionData, serverErrors, sent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const result = validateContact(contactValuesOf(new FormData(event.currentTarget)));
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
      setFocusRequest((n) => n + 1);
      return;
    }
    setClientErrors(null);
    submission.current = "sent";
  }

  const describedBy = (field: ContactField, withHint: boolean) =>
    [errors[field] ? errorId(field) : undefined, withHint ? hintId(field) : undefined].filter(Boolean).join(" ") || undefined;

  const fieldError = (field: ContactField) => {
    const code = errors[field];
    return code ? (
      <p className="contact-form__error error-text" id={errorId(field)}>
        {fieldErrorText(code, texts)}
      </p>
    ) : null;
  };

  return (
    <div className="contact">
      {/* Live regions, always present so that what appears in them is announced. */}
      <div ref={resultRef} className="contact__result">
        <div role="status">{sent ? <p className="contact__success">{texts.success}</p> : null}</div>
        <div role="alert">{problem ? <p className="contact__problem error-text">{problem}</p> : null}</div>
      </div>

      {invalidFields.length > 0 ? (
        <div className="contact__summary">
          <p className="contact__summary-title">{texts.errors.summary}</p>
          <ul>
            {invalidFields.map((field) => (
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
      ) : null}

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

        <div className="contact-form__field">
          <label className="contact-form__label" htmlFor={fieldId("email")}>
            {texts.email.label}
          </label>
          <p className="contact-form__hint" id={hintId("email")}>
            {texts.email.hint}
          </p>
          {fieldError("email")}
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={texts.email.placeholder}
            maxLength={EMAIL_MAX_LENGTH}
            required
            defaultValue={values?.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email", true)}

            // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a submission without JavaScript, on the first invalid field (ADR 0600)
            autoFocus={autoFocusField === "email"}
          />
        </div>

        <fieldset
          className="contact-form__field contact-form__choices"
          role="radiogroup"
          aria-required="true"
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={describedBy("type", false)}
        >
          <legend className="contact-form__label">{texts.type.legend}</legend>
          {fieldError("type")}
          {MESSAGE_TYPES.map((type, index) => (
            <label key={type} className="contact-form__choice">
              <input
                id={`${fieldId("type")}-${type}`}
                type="radio"
                name="type"
                value={type}
                required
                defaultChecked={values?.type === type}

                // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a submission without JavaScript, on the first invalid field (ADR 0600)
                autoFocus={autoFocusField === "type" && index === 0}
              />
              <span>{texts.type[type]}</span>
            </label>
          ))}
        </fieldset>

        <div className="contact-form__field">
          <label className="contact-form__label" htmlFor={fieldId("message")}>
            {texts.message.label}
          </label>
          <p className="contact-form__hint" id={hintId("message")}>
            {messageHintText(texts)}
          </p>
          {fieldError("message")}
          <textarea
            id={fieldId("message")}
            name="message"
            rows={8}
            maxLength={MESSAGE_MAX_LENGTH}
            required
            defaultValue={values?.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message", true)}

            // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a submission without JavaScript, on the first invalid field (ADR 0600)
            autoFocus={autoFocusField === "message"}
          />
        </div>

        {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots do not. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={fieldId("homepage")}>{texts.honeypot}</label>
          <input id={fieldId("homepage")} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

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
