import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `.env.example` lists what an environment file may set: the systemd unit (deploy/matchpuls@.service)
 * sets PORT, HOST, DATA_DIR and NODE_ENV for each instance, and a file that set them too would
 * override the unit's and put two instances on one port or one DATA_DIR.
 */
const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
const unit = readFileSync(new URL("../../deploy/matchpuls@.service", import.meta.url), "utf8");
const assigned = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!);
const setByTheUnit = [...unit.matchAll(/^Environment=([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!);

describe(".env.example", () => {
  it("sets nothing the systemd unit sets itself, and says so in a comment for each", () => {
    expect(setByTheUnit).toEqual(expect.arrayContaining(["PORT", "HOST", "DATA_DIR", "NODE_ENV"]));
    for (const name of setByTheUnit) {
      expect(assigned, name).not.toContain(name);
      expect(example, name).toMatch(new RegExp(`^# .*\\b${name}\\b`, "m"));
    }
  });

  it("still lists the site's settings", () => {
    expect(assigned).toEqual(expect.arrayContaining(["SITE_URL", "TRUSTED_PROXY", "SMTP_URL", "CONTACT_TO", "METRICS_PORT", "CONTACT_OUTBOX_MAX_MESSAGES"]));
  });
});
