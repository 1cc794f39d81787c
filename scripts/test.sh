#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, then runs the production
# build, the quick loop's checks (scripts/validate.sh: type check, lint, formatting, unit and
# integration tests on SQLite and PostgreSQL) and the browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# Whatever stops the run early (install, type check, build), it still ends with the closing line.
trap 'status=$?; if [ "$status" -ne 0 ] && [ -z "${summarised:-}" ]; then echo; echo "0 passed, 1 failed"; fi' EXIT

# Debian packages: Chromium for the browser tests; pocketsphinx, its English model,
# espeak-ng, ffmpeg and sox for voice.
. scripts/debian-packages.sh
install_missing_packages browser voice

# A fresh clone installs exactly what the lock file names; a working tree that has
# packages already only tops them up.
if [ -n "${CI:-}" ] || [ ! -d node_modules ]; then
  step "Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
else
  step "Installing npm packages"
  npm install --no-audit --no-fund
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    step "Starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
echo "PostgreSQL for tests: ${TEST_DATABASE_URL:-not available, SQLite only}"

mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json

# The build comes first: an integration test runs two production servers side by side.
step "Production build"
npm run build

# First-visit JavaScript per route against bench/js-budget.json (a size, not a timing).
step "JavaScript budget"
npm run check:js-budget

# Both test stages run even when the first fails; the summary counts what each reported.
# The quick loop's checks (type check, lint, formatting, unit and integration tests, here
# on PostgreSQL too) come first.
failed=0
bash scripts/validate.sh --full || failed=1

step "Browser tests (JavaScript on and off)"
npx playwright test || failed=1

summarised=1
node scripts/test-summary.mjs || failed=1
exit "$failed"
