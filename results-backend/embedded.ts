import { openDatabase } from "./database.server.ts";
import { type ApiRequestHandler, createApiHandler } from "./handler.server.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The embedded results & news backend as the site's server runs it in-process (docs/api.md): its
 * SQLite database in `dataDir` is opened, and built first when it is missing or outdated, right
 * here, so a broken data set or an unwritable DATA_DIR is an error at start-up naming the cause.
 * `handle` answers the API's Requests exactly as the backend would over the network.
 */
export interface EmbeddedBackend {
  handle: ApiRequestHandler;
  close(): void;
}

export function openEmbeddedBackend(dataDir: string): EmbeddedBackend {
  const database = openDatabase(dataDir);
  return { handle: createApiHandler(new ResultsStore(database)), close: () => database.close() };
}
