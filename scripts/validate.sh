#!/usr/bin/env bash
# The quick loop (npm run validate): type check, lint, formatting, and the unit and
# integration tests. Needs no root and no PostgreSQL: without TEST_DATABASE_URL the
# integration tests run on SQLite only. The full run (scripts/test.sh) calls this with
# --full, after setting TEST_DATABASE_URL, so the same tests also run on PostgreSQL and the
# voice evaluation's development set is heard by the real recogniser.
set -euo pipefail
cd "$(dirname "$0")/.."

full=""
[ "${1:-}" = "--full" ] && full=1

step() { printf '\n== %s\n' "$*"; }

step "Type check"
npx tsc --noEmit

step "Lint"
npx eslint --cache --cache-location .cache/eslint .

step "Formatting"
npx prettier --check --log-level warn .

# A few integration tests talk HTTP to a production server (tests/support/app-server.ts):
# build when there is no build yet or the app has changed since the last one.
built="${BUILD_DIR:-build}/server/index.js"
if [ ! -f "$built" ] || [ -n "$(find app public server.js vite.config.ts -newer "$built" -print -quit)" ]; then
  step "Production build (the app changed since the last one)"
  npm run build
fi

step "Unit and integration tests${TEST_DATABASE_URL:+ (SQLite and PostgreSQL)}"
mkdir -p test-results
exclude=()
# The voice evaluation speaks 85 recordings through the recogniser (about a minute); the
# quick loop leaves it to the full run.
[ -n "$full" ] || exclude=(--exclude tests/integration/voice-eval.test.ts)
npx vitest run "${exclude[@]}" --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
