import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
});
