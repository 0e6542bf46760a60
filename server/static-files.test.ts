import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFiles } from "./precompressed-files.ts";
import { servedFrom } from "./static-files.ts";

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

  it("the build writes brotli and gzip copies of the files worth compressing, served as they are to clients that accept them", async () => {
    const directory = mkdtempSync(join(tmpdir(), "static-files-"));
    mkdirSync(join(directory, "assets"));
    const script = `export const teams = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Team ${i}`))};\n`;
    writeFileSync(join(directory, "assets", "teams-AAAA1111.js"), script);
    writeFileSync(join(directory, "flag.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`);
    writeFileSync(join(directory, "share.png"), Buffer.alloc(4_000, 7));
    writeFileSync(join(directory, "robots.txt"), "User-agent: *\n");
    const report = await precompressFiles(directory);
    expect(report.files).toBe(2);
    expect(report.brotliBytes).toBeLessThan(report.bytes / 4);
    for (const file of ["assets/teams-AAAA1111.js", "flag.svg"])
      for (const suffix of [".br", ".gz"]) expect(existsSync(join(directory, file + suffix)), file + suffix).toBe(true);
    for (const file of ["share.png", "robots.txt"])
      for (const suffix of [".br", ".gz"]) expect(existsSync(join(directory, file + suffix)), file + suffix).toBe(false);

    const serve = servedFrom(directory, { "X-Content-Type-Options": "nosniff" });
    server = createServer((req, res) => serve(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const br = await get("/assets/teams-AAAA1111.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    // The client's weights decide, as for pages: gzip weighed above brotli gets gzip.
    const gz = await get("/assets/teams-AAAA1111.js", "gzip;q=1, br;q=0.5");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/teams-AAAA1111.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get("/share.png", "br")).headers["content-encoding"]).toBeUndefined();
    rmSync(directory, { recursive: true });
  });
});
