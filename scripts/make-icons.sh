#!/usr/bin/env bash
# Renders the app's PNG icons (public/icons/) from their SVG sources with Chromium's headless
# shell: the rounded icon at 192 and 512 px, and the full-bleed maskable icon (its leaf inside
# the central safe zone) at 192 and 512 px and at 180 px for Apple's home screen, which rounds
# the corners itself. Run after changing an SVG.
set -euo pipefail
cd "$(dirname "$0")/../public/icons"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() {
  local name=$1 size=$2 out=$3
  cp "$name.svg" "$work/"
  printf '<html><body style="margin:0"><img src="%s.svg" width="%s" height="%s" style="display:block"></body></html>' "$name" "$size" "$size" >"$work/page.html"
  chromium-headless-shell --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$size,$size" --screenshot="$PWD/$out" "file://$work/page.html" >/dev/null 2>&1
}
render maskable 180 apple-touch-icon.png
render icon 192 icon-192.png
render icon 512 icon-512.png
render maskable 192 maskable-192.png
render maskable 512 maskable-512.png
