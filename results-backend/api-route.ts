import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { handleApiRequest } from "./handler.server.ts";

/**
 * Resource route for `api/*`: the embedded results & news backend. Every method reaches the same
 * handler, which answers POST and turns anything else into a 405 JSON error. React Router calls the
 * loader for GET/HEAD and the action for the other methods.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Response> {
  return handleApiRequest(request);
}

export async function action({ request }: ActionFunctionArgs): Promise<Response> {
  return handleApiRequest(request);
}
