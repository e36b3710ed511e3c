#!/usr/bin/env bash
# Runs every test layer: unit; integration on PGlite and on a throwaway PostgreSQL; the quality eval
# of the test half against eval/thresholds.json; the production
# build; server-process tests (crash and restart) on both databases; Playwright in Chromium against
# the build on both databases. Needs PostgreSQL server binaries and Chromium (`bash .ci/run` installs
# them). Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

results=$(mktemp -d /tmp/scout-results.XXXXXX)
pgdir=$(mktemp -d /tmp/scout-pg.XXXXXX)
port=${SCOUT_TEST_PG_PORT:-55433}
cleanup() { bash scripts/pg-stop.sh "$pgdir"; rm -rf "$pgdir"; }
trap cleanup EXIT
base=$(bash scripts/pg-start.sh "$pgdir" "$port") || { echo "could not start PostgreSQL"; exit 1; }
for db in scout_int scout_server scout_e2e; do psql -q "$base" -c "create database $db" >/dev/null; done
root=${base%/postgres}
status=0

layer() { # name, command...
  local name=$1; shift
  echo; echo "== $name"
  "$@" || status=1
}
vitest_layer() { # name, project, extra env...
  local name=$1 project=$2; shift 2
  layer "$name" env "$@" npx vitest run --project "$project" --reporter=default --reporter=json --outputFile="$results/$name.vitest.json"
}

vitest_layer unit unit
vitest_layer integration-pglite integration DB_TARGET=pglite
vitest_layer integration-postgres integration DB_TARGET=postgres TEST_DATABASE_URL="$root/scout_int"
# Quality regression gate (issue 8): the plain eval of the test half against eval/thresholds.json.
layer eval-check npm run --silent eval:check
# Stats lab (issue 11): the question set must stay ≥ 90 % exact with no wrong numbers.
layer eval-stats npm run --silent eval:stats
layer build npx next build
if [ $status -eq 0 ]; then
  vitest_layer server-pglite server DB_TARGET=pglite
  vitest_layer server-postgres server DB_TARGET=postgres TEST_DATABASE_URL="$root/scout_server"
  layer playwright env E2E_DATABASE_URL="$root/scout_e2e" PLAYWRIGHT_JSON_FILE="$results/e2e.playwright.json" npx playwright test
fi

echo
node scripts/test-summary.mjs "$results" || status=1
exit $status
