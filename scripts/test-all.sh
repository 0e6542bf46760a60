#!/usr/bin/env bash
# Runs every test of the project: type check, unit/integration tests (Vitest), the production
# build, the browser tests (Playwright in Debian's Chromium) and the reliability tests (Vitest
# against the built server). Every step runs even when an
# earlier one failed, and the last line is the plain total over all runners: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json reports/reliability.json
status=0
step() { echo; echo "==> $*"; "$@" || status=1; }

node scripts/check-node.mjs || exit 1
step bash scripts/ensure-chromium.sh
typecheck_ok=1
step npm run --silent typecheck || true
[ $status -eq 0 ] || typecheck_ok=0
step npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
if step npm run --silent build; then
  step npx playwright test
  # Against the production build as a child process: hostile requests, failing data sources, secrets.
  step npx vitest run --config tests/reliability/vitest.config.ts --reporter=default --reporter=json --outputFile.json=reports/reliability.json
else
  echo "The build failed: the browser and reliability tests cannot run." >&2
fi
node scripts/test-summary.mjs "$typecheck_ok" || status=1
exit $status
