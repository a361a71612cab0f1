#!/usr/bin/env bash
# Rebuilds ../static/editor.bundle.js and its licence file from entry.js with
# the versions package-lock.json pins. Run by hand when the editor changes;
# the build and the tests use the committed bundle and never run this.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund
./node_modules/@esbuild/linux-x64/bin/esbuild entry.js --bundle --minify --format=iife --outfile=../static/editor.bundle.js
{
  echo "The editor bundle (editor.bundle.js) contains these packages, each under the MIT licence below."
  for d in node_modules/codemirror node_modules/@codemirror/* node_modules/@lezer/* node_modules/crelt node_modules/style-mod node_modules/w3c-keyname node_modules/@marijn/*; do
    [ -f "$d/package.json" ] || continue
    echo; echo "== $(node -p "require('./$d/package.json').name + ' ' + require('./$d/package.json').version")"
    cat "$d"/LICENSE* 2>/dev/null || true
  done
} > ../static/editor.LICENSE.txt
rm -rf node_modules
