#!/usr/bin/env bash
# Runs every test of the project: type check, unit/integration tests (Vitest), the production
# build and the browser tests (Playwright in Debian's Chromium). Every step runs even when an
# earlier one failed, and the last line is the plain total over all runners: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json
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
else
  echo "The build failed: the browser tests cannot run." >&2
fi
node scripts/test-summary.mjs "$typecheck_ok" || status=1
exit $status
