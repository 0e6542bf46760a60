import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useActionData, useNavigation, useSearchParams } from "react-router";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { SENT_PARAM } from "#app/http/page-query.ts";
import type { ContactActionData, ContactField, FieldErrors } from "./contact-schema.ts";
import { CONTACT_FIELDS, contactValuesOf, validateContact } from "./contact-schema.ts";
import { fieldId } from "./ContactFormFields.tsx";
import type { ContactMessages } from "./messages/contact.de.ts";

/** The element that takes the focus for a field: the input, or the group's first (checked) radio. */
export function focusField(form: HTMLFormElement | null, field: ContactField): void {
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

/**
 * The contact form's state: the errors to show (the form's own checks with JavaScript, else the
 * server's), the values and the outcome of the last submission, and where the focus goes after one.
 */
export function useContactForm(texts: ContactMessages) {
  const actionData = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
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
  // Without JavaScript the server's page focuses the first invalid field itself (autofocus).
  const autoFocusField = serverErrors ? firstInvalid(serverErrors) : undefined;

  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstInvalid(clientErrors ?? {});
    if (field) focusField(formRef.current, field);
  }, [focusRequest, clientErrors]);

  /** A submission made with JavaScript: "sent" until React Router starts it, then "in-flight". */
  const submissionRef = useRef<Submission>("none");
  useServerAnswerFocus({ submissionRef, formRef, resultRef, navigationState: navigation.state, actionData, serverErrors, sent });

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
    submissionRef.current = "sent";
  }

  return { formRef, resultRef, enhanced, submitting, errors, values, problem, sent, autoFocusField, onSubmit };
}

type Submission = "none" | "sent" | "in-flight";

/**
 * After the server's answer to a submission made with JavaScript (`submissionRef`, which `onSubmit`
 * sets to "sent"): the focus goes to the first invalid field, or (success, problem) stays where it
 * was while the live region announces the outcome; a success empties the form.
 */
function useServerAnswerFocus({
  submissionRef,
  formRef,
  resultRef,
  navigationState,
  actionData,
  serverErrors,
  sent,
}: {
  submissionRef: RefObject<Submission>;
  formRef: RefObject<HTMLFormElement | null>;
  resultRef: RefObject<HTMLDivElement | null>;
  navigationState: string;
  actionData: ContactActionData | undefined;
  serverErrors: FieldErrors | undefined;
  sent: boolean;
}) {
  useEffect(() => {
    if (submissionRef.current === "none") return;
    if (navigationState !== "idle") {
      submissionRef.current = "in-flight";
      return;
    }
    if (submissionRef.current !== "in-flight") return;
    submissionRef.current = "none";
    const field = serverErrors ? firstInvalid(serverErrors) : undefined;
    if (field) {
      focusField(formRef.current, field);
      return;
    }
    // Success or a problem: the live region announces it; the focus stays where it was.
    if (sent && formRef.current) clearForm(formRef.current);
    resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [navigationState, actionData, serverErrors, sent, submissionRef, formRef, resultRef]);
}
