#!/usr/bin/env bash
# Makes the data an upgrade test starts on (apps/server/src/db/upgrade.test.ts): the release at
# <commit>, built in a temporary worktree outside this repository, seeds its demo firm on each
# engine, takes the writes of scripts/upgrade-fixture-writes.mjs through its own API, and stops.
# Out come pglite.tar.xz (its DATA_DIR/pglite), postgres.dump (pg_dump) and the counts, ids and
# file checksums the test expects, in <out folder>/expected.json.
#   scripts/make-upgrade-fixture.sh <commit> <out folder>
# Needs the machine's PostgreSQL (127.0.0.1:5432, trust), tar with xz, and a Node the release runs on.
set -euo pipefail
commit="$1"
out="$(realpath -m "$2")"
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
release="$work/release"
port=3907
database="atrium_fixture_$$"
database_url="postgres://postgres@127.0.0.1:5432/${database}"
psql_on() { psql -At -q -h 127.0.0.1 -U postgres "$@"; }
cleanup() {
  git -C "$repo" worktree remove --force "$release" 2>/dev/null || true
  psql_on -d postgres -c "DROP DATABASE IF EXISTS ${database} WITH (FORCE)" || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$out"

git -C "$repo" worktree add --detach "$release" "$commit" >/dev/null
(cd "$release" && npm ci --no-audit --no-fund >/dev/null)

# The files the writes upload: a real PNG and a one-page PDF.
node -e "require('$repo/node_modules/sharp')({create:{width:96,height:96,channels:3,background:'#1DE9B6'}}).png().toFile('$work/me.png')"
printf '%%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 3 3]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%%%EOF\n' >"$work/deck.pdf"

# Starts the release with the given settings, takes the writes, stops it; the writes' ids to $1.
run_release() {
  local writes="$1"
  shift
  (cd "$release" && exec env "$@" PORT="$port" SEED_DEMO=1 node --import tsx apps/server/src/main.ts >"$work/server.log" 2>&1) &
  local server=$!
  for _ in $(seq 120); do
    curl -sf "http://127.0.0.1:${port}/api/health" >/dev/null && break
    sleep 1
  done
  node "$repo/scripts/upgrade-fixture-writes.mjs" "http://127.0.0.1:${port}" "$work/me.png" "$work/deck.pdf" >"$writes"
  kill -TERM "$server"
  wait "$server" || true
}

# Every table's rows and every stored file's checksum, as JSON, by the SQL a psql-like runner takes.
COUNTS_SQL="select string_agg(format('select %L as t, count(*)::int as n from %I', table_name, table_name), ' union all ') from information_schema.tables where table_schema='public' and table_type='BASE TABLE'"
BLOBS_SQL="select json_agg(json_build_object('id',id,'sha256',sha256,'size',size) order by id) from blobs"

# PostgreSQL.
psql_on -d postgres -c "CREATE DATABASE ${database}"
run_release "$work/writes-postgres.json" DATA_DIR="$work/pg-data" DATABASE_URL="$database_url" JWT_SECRET="$(printf 'x%.0s' {1..40})"
pg_dump --format=custom --compress=9 --file="$out/postgres.dump" "$database_url"
counts_query="$(psql_on -d "$database" -c "$COUNTS_SQL")"
node -e "
const [writes, counts, blobs] = process.argv.slice(1);
const rows = Object.fromEntries(counts.trim().split('\n').map((line) => { const [t, n] = line.split('|'); return [t, Number(n)]; }));
console.log(JSON.stringify({ counts: rows, ...JSON.parse(writes), blobs: JSON.parse(blobs) }, null, 2));
" "$(cat "$work/writes-postgres.json")" "$(psql_on -d "$database" -c "$counts_query")" "$(psql_on -d "$database" -c "$BLOBS_SQL")" >"$out/expected-postgres.json"

# PGlite: read back with the release's own PGlite, from a copy (the data stays as it left it).
run_release "$work/writes-pglite.json" DATA_DIR="$work/pglite-data"
tar -C "$work/pglite-data" -cJf "$out/pglite.tar.xz" pglite
cp -r "$work/pglite-data/pglite" "$work/pglite-copy"
(cd "$release/apps/server" && node --input-type=module -e "
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const client = await PGlite.create({ dataDir: '$work/pglite-copy', extensions: { citext, pg_trgm, unaccent } });
const query = (await client.query(\`$COUNTS_SQL\`)).rows[0];
const counts = {};
for (const row of (await client.query(Object.values(query)[0])).rows) counts[row.t] = row.n;
const blobs = Object.values((await client.query(\`$BLOBS_SQL\`)).rows[0])[0];
console.log(JSON.stringify({ counts, ...JSON.parse(process.argv[1]), blobs }, null, 2));
await client.close();
" "$(cat "$work/writes-pglite.json")") >"$out/expected-pglite.json"

node -e "
const fs = require('node:fs');
const read = (engine) => JSON.parse(fs.readFileSync('$out/expected-' + engine + '.json', 'utf8'));
const release = '$(git -C "$repo" log -1 --format='%h (%ad)' --date=short "$commit")';
fs.writeFileSync('$out/expected.json', JSON.stringify({ release, pglite: read('pglite'), postgres: read('postgres') }, null, 2) + '\\n');
"
rm "$out"/expected-*.json
echo "the release ${commit}'s data is in ${out}"
