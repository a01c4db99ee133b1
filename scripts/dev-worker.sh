#!/usr/bin/env bash
# `npm run dev:worker`: the Workers entry under `wrangler dev`, over a local D1 database kept in
# .wrangler/ (wrangler's default state dir). Idempotent: each step is skipped once done.
# Arguments are passed on to `wrangler dev` (e.g. `npm run dev:worker -- --port 8788`).
set -euo pipefail
cd "$(dirname "$0")/.."

wrangler() { npx --no-install wrangler "$@"; }

if [ ! -f dist/index.html ]; then
  echo "Building the UI (first run)…"
  npm run build
fi

# CI=true answers wrangler's "apply these migrations?" question without a terminal.
CI=true wrangler d1 migrations apply DB --local

religions() {
  wrangler d1 execute DB --local --json --command "SELECT count(*) AS n FROM religions" 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{console.log(JSON.parse(s)[0].results[0].n)}catch{console.log(0)}})'
}

if [ "$(religions)" = "0" ]; then
  echo "Seeding the reference data and the first admin into the local D1 database (once)…"
  npx --no-install tsx scripts/reference-seed-sql.ts
  start=$(date +%s)
  # wrangler prints one JSON result per statement: keep that in a log unless it fails.
  log=.wrangler/reference-seed.log
  mkdir -p .wrangler
  if ! wrangler d1 execute DB --local --file data/reference-seed.sql > "$log" 2>&1; then
    tail -n 40 "$log"
    echo "Seeding the reference data failed (full output in $log)." >&2
    exit 1
  fi
  echo "Reference data seeded in $(( $(date +%s) - start )) s."
  # The first admin, as `npm start` makes it (README: admin@sambandh.local / Admin@12345 unless
  # ADMIN_EMAIL / ADMIN_PASSWORD are set). The insert does nothing if an admin exists.
  ALLOW_DEFAULT_ADMIN=1 npx --no-install tsx scripts/first-admin-sql.ts
  wrangler d1 execute DB --local --file data/first-admin.sql > /dev/null
fi

# Local secrets for wrangler dev. NODE_ENV=development: local defaults (e.g. the admin) are allowed.
if [ ! -f .dev.vars ]; then
  secret=$(node -e 'console.log(require("node:crypto").randomBytes(48).toString("hex"))')
  printf 'JWT_SECRET=%s\nNODE_ENV=development\n' "$secret" > .dev.vars
  chmod 600 .dev.vars
  echo "Wrote .dev.vars (local JWT secret)."
fi
# The worker refuses to serve without PUBLIC_URL (links in mail come from it alone).
if ! grep -q '^PUBLIC_URL=' .dev.vars; then
  echo 'PUBLIC_URL=http://localhost:8787' >> .dev.vars
  echo "Added PUBLIC_URL=http://localhost:8787 to .dev.vars."
fi

exec npx --no-install wrangler dev "$@"
