import { z } from "zod";
import { DEFAULT_IOS_APP_STORE_ID } from "./app-store-id.ts";

/**
 * The configuration of the links into the installed app (docs/decisions/0801-app-pages-and-app-links.md),
 * part of the environment schema (app/config/env.server.ts). The App Store id feeds the smart app
 * banner; the other four feed the association files, each answered only when both of its
 * variables are set.
 */

/** A SHA-256 certificate fingerprint as Google prints it: 32 bytes in hex, colon-separated. */
const SHA256_FINGERPRINT = /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/;

/** `AA:BB:…,CC:DD:…` → the fingerprints in upper case; an entry of any other shape is refused by name. */
const fingerprintList = z.string().transform((value, ctx) => {
  const fingerprints = value
    .split(",")
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  const bad = fingerprints.find((fingerprint) => !SHA256_FINGERPRINT.test(fingerprint));
  if (bad !== undefined || fingerprints.length === 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be comma-separated SHA-256 certificate fingerprints, 32 bytes in hex each (AA:BB:…:FF)${bad ? `; "${bad.slice(0, 20)}…" is not one` : ""}`,
    });
    return z.NEVER;
  }
  return [...new Set(fingerprints)];
});

export const APP_LINK_VARIABLES = {
  /** Numeric; default: the id in the App Store link of app/config/company.ts. */
  IOS_APP_STORE_ID: z
    .string()
    .regex(/^\d{6,12}$/, "must be the app's numeric App Store id, e.g. 6450000000")
    .optional()
    .transform((id) => id ?? DEFAULT_IOS_APP_STORE_ID),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, "must be the 10-character Apple team id, e.g. ABCDE12345")
    .optional(),
  IOS_BUNDLE_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/, "must be the app's bundle id, e.g. com.example.matchpuls")
    .optional(),
  ANDROID_PACKAGE: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/, "must be the app's package name, e.g. com.example.matchpuls")
    .optional(),
  ANDROID_CERT_FINGERPRINTS: fingerprintList.optional(),
};

type AppLinkEnv = { [K in keyof typeof APP_LINK_VARIABLES]?: z.output<(typeof APP_LINK_VARIABLES)[K]> };

/** Variables that only work in pairs: one without the other is a start-up error naming the missing one. */
const PAIRS = [
  ["APPLE_TEAM_ID", "IOS_BUNDLE_ID"],
  ["ANDROID_PACKAGE", "ANDROID_CERT_FINGERPRINTS"],
] as const;

export function appLinkIssues(env: AppLinkEnv): { path: [string]; message: string }[] {
  return PAIRS.flatMap(([a, b]) => {
    if (env[a] !== undefined && env[b] === undefined) return [{ path: [b] as [string], message: `is required when ${a} is set` }];
    if (env[b] !== undefined && env[a] === undefined) return [{ path: [a] as [string], message: `is required when ${b} is set` }];
    return [];
  });
}
