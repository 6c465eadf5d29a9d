#!/usr/bin/env bash
# Installs what is missing, builds the page and serves it on http://127.0.0.1:${PORT:-8000}/
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
exec node scripts/serve.mjs --port "${PORT:-8000}"
