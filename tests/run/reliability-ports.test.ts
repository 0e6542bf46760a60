import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Each reliability file starts servers and fakes on fixed ports, and two files run side by side
 * (tests/reliability/vitest.config.ts, `maxWorkers: 2`, ADR 0809): a port two files name would fail whichever starts second
 * (EADDRINUSE), or send one file's requests to the other's server. Read from the files as they name them: `const NAME_PORT = 3520;` and `NAME_PORT + 1`.
 */
const RELIABILITY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../reliability");

/** The fixed ports a test file's source names, with the expression that names each. */
function portsNamedIn(source: string): Map<number, string> {
  const constants = new Map<string, number>();
  for (const [, name, value] of source.matchAll(/\bconst (\w*PORT) = (\d{4,5});/g)) constants.set(name!, Number(value));
  const ports = new Map<number, string>();
  for (const [name, port] of constants) ports.set(port, name);
  for (const [expression, name, offset] of source.matchAll(/\b(\w*PORT) \+ (\d+)\b/g)) {
    const base = constants.get(name!);
    if (base !== undefined) ports.set(base + Number(offset), expression);
  }
  return ports;
}

describe("the reliability tests' ports", () => {
  it("reads constants and offsets", () => {
    const ports = portsNamedIn("const SITE_PORT = 3540;\nconst COCKPIT_PORT = 3541;\nstartFake(COCKPIT_PORT + 1);\nstartSite(SITE_PORT + 3);");
    expect([...ports]).toEqual([
      [3540, "SITE_PORT"],
      [3541, "COCKPIT_PORT"],
      [3542, "COCKPIT_PORT + 1"],
      [3543, "SITE_PORT + 3"],
    ]);
  });

  it("are each named by one file only, so files can run side by side", () => {
    const files = readdirSync(RELIABILITY).filter((name) => name.endsWith(".ts"));
    const owners = new Map<number, string[]>();
    for (const file of files) {
      for (const [port, expression] of portsNamedIn(readFileSync(path.join(RELIABILITY, file), "utf8"))) {
        owners.set(port, [...(owners.get(port) ?? []), `${file} (${expression})`]);
      }
    }
    expect(owners.size, "ports found").toBeGreaterThan(40);
    const shared = [...owners].filter(([, names]) => names.length > 1).map(([port, names]) => `${port}: ${names.join(", ")}`);
    expect(shared).toEqual([]);
  });
});
