/**
 * What a client of this API reports when a call fails without an answer to pass on
 * (docs/decisions/0103-results-client-errors.md): the statuses and messages the site's HTTP
 * client (app/results-api/client.server.ts) gives its `ResultsApiError`, and that docs/api.md
 * documents under "What the client makes of it". Part of the contract, so the generated reference
 * and the client cannot disagree.
 */

/** No answer: refused, closed, or none before the call's deadline. */
export const NO_RESPONSE_STATUS = 500;
export const NO_RESPONSE_MESSAGE = "request error";
/** A failure before any request was sent (bad URL, header or parameter); the message is the failure's own. */
export const NOT_SENT_STATUS = 0;
/** An error answer with neither a message, an error nor a status text. */
export const FALLBACK_ERROR_MESSAGE = "(Internal Server Error)";
/** A 200 that is not JSON or not of the call's shape, or an answer past the size cap. */
export const INVALID_RESPONSE_STATUS = 502;
