#!/usr/bin/env bash
# Stops the throwaway server started by pg-start.sh. Usage: pg-stop.sh DIR
set -uo pipefail
dir=${1:?dir}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "'$bin/pg_ctl' -D '$dir/data' -m fast stop" >/dev/null 2>&1
else "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1; fi
true
