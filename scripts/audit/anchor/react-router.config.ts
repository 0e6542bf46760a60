import type { Config } from "@react-router/dev/config";

/**
 * The audit's anchor (scripts/audit/anchor.mjs): the smallest React Router app a page of the site can
 * be compared with. Built into a directory outside the repository, which the audit names.
 */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.AUDIT_ANCHOR_BUILD_DIR ?? "build",
} satisfies Config;
