// The baseline of `npm run bench`: a bare Node HTTP server answering every request with the
// bytes and content type it is given (the home page as the site served it).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
createServer((req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
