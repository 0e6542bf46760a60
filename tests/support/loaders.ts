/** Calling route loaders with real Requests in unit tests. */
export const ORIGIN = "http://localhost";

export const loaderArgs = (path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ({ request: new Request(ORIGIN + path, { headers }), params, context: {} }) as never;

/** What a loader throws (a redirect Response, a `data()` 404); fails when it does not throw. */
export async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}
