#!/usr/bin/env bash
# Builds the page's WebAssembly into web/pkg/: cargo (release) → wasm-bindgen → wasm-opt -Oz.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The `wasm` profile is `release` at opt-level "z" (Cargo.toml): smaller, as fast here.
cargo build --profile wasm --locked --target wasm32-unknown-unknown -p dem-contact-web
rm -rf web/pkg
wasm-bindgen --target web --no-typescript --out-dir web/pkg \
  target/wasm32-unknown-unknown/wasm/dem_contact_web.wasm
node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  web/pkg/dem_contact_web_bg.wasm -o web/pkg/dem_contact_web_bg.wasm
raw=$(wc -c < web/pkg/dem_contact_web_bg.wasm)
gz=$(gzip -9c web/pkg/dem_contact_web_bg.wasm | wc -c)
printf '[build] web/pkg/dem_contact_web_bg.wasm: %d bytes (%d gzip)\n' "$raw" "$gz"
node scripts/single-file.mjs
