import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { servedFrom } from "./app.ts";

let server: Server | undefined;
afterEach(() => server?.close());

describe("static files", () => {
  it("a file removed after start (a new build under the running process) costs that answer, not the process", async () => {
    const directory = mkdtempSync(join(tmpdir(), "static-files-"));
    writeFileSync(join(directory, "gone.js"), "x".repeat(100_000));
    writeFileSync(join(directory, "kept.js"), "kept");
    const serve = servedFrom(directory, {});
    server = createServer((req, res) =>
      serve(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    rmSync(join(directory, "gone.js"));

    await expect(fetch(`${base}/gone.js`).then((response) => response.text())).rejects.toThrow();
    const kept = await fetch(`${base}/kept.js`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe("kept");
    rmSync(directory, { recursive: true });
  });

  it("a hashed asset this build lacks (another build's) is a 404 no shared cache keeps; other files fall through", async () => {
    const directory = mkdtempSync(join(tmpdir(), "static-files-"));
    mkdirSync(join(directory, "assets"));
    writeFileSync(join(directory, "assets", "root-AAAA1111.js"), "root");
    const serve = servedFrom(directory, { "X-Content-Type-Options": "nosniff" });
    server = createServer((req, res) =>
      serve(req, res, () => {
        res.writeHead(404, { "Cache-Control": "public, max-age=0, s-maxage=60" }).end("the site's not-found page");
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    expect((await fetch(`${base}/assets/root-AAAA1111.js`)).headers.get("cache-control")).toContain("immutable");
    for (const path of ["/assets/root-BBBB2222.js", "/assets/nested/site-CCCC3333.css", "/assets/"]) {
      const unknown = await fetch(`${base}${path}`);
      expect(unknown.status, path).toBe(404);
      expect(unknown.headers.get("cache-control"), path).toBe("no-store");
      expect(unknown.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(await unknown.text(), path).toBe("Not Found\n");
    }
    const head = await fetch(`${base}/assets/root-BBBB2222.js`, { method: "HEAD" });
    expect([head.status, head.headers.get("cache-control")]).toEqual([404, "no-store"]);
    // Everything else that is not a file is the site's to answer (its not-found page, a route).
    const page = await fetch(`${base}/assets-list`);
    expect([page.status, await page.text()]).toEqual([404, "the site's not-found page"]);
    rmSync(directory, { recursive: true });
  });
});
