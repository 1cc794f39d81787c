#!/usr/bin/env bash
# Runs Basil on this machine: the Debian packages voice needs (when missing and root or
# sudo is at hand), the npm packages, the production build, then the server on
# http://localhost:3000 with its embedded defaults (SQLite file under ./data, the built-in
# assistant and voice, no keys). Without the voice packages Basil still runs: voice says
# what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/debian-packages.sh
install_missing_packages voice
npm install --no-audit --no-fund
npm run build
exec npm start
