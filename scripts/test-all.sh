#!/usr/bin/env bash
# Runs every test of the project: type check, lint (ESLint), format check (Prettier), unit/integration
# tests (Vitest), the production build, the browser tests (Playwright in Debian's Chromium), the
# first-visit guard (tests/perf/: main-thread work against the audit's anchor), the
# reliability tests (Vitest against the built server) and the deployment test (nginx in front of two
# instances, scripts/deploy-test/). Every step runs even when an earlier one failed, and the last line
# is the plain total over all runners: `N passed, N failed`.
#
# On two cores the CPU is the limit: the static checks and the build run beside Vitest (ESLint and each
# Vitest worker use one core each), then the steps that start servers: the browser tests and the
# first-visit guard each alone (they fill both cores, and the guard measures), then the reliability
# tests and the deployment test, one after the other. Each step's time is printed; `reports/steps.txt`
# keeps them.
# Nothing outlives the run (scripts/test-processes.sh), and everything it writes to the temporary
# directory goes with it: what is left there when the tests are done fails the run as one check.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
source scripts/test-processes.sh

node scripts/check-node.mjs || exit 1
mkdir -p reports/logs
rm -f reports/vitest.json reports/playwright.json reports/perf.json reports/reliability.json reports/deploy.json reports/steps.txt reports/logs/*.log

# Processes an earlier run of this checkout left when it was killed outright: ended before anything starts.
reap_stale_runs

# The run's own temporary directory, removed when the run ends however it ends. The caches tools keep
# in the temporary directory (compiled modules, Playwright's transformed test files) live in
# node_modules/.cache instead, so each run does not start cold.
RUN_TMP=$(mktemp -d "${TMPDIR:-/tmp}/matchpuls-test-XXXXXX")
# Others may pass through (not list): the deployment test's nginx workers run as an unprivileged user
# and must reach their cache below it, as in the system's temporary directory.
chmod 711 "$RUN_TMP"
export TMPDIR=$RUN_TMP
export NODE_COMPILE_CACHE=${NODE_COMPILE_CACHE:-$ROOT/node_modules/.cache/node-compile-cache}
export PLAYWRIGHT_TRANSFORM_CACHE_DIR=${PLAYWRIGHT_TRANSFORM_CACHE_DIR:-$ROOT/node_modules/.cache/playwright-transform}
remove_run_tmp() { rm -rf "$RUN_TMP"; }
start_run remove_run_tmp

status=0
now() { date +%s.%N; }
seconds_since() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.1f", end - start }'; }
record_time() { printf '%-12s %6s s  %s\n' "$1" "$2" "$3" >>reports/steps.txt; }

# A step in the foreground: its output as it comes. Run in the background and waited for, so a signal
# stops the run at once (see start_run). A failed step sets the exit status and returns its failure.
step() {
  local name=$1 started
  shift
  echo
  echo "==> $name: $*"
  started=$(now)
  "$@" &
  if wait $!; then
    echo "<== $name passed in $(seconds_since "$started") s"
    record_time "$name" "$(seconds_since "$started")" passed
    return 0
  fi
  echo "<== $name FAILED after $(seconds_since "$started") s"
  record_time "$name" "$(seconds_since "$started")" failed
  status=1
  return 1
}

# A step beside others: started now, its output kept in reports/logs/<name>.log and shown by `finish`.
declare -A background_pid
# Its time is its own (written when it ends, unless the step wrote a more precise one), not the wait for it.
begin() {
  local name=$1
  shift
  (
    started=$(now)
    "$@" >"reports/logs/$name.log" 2>&1
    result=$?
    [ -e "$RUN_TMP/$name.seconds" ] || seconds_since "$started" >"$RUN_TMP/$name.seconds"
    exit $result
  ) &
  background_pid[$name]=$!
}
finish() {
  local name=$1 result=0 took
  wait "${background_pid[$name]}" || result=1
  took=$(cat "$RUN_TMP/$name.seconds" 2>/dev/null || echo "?")
  echo
  echo "==> $name (beside the others)"
  cat "reports/logs/$name.log"
  if [ $result -eq 0 ]; then
    echo "<== $name passed in $took s"
    record_time "$name" "$took" passed
    return 0
  fi
  echo "<== $name FAILED after $took s"
  record_time "$name" "$took" failed
  status=1
  return 1
}

# The type check with TypeScript 7's compiler, called by its path: the linter's TypeScript 6
# (devDependency typescript6) has a `tsc` too, which an `npm install` that adds or updates only it
# links as node_modules/.bin/tsc.
TSC=node_modules/typescript/bin/tsc
typecheck() {
  if ! node "$TSC" --version | grep -q "^Version 7\."; then
    echo "$TSC is not TypeScript 7 (run npm ci)" >&2
    return 1
  fi
  npx --no-install react-router typegen && node "$TSC" --noEmit
}
# The build after the type check: both read and write React Router's generated types (.react-router/).
typecheck_then_build() {
  local typecheck_result=0 started
  started=$(now)
  typecheck || typecheck_result=1
  seconds_since "$started" >"$RUN_TMP/typecheck.seconds"
  echo "$typecheck_result" >"$RUN_TMP/typecheck.result"
  started=$(now)
  if npm run --silent build >"reports/logs/build.log" 2>&1; then echo 0 >"$RUN_TMP/build.result"; else echo 1 >"$RUN_TMP/build.result"; fi
  seconds_since "$started" >"$RUN_TMP/build.seconds"
  return $typecheck_result
}

# A free port for the browser tests when something else listens on E2E_PORT (3210 by default): a
# server that is not this checkout's (reap_stale_runs ended those) must not fail the browser tests.
E2E_PORT=$(port_or_free "${E2E_PORT:-3210}")
export E2E_PORT
# The e2e server's data (its contact outbox) is the run's own: every run starts empty.
export E2E_DATA_DIR=$RUN_TMP/e2e-data

step chromium bash scripts/ensure-chromium.sh
# PHP for the tests against a real Cockpit (reliability and deployment tests), installed when missing.
step php bash scripts/cms/ensure-php.sh
echo
echo "==> type check and build, lint, format check: beside the unit tests (output when each is done)"
begin typecheck typecheck_then_build
begin lint npm run --silent lint
begin format npm run --silent format:check
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
typecheck_ok=1
finish typecheck || typecheck_ok=0
lint_ok=1
finish lint || lint_ok=0
format_ok=1
finish format || format_ok=0

echo
echo "==> build (after the type check)"
cat reports/logs/build.log
build_seconds=$(cat "$RUN_TMP/build.seconds" 2>/dev/null || echo "?")
if [ "$(cat "$RUN_TMP/build.result" 2>/dev/null)" = 0 ]; then
  echo "<== build passed in $build_seconds s"
  record_time build "$build_seconds" passed
  step playwright npx playwright test
  # First visits against the audit's anchor (tests/perf/, ADR 0706, 0707): after the browser tests and on its
  # own, so no other test competes with its traced loads for the cores; about 50 s. Writes reports/perf.json.
  step perf npm run --silent test:perf
  # Against the production build as a child process: hostile requests, failing data sources, secrets.
  step reliability npx vitest run --config tests/reliability/vitest.config.ts --reporter=default --reporter=json --outputFile.json=reports/reliability.json
  # The production deployment of deploy/: two instances behind nginx (installed via apt when missing), a rolling
  # deploy of a second build while a browser navigates through nginx; writes reports/deploy.json. After the
  # reliability tests, not beside them: with its browser and its second build it fills the cores, and the
  # reliability tests that bound a page's time by the clock then ran out of it.
  step deploy npm run --silent test:deploy
else
  echo "<== build FAILED: the browser, reliability and deployment tests cannot run." >&2
  record_time build "$build_seconds" failed
  status=1
fi

# Whatever the tests left in the temporary directory (Chromium's own scratch directories aside, which
# the browser leaves at every start): a test that does not clean up after itself fails the run.
leftovers=$(find "$RUN_TMP" -mindepth 1 -maxdepth 1 ! -name 'org.chromium.Chromium.*' ! -name '*.result' ! -name '*.seconds' ! -name e2e-data -printf '%f\n' | sort)
clean_ok=1
if [ -n "$leftovers" ]; then
  clean_ok=0
  echo
  echo "The tests left these in the temporary directory:" >&2
  echo "$leftovers" | sed 's/^/  /' >&2
fi

echo
echo "Steps (reports/steps.txt):"
cat reports/steps.txt
node scripts/test-summary.mjs "$typecheck_ok" "$lint_ok" "$format_ok" "$clean_ok" || status=1
exit $status
