import { PageHeader } from "#app/components/PageHeader.tsx";
import { pageContext } from "#app/i18n/page-language.server.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { dictionaryPage } from "#app/seo/page-loader.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/contact";
import { contactAction } from "./contact-action.server.ts";
import { type ContactActionData, contactValuesOf } from "./contact-schema.ts";
import { ContactForm } from "./ContactForm.tsx";

/**
 * The contact page: the form of app/features/contact/ (docs/decisions/0600-contact-form.md). The GET page
 * is the same for every visitor (cacheable; `?sent=1` shows the success text); only the answers
 * to a POST depend on what was sent, and they are never cached.
 */
export function loader({ context }: Route.LoaderArgs) {
  return dictionaryPage("contact", context);
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, pageContext(context).language, servicesOf(context).contact);
}

/**
 * With JavaScript the form posts through React Router's data request. An answer that is not the
 * site's own (a proxy's 5xx, a dropped connection) would otherwise replace the page with the error
 * page and lose what was typed: the form stays instead, filled in, with its failure text. The site's
 * own answers (field errors, its 503 with the failure text, the redirect after success) pass as they are.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ContactActionData> {
  const values = contactValuesOf(await request.clone().formData());
  try {
    return (await serverAction()) as ContactActionData;
  } catch (error) {
    if (error instanceof Response) throw error;
    return { status: "unanswered", values };
  }
}

export const meta: Route.MetaFunction = metaFromLoader;

/** The action's headers (Cache-Control: no-store, Retry-After) win over the page's. */
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

export default function Page({ loaderData: { heading, lead } }: Route.ComponentProps) {
  const { language, messages } = useSite();
  return (
    <div className="container">
      <PageHeader heading={heading} lead={lead} />
      <ContactForm texts={messages.contact} language={language} />
    </div>
  );
}
