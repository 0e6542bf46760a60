import { parseArgs } from "node:util";

/**
 * Where a Cockpit command (`npm run cms:seed`, `npm run cms:check`) finds Cockpit: `--url` and `--token`,
 * or CONTENT_API_URL and CONTENT_API_TOKEN as the site reads them. With `--help`, or without either, it
 * prints the usage and exits (0 with `--help`, else 2); a URL that is not http(s) exits 2 with the reason.
 */
export function cockpitConnection(command: string, purpose?: string): { url: string; token: string } {
  const { values } = parseArgs({
    options: { url: { type: "string" }, token: { type: "string" }, help: { type: "boolean" } },
    allowPositionals: false,
  });
  const url = values.url ?? process.env.CONTENT_API_URL;
  const token = values.token ?? process.env.CONTENT_API_TOKEN;
  if (values.help || !url || !token) {
    const usage = `Usage: npm run ${command} -- --url https://cms.example/api --token API_KEY\n(or CONTENT_API_URL and CONTENT_API_TOKEN in the environment)`;
    console.log(purpose ? `${usage}\n${purpose}` : usage);
    process.exit(values.help ? 0 : 2);
  }
  if (!/^https?:\/\//.test(url)) {
    console.error(`--url must be Cockpit's API base (http(s)://host/api), not ${JSON.stringify(url)}`);
    process.exit(2);
  }
  return { url, token };
}
