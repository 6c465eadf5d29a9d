#!/usr/bin/env bash
# Runs every test: Rust unit + golden + CLI tests, the no_std build, the docs, the Python
# package, the wasm boundary in headless Chromium, and the end-to-end page tests. Installs
# what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
# A fresh checkout gains nothing from incremental compilation, which would double the target
# directory (2 GB of 4.5): off unless the caller sets it.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
disk() { df -h --output=avail . | tail -1 | tr -d ' '; }
printf 'disk free at the start: %s\n' "$(disk)"
step() {
  local t=$(date +%s)
  printf '\n\033[1m== %s\033[0m\n' "$1"; shift; "$@"
  printf '\033[2m   (%d s; %d s so far)\033[0m\n' "$(( $(date +%s) - t ))" "$(( $(date +%s) - t0 ))"
}

step "setup" scripts/setup.sh --browser
# Yade (the Debian package, about 150 s of apt) installs in the background while Rust builds,
# for the liquid-bridge cases it runs live in the validation step. Started after setup, whose
# apt has finished (apt is locked against concurrent installs); the validation step waits for it.
yade_log="$(mktemp)"
scripts/validate.sh --install yade >"$yade_log" 2>&1 &
yade_pid=$!
step "format: cargo fmt --check (every Rust file as rustfmt writes it)" \
  sh -c 'rustup component add rustfmt >/dev/null 2>&1 || true; cargo fmt --all --check'
step "Rust: unit tests, golden cases (tests/golden), CLI contract" \
  cargo test --workspace --locked --exclude dem-contact-bench
step "structure: clippy with no function over 100 lines (clippy.toml), no warnings; the layers (crates/contact/tests/layers.rs, in the Rust step above)" \
  sh -c 'cargo clippy --locked --workspace --all-targets -- -D warnings -D clippy::too_many_lines &&
         cargo clippy --locked -p dem-contact-web --target wasm32-unknown-unknown --all-targets -- -D warnings -D clippy::too_many_lines &&
         cargo clippy --locked -p dem-contact-web --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings -D clippy::too_many_lines'
yade_installed() { local status=0; wait "$yade_pid" || status=$?; cat "$yade_log"; return $status; }
step "Yade installed (in the background since setup)" yade_installed
step "validation: the calculator against LIGGGHTS, LAMMPS and Kratos run live (and Yade's liquid bridges), and against the recorded LAMMPS 22Jul2025, Yade, DEM-Engine and MercuryDPM runs (validation/README.md)" \
  scripts/validate.sh --check --live liggghts,lammps,kratos --bridge-live yade
step "no_std build of the physics crate (thumbv7em-none-eabihf, libm)" \
  cargo build --locked -p dem-contact --no-default-features --features libm,serde --target thumbv7em-none-eabihf
step "docs build without warnings" \
  env RUSTDOCFLAGS="-D warnings" cargo doc --locked --no-deps -p dem-contact -p dem-contact-web -p dem-contact-cli \
      -p dem-contact-commands -p dem-contact-charts
step "Python package: wheel, fresh venv, pytest against the CLI and golden cases, example" \
  scripts/python-test.sh
step "page build (wasm-bindgen, wasm-opt -Oz)" scripts/build.sh
step "wasm boundary in headless Chromium (wasm-bindgen-test)" \
  env CHROMEDRIVER="$(command -v chromedriver)" WASM_BINDGEN_TEST_TIMEOUT=120 \
      CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
      cargo test --locked --target wasm32-unknown-unknown -p dem-contact-web
step "end-to-end: the page in headless Chromium (playwright-core)" \
  node --test --test-concurrency=2 --test-reporter=spec tests/e2e/

printf '\ndisk free at the end: %s (target/ %s)\n' "$(disk)" "$(du -sh target | cut -f1)"
printf '\n\033[1mAll tests passed in %d s.\033[0m\n' "$(( $(date +%s) - t0 ))"
