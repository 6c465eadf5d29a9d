#!/usr/bin/env bash
# Installs what the build and the tests need, skipping whatever is already there.
#   scripts/setup.sh            Rust targets, wasm-bindgen CLI (the version in Cargo.lock), npm packages,
#                               Debian's zstd
#   scripts/setup.sh --browser  … and Debian's chromium + chromium-driver (for the browser tests)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

command -v cargo >/dev/null || { echo "cargo not found: install Rust (https://rustup.rs) first" >&2; exit 1; }
command -v node >/dev/null || { echo "node not found: install Node.js ≥ 20 first" >&2; exit 1; }

# Rust targets: the page (wasm32) and a no_std check of the physics crate (thumbv7em).
installed=$(rustup target list --installed 2>/dev/null || true)
for t in wasm32-unknown-unknown thumbv7em-none-eabihf; do
  grep -qx "$t" <<<"$installed" || { say "rustup target add $t"; rustup target add "$t"; }
done

# The nightly Rust that builds the page's WebAssembly (scripts/build.sh), pinned by date in
# scripts/nightly-toolchain, with the standard library's source (-Zbuild-std).
nightly=$(cat scripts/nightly-toolchain)
if ! rustup toolchain list | grep -q "^$nightly-"; then
  say "rustup toolchain install $nightly (rust-src, wasm32; about 15 s, once)"
  rustup toolchain install "$nightly" --profile minimal --component rust-src --target wasm32-unknown-unknown
fi

# wasm-bindgen CLI: must match the wasm-bindgen crate pinned in Cargo.lock exactly.
want=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  say "cargo install wasm-bindgen-cli --version $want (about 3 minutes, once)"
  cargo install wasm-bindgen-cli --version "$want"
fi

# npm: binaryen (wasm-opt), esbuild (the served scripts minified) and playwright-core, exact versions from package-lock.json.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/esbuild ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi

# zstd: the full module's wasm written as its difference from the first one's (scripts/site.mjs).
if ! command -v zstd >/dev/null; then
  say "apt-get install zstd"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq zstd >/dev/null
fi

if [ "${1:-}" = "--browser" ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "apt-get install chromium chromium-driver"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
fi
