#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the gateway's database tests (Debian's server binaries).
#
#   eval "$(gateway/scripts/ci-postgres.sh)"          # starts it; exports TEST_DATABASE_URL, KIPORTAL_PG_DIR
#   gateway/scripts/ci-postgres.sh stop "$KIPORTAL_PG_DIR"
#
# Only the two export lines go to stdout; progress goes to stderr. PostgreSQL refuses to run as
# root, so as root the cluster runs as the unprivileged user `postgres` (created when missing).
set -euo pipefail

PORT="${KIPORTAL_PG_PORT:-55432}"
DATABASE=kiportal_test

find_bin() {
  local initdb
  initdb="$(command -v initdb || true)"
  if [ -n "$initdb" ]; then dirname "$(readlink -f "$initdb")"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  echo "✖ PostgreSQL-Serverprogramme nicht gefunden (initdb/pg_ctl); apt-get install postgresql" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-}" = "stop" ]; then
  dir="${2:?Aufruf: ci-postgres.sh stop <Verzeichnis>}"
  as_owner "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >&2
  rm -rf "$dir"
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin postgres
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/kiportal-pg.XXXXXX")"
ready=no
# A failed start leaves no server and no directory behind.
cleanup_unless_ready() {
  if [ "$ready" != yes ]; then
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
  fi
}
trap cleanup_unless_ready EXIT
PASSWORD="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
printf '%s\n' "$PASSWORD" >"$DIR/password"
if [ "$(id -u)" -eq 0 ]; then chown -R postgres "$DIR"; fi
OWNER="$(as_owner id -un)"

echo "== PostgreSQL: Cluster in $DIR (Port $PORT, Benutzer $OWNER)" >&2
as_owner "$BIN/initdb" -D "$DIR/data" -U "$OWNER" --pwfile="$DIR/password" --auth=scram-sha-256 \
  -E UTF8 --locale=C >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
rm "$DIR/password"
# Loopback only, socket in the temp dir (the default socket dir may not exist or be writable).
as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2 || { cat "$DIR/server.log" >&2; exit 1; }
PGPASSWORD="$PASSWORD" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U "$OWNER" "$DATABASE"
ready=yes

echo "export TEST_DATABASE_URL=postgres://$OWNER:$PASSWORD@127.0.0.1:$PORT/$DATABASE"
echo "export KIPORTAL_PG_DIR=$DIR"
