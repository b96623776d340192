#!/usr/bin/env bash
# Restore drill (docs/operations.md): backs up a database and a media folder the way production
# does, restores both into fresh places, and checks that every table has the same row count and
# every media file the same checksum. Leaves nothing behind.
#   scripts/restore-drill.sh postgres://user@host:5432/hall [media-folder]
set -euo pipefail
SOURCE_URL="${1:?usage: restore-drill.sh DATABASE_URL [MEDIA_DIR]}"
MEDIA_DIR="${2:-}"

WORK="$(mktemp -d)"
DRILL_DB="restore_drill_$(date +%s)_$$"
SERVER_URL="${SOURCE_URL%/*}/postgres"
TARGET_URL="${SOURCE_URL%/*}/$DRILL_DB"
cleanup() {
  psql "$SERVER_URL" -qc "drop database if exists $DRILL_DB with (force)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# The same commands as the nightly backup: a custom-format dump and a tarball of the media.
pg_dump --format=custom --no-owner --file="$WORK/hall.dump" "$SOURCE_URL"
[ -n "$MEDIA_DIR" ] && tar -C "$MEDIA_DIR" -czf "$WORK/media.tar.gz" .

psql "$SERVER_URL" -qc "create database $DRILL_DB"
pg_restore --no-owner --exit-on-error --dbname="$TARGET_URL" "$WORK/hall.dump"

row_counts() {
  psql "$1" -At -c "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1" |
    while read -r table; do echo "$table $(psql "$1" -At -c "select count(*) from \"$table\"")"; done
}
row_counts "$SOURCE_URL" >"$WORK/source.counts"
row_counts "$TARGET_URL" >"$WORK/restored.counts"
if ! diff -u "$WORK/source.counts" "$WORK/restored.counts"; then
  echo "restore drill: FAILED: row counts differ" >&2
  exit 1
fi
migrations="$(psql "$TARGET_URL" -At -c "select count(*) from drizzle.__drizzle_migrations")"
echo "restore drill: database: $(wc -l <"$WORK/source.counts") tables, $(awk '{s+=$2} END {print s}' "$WORK/source.counts") rows, $migrations migrations restored"

if [ -n "$MEDIA_DIR" ]; then
  mkdir "$WORK/media"
  tar -C "$WORK/media" -xzf "$WORK/media.tar.gz"
  (cd "$MEDIA_DIR" && find . -type f -print0 | sort -z | xargs -0 -r sha256sum) >"$WORK/source.sums"
  (cd "$WORK/media" && find . -type f -print0 | sort -z | xargs -0 -r sha256sum) >"$WORK/restored.sums"
  if ! diff -u "$WORK/source.sums" "$WORK/restored.sums"; then
    echo "restore drill: FAILED: media files differ" >&2
    exit 1
  fi
  echo "restore drill: media: $(wc -l <"$WORK/source.sums") files restored with equal checksums"
fi
echo "restore drill: OK"
