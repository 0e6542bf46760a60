/**
 * The part of `negotiator` 1.x the server uses (server/compression.ts). DefinitelyTyped's
 * `@types/negotiator` describes 0.6, whose `encoding()` takes no preferred order.
 */
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The encoding the client weighs highest among `available`; on a tie, the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
