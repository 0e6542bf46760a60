#!/usr/bin/env bash
# Runs every test of the project: type check, lint (ESLint), format check (Prettier), unit/integration
# tests (Vitest), the production build, the browser tests (Playwright in Debian's Chromium), the
# reliability tests (Vitest against the built server) and the deployment test (nginx in front of two
# instances, scripts/deploy-test/). Every step runs even when an
# earlier one failed, and the last line is the plain total over all runners: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json reports/reliability.json reports/deploy.json
status=0
# A failed step sets the exit status and returns its failure, for the checks counted below and the build.
step() { echo; echo "==> $*"; "$@" && return 0; status=1; return 1; }
# The linter's TypeScript 6 (devDependency typescript6) has a `tsc` too: an `npm install` that adds or updates only it
# takes over node_modules/.bin/tsc (`npm ci` links TypeScript 7's). The type check must be TypeScript 7's.
tsc_is_typescript_7() {
  npx --no-install tsc --version | grep -q "^Version 7\." && return 0
  echo "node_modules/.bin/tsc is not TypeScript 7 (run npm ci)" >&2
  return 1
}

node scripts/check-node.mjs || exit 1
step bash scripts/ensure-chromium.sh
typecheck_ok=1
step tsc_is_typescript_7 || typecheck_ok=0
step npm run --silent typecheck || typecheck_ok=0
lint_ok=1
step npm run --silent lint || lint_ok=0
format_ok=1
step npm run --silent format:check || format_ok=0
step npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
if step npm run --silent build; then
  step npx playwright test
  # Against the production build as a child process: hostile requests, failing data sources, secrets.
  step npx vitest run --config tests/reliability/vitest.config.ts --reporter=default --reporter=json --outputFile.json=reports/reliability.json
  # The production deployment of deploy/: two instances behind nginx (installed via apt when missing), a rolling
  # restart under load; writes reports/deploy.json.
  step npm run --silent test:deploy
else
  echo "The build failed: the browser, reliability and deployment tests cannot run." >&2
fi
node scripts/test-summary.mjs "$typecheck_ok" "$lint_ok" "$format_ok" || status=1
exit $status
