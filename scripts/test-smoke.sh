#!/usr/bin/env bash
# The fast lane a contributor runs before the whole suite (`npm run test:smoke`): the type check, the
# linter and the format check beside the unit and integration tests, in about half a minute on two cores.
# No build, no browser, no servers: what those find is the whole suite's (`npm test`). Exits non-zero
# when any part failed, after all of them ran.
set -uo pipefail
cd "$(dirname "$0")/.."
node scripts/check-node.mjs || exit 1
LOGS=$(mktemp -d "${TMPDIR:-/tmp}/matchpuls-smoke-XXXXXX")
trap 'rm -rf "$LOGS"' EXIT

# The same type check as the suite's: TypeScript 7's compiler, called by its path.
typecheck() { npx --no-install react-router typegen && node node_modules/typescript/bin/tsc --noEmit; }

declare -A pids
for part in typecheck lint format; do
  case $part in
    typecheck) typecheck >"$LOGS/$part.log" 2>&1 & ;;
    lint) npm run --silent lint >"$LOGS/$part.log" 2>&1 & ;;
    format) npm run --silent format:check >"$LOGS/$part.log" 2>&1 & ;;
  esac
  pids[$part]=$!
done

status=0
npx vitest run --reporter=dot || status=1
for part in typecheck lint format; do
  if wait "${pids[$part]}"; then
    echo "smoke: $part passed"
  else
    echo "smoke: $part FAILED"
    cat "$LOGS/$part.log"
    status=1
  fi
done
exit $status
