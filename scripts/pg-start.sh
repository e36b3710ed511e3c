#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for tests and prints its URL. Usage: pg-start.sh DIR PORT
set -euo pipefail
dir=${1:?dir}; port=${2:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
mkdir -p "$dir"
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
if [ ! -f "$dir/data/PG_VERSION" ]; then
  run "'$bin/initdb' -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
fi
run "'$bin/pg_ctl' -D '$dir/data' -o '-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off' -l '$dir/log' -w start" >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"
