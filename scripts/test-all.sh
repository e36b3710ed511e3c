#!/usr/bin/env bash
# Runs every test layer: unit, integration on PGlite and on a throwaway PostgreSQL, then Playwright
# against the production build on both databases. Needs PostgreSQL server binaries and Chromium
# (`bash .ci/run` installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

pgdir=$(mktemp -d /tmp/scout-pg.XXXXXX)
port=${SCOUT_TEST_PG_PORT:-55433}
cleanup() { bash scripts/pg-stop.sh "$pgdir"; rm -rf "$pgdir"; }
trap cleanup EXIT
base=$(bash scripts/pg-start.sh "$pgdir" "$port")
for db in scout_int scout_e2e; do psql -q "$base" -c "create database $db" >/dev/null; done
root=${base%/postgres}

echo "== unit"
npx vitest run --project unit
echo "== integration (PGlite)"
DB_TARGET=pglite npx vitest run --project integration
echo "== integration (PostgreSQL)"
DB_TARGET=postgres TEST_DATABASE_URL="$root/scout_int" npx vitest run --project integration
echo "== build"
npx next build
echo "== browser and HTTP (Playwright, PGlite + PostgreSQL)"
E2E_DATABASE_URL="$root/scout_e2e" npx playwright test
