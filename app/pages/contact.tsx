import { useLoaderData, type ActionFunctionArgs, type HeadersFunction } from "react-router";
import { PageHeader } from "../components/PageHeader.tsx";
import { contactAction } from "../contact/contact-action.server.ts";
import { ContactForm } from "../contact/ContactForm.tsx";
import { metaFromLoader } from "../seo/page-meta.ts";
import { useSite } from "../i18n/use-site.ts";
import { dictionaryPageLoader } from "./page-loader.server.ts";

/**
 * The contact page: the form of app/contact/ (docs/decisions/0600-contact-form.md). The GET page
 * is the same for every visitor (cacheable; `?sent=1` shows the success text); only the answers
 * to a POST depend on what was sent, and they are never cached.
 */
export const loader = dictionaryPageLoader("contact");

export function action({ request }: ActionFunctionArgs) {
  return contactAction(request);
}

export const meta = metaFromLoader;

/** The action's headers (Cache-Control: no-store, Retry-After) win over the page's. */
export const headers: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

export default function Page() {
  const { heading, lead } = useLoaderData<typeof loader>();
  const { language, messages } = useSite();
  return (
    <div className="container">
      <PageHeader heading={heading} lead={lead} />
      <ContactForm texts={messages.contact} language={language} />
    </div>
  );
}
