import type { ContactField, ContactValues, FieldErrors } from "./contact-schema.ts";
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH, MESSAGE_TYPES } from "./contact-schema.ts";
import { fieldErrorText, messageHintText } from "./error-texts.ts";
import type { ContactMessages } from "./messages/contact.de.ts";

/** The ids the fields, their errors and hints have: the error summary's links and the focus find the fields by them. */
export const fieldId = (field: ContactField | "homepage") => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const hintId = (field: ContactField) => `contact-${field}-hint`;

/** What every field reads: the errors shown, the values sent back after a submission without JavaScript, the field to focus then. */
export interface FieldsState {
  errors: FieldErrors;
  values: ContactValues | undefined;
  autoFocusField: ContactField | undefined;
  texts: ContactMessages;
}

const describedBy = (errors: FieldErrors, field: ContactField, withHint: boolean) =>
  [errors[field] ? errorId(field) : undefined, withHint ? hintId(field) : undefined].filter(Boolean).join(" ") || undefined;

function FieldError({ field, state: { errors, texts } }: { field: ContactField; state: FieldsState }) {
  const code = errors[field];
  return code ? (
    <p className="contact-form__error error-text" id={errorId(field)}>
      {fieldErrorText(code, texts)}
    </p>
  ) : null;
}

/** The form's fields: the e-mail address, what it is about, the message, and the honeypot. */
export function ContactFormFields({ state }: { state: FieldsState }) {
  return (
    <>
      <EmailField state={state} />
      <TypeChoices state={state} />
      <MessageField state={state} />

      {/* The honeypot: out of sight and out of the tab order; people leave it empty, bots do not. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={fieldId("homepage")}>{state.texts.honeypot}</label>
        <input id={fieldId("homepage")} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

function EmailField({ state }: { state: FieldsState }) {
  const { errors, values, autoFocusField, texts } = state;
  return (
    <div className="contact-form__field">
      <label className="contact-form__label" htmlFor={fieldId("email")}>
        {texts.email.label}
      </label>
      <p className="contact-form__hint" id={hintId("email")}>
        {texts.email.hint}
      </p>
      <FieldError field="email" state={state} />
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
        aria-describedby={describedBy(errors, "email", true)}

        // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a submission without JavaScript, on the first invalid field (ADR 0600)
        autoFocus={autoFocusField === "email"}
      />
    </div>
  );
}

function TypeChoices({ state }: { state: FieldsState }) {
  const { errors, values, autoFocusField, texts } = state;
  return (
    <fieldset
      className="contact-form__field contact-form__choices"
      role="radiogroup"
      aria-required="true"
      aria-invalid={errors.type ? true : undefined}
      aria-describedby={describedBy(errors, "type", false)}
    >
      <legend className="contact-form__label">{texts.type.legend}</legend>
      <FieldError field="type" state={state} />
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
  );
}

function MessageField({ state }: { state: FieldsState }) {
  const { errors, values, autoFocusField, texts } = state;
  return (
    <div className="contact-form__field">
      <label className="contact-form__label" htmlFor={fieldId("message")}>
        {texts.message.label}
      </label>
      <p className="contact-form__hint" id={hintId("message")}>
        {messageHintText(texts)}
      </p>
      <FieldError field="message" state={state} />
      <textarea
        id={fieldId("message")}
        name="message"
        rows={8}
        maxLength={MESSAGE_MAX_LENGTH}
        required
        defaultValue={values?.message}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={describedBy(errors, "message", true)}

        // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a submission without JavaScript, on the first invalid field (ADR 0600)
        autoFocus={autoFocusField === "message"}
      />
    </div>
  );
}
