#!/usr/bin/env bash
# Builds the Python package (crates/python) as one abi3 wheel for CPython ≥ 3.9 into dist/.
# maturin comes from PyPI into target/python-build (once); the Rust build is cargo's, with
# crates/python's own lock file and release profile.
#   scripts/wheel.sh          build dist/dem_contact-<version>-cp39-abi3-<platform>.whl
set -euo pipefail
cd "$(dirname "$0")/.."
venv=target/python-build
if [ ! -x "$venv/bin/maturin" ]; then
  printf '\033[1m[wheel]\033[0m pip install maturin into %s (once)\n' "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "maturin>=1.9.4,<2"
fi
rm -f dist/dem_contact-*.whl
"$venv/bin/maturin" build --release --locked -m crates/python/Cargo.toml --out dist "$@"
ls -l dist/dem_contact-*.whl
