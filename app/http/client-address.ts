/**
 * The header through which the server tells the app the visitor's address. The server
 * (`server/client-address.ts`) overwrites whatever a client sent in it, so the app may trust it.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
