#!/usr/bin/env bash
# The Python package end to end: builds the wheel (scripts/wheel.sh), installs it in a fresh
# venv with pytest (numpy comes as its dependency) and pandas, pyarrow and dask[distributed]
# (the table call's inputs and its cluster), runs the tests against the CLI's answers and the
# golden cases, then the notebook-style example and the Dask example (a local cluster of two
# worker processes; its answers checked equal to the in-process ones).
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
scripts/wheel.sh
venv=target/python-test
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check dist/dem_contact-*.whl "pytest>=7" \
  pandas pyarrow "dask[distributed]"
# The CLI whose answers the package must equal (already built by `cargo test --workspace`).
cargo build --locked -q -p dem-contact-cli
export DEM_CONTACT_CLI="$PWD/target/debug/dem-contact"
# From outside the source tree, so that the installed wheel is what is imported.
(cd "$venv" && bin/python -m pytest -q -p no:cacheprovider ../../crates/python/tests)
(cd "$venv" && bin/python ../../examples/calibrate.py > /dev/null)
(cd "$venv" && bin/python ../../examples/dask_table.py)
printf 'Python package: built, installed and tested in %d s.\n' "$(( $(date +%s) - t0 ))"
