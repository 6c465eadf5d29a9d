#!/usr/bin/env bash
# Builds the page's two WebAssembly modules: cargo → wasm-bindgen → wasm-opt -Oz.
#   web/pkg/       the first-load module: the Contact view (dem-contact-web without `full`)
#   web/pkg-full/  the full module, loaded on first use: code settings, the Timestep and e(v0)
#                  views, scheme replays, the restitution ↔ damping view, the working, the SVG
#                  and JSON exports
# Both with a pinned nightly Rust that rebuilds the standard library for size
# (-Zbuild-std, panic=immediate-abort, optimize_for_size; no panic locations, which an
# immediate abort never prints): about 25 KB gzip less than stable.
# Then the page as served and deployed, its scripts and stylesheet minified, in dist/site
# (scripts/site.mjs), the bare page's first answer drawn into index.html (scripts/prerender.mjs;
# needs Chromium, else index.html keeps the one it has) and copied to dist/site again, and the
# single offline file (scripts/single-file.mjs).
#   scripts/build.sh --site    only dist/site again, after a change to web/ or index.html
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if [ "${1:-}" = "--site" ]; then
  exec node scripts/site.mjs
fi
NIGHTLY=$(cat scripts/nightly-toolchain)
# The `wasm` profile is `release` at opt-level "z" (Cargo.toml).
build() { # <out dir> [cargo feature flags]
  local out=$1; shift
  RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none" \
    cargo "+$NIGHTLY" build --profile wasm --locked --target wasm32-unknown-unknown \
    -p dem-contact-web "$@" -Z build-std=std,panic_abort -Z build-std-features=optimize_for_size \
    --target-dir target/wasm-nightly
  rm -rf "$out"
  wasm-bindgen --target web --no-typescript --out-dir "$out" \
    target/wasm-nightly/wasm32-unknown-unknown/wasm/dem_contact_web.wasm
  # Inlining single-caller functions destroys what gzip can share: keep them apart.
  # --converge: -Oz again until nothing shrinks (≈ 0.4 KB gzip); the producers and
  # target-features sections are for tools, not for the browser. --zero-filled-memory: the
  # module's own memory starts zeroed (it imports none), so zero bytes need no data segment;
  # --low-memory-unused: the first 1 KB is the far end of the 1 MB stack that rustc places
  # first, so constant offsets fold into loads and stores (≈ 0.3 KB gzip).
  node_modules/.bin/wasm-opt -Oz --converge --one-caller-inline-max-function-size=10 \
    --zero-filled-memory --low-memory-unused \
    --strip-producers --strip-target-features \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$out/dem_contact_web_bg.wasm" -o "$out/dem_contact_web_bg.wasm"
  local raw gz
  raw=$(wc -c < "$out/dem_contact_web_bg.wasm")
  gz=$(gzip -9c "$out/dem_contact_web_bg.wasm" | wc -c)
  printf '[build] %s/dem_contact_web_bg.wasm: %d bytes (%d gzip)\n' "$out" "$raw" "$gz"
}
build web/pkg --no-default-features
build web/pkg-full
node scripts/site.mjs
node scripts/prerender.mjs
node scripts/site.mjs
node scripts/single-file.mjs
