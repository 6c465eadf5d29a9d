#!/bin/bash
# Build Project Chrono's core module (projectchrono/chrono @7689fbc0, 10.0.0: the library
# Chrono_core, ChSystemSMC and the Bullet collision system; no FEA, no other module) and the
# suite's driver validation/chrono/Impact.cpp against it; the driver lands in .chrono/Impact
# where validation/chrono_run.py finds it (scripts/validate.sh --record --codes chrono).
# No Chrono code enters the repository: the source is exported from a clone into $WORK.
#
#   REPO=/path/to/a/clone/of/projectchrono/chrono [WORK=/tmp/chrono] [JOBS=2] [BULLET=double] validation/chrono/build.sh
#
# BULLET=double (default): -DCH_USE_BULLET_DOUBLE=ON, the driver .chrono/Impact; BULLET=single:
# Chrono's own default (Bullet in single precision), the driver .chrono/Impact-single (the
# cases marked bullet-single; validation/chrono/README.md says why both).
#
# Needs g++, cmake, git, python3 and Eigen 3 (Debian 12: apt-get install -y cmake libeigen3-dev).
# On the shared two-core machine of this project the core library (403 files) took 1740 s
# with the load near 6 (validation/README.md).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
REPO=${REPO:?set REPO to a git clone (bare is fine) of github.com/projectchrono/chrono}
WORK=${WORK:-/tmp/chrono}
JOBS=${JOBS:-2}
BULLET=${BULLET:-double}
case "$BULLET" in
  double) DIR=build-double; OPT=ON; EXE=Impact ;;
  single) DIR=build; OPT=OFF; EXE=Impact-single ;;
  *) echo "BULLET=double or single"; exit 2 ;;
esac
COMMIT=7689fbc02d12c5419fa6acad8791100fd89979dd
for prog in g++ cmake git python3; do
  command -v $prog >/dev/null || { echo "missing: $prog (apt-get install -y cmake libeigen3-dev)"; exit 1; }
done
mkdir -p "$WORK/$DIR" "$ROOT/.chrono"
# 1. the source at the commit (present blobs one by one: the mirror lacks some large data files)
if [ ! -f "$WORK/src/CMakeLists.txt" ]; then
  python3 - "$REPO" "$WORK/src" "$COMMIT" <<'PY'
import os, subprocess, sys
repo, dst, commit = sys.argv[1:4]
keep = ('CMakeLists.txt', 'cmake/', 'src/', 'contrib/', 'template_project/', 'LICENSE', 'README.md', 'CHANGELOG.md')
tree = subprocess.run(['git', '-C', repo, 'ls-tree', '-r', commit], capture_output=True, text=True, check=True).stdout.splitlines()
cat = subprocess.Popen(['git', '-C', repo, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
n = 0
for line in tree:
    meta, path = line.split('\t', 1)
    mode, typ, sha = meta.split()
    if typ != 'blob' or not path.startswith(keep):
        continue
    cat.stdin.write((sha + '\n').encode()); cat.stdin.flush()
    hdr = cat.stdout.readline().split()
    if hdr[-1] == b'missing':
        continue
    data = cat.stdout.read(int(hdr[2])); cat.stdout.read(1)
    out = os.path.join(dst, path); os.makedirs(os.path.dirname(out), exist_ok=True)
    if mode == '120000':
        os.symlink(data.decode(), out)
    else:
        open(out, 'wb').write(data)
    n += 1
os.makedirs(os.path.join(dst, 'data'), exist_ok=True)  # configure copies it (its files are not needed)
print('exported', n, 'files')
PY
fi
# 2. the core module only (MPI and OpenMP off: Debian's Open MPI for LIGGGHTS lacks its headers)
cd "$WORK/$DIR"
cmake "$WORK/src" -DCH_USE_BULLET_DOUBLE=$OPT -DCMAKE_BUILD_TYPE=Release -DBUILD_DEMOS=OFF -DBUILD_TESTING=OFF -DBUILD_BENCHMARKING=OFF \
  -DCH_ENABLE_YAML=OFF -DCH_ENABLE_OPENMP=OFF -DCH_ENABLE_HDF5=OFF -DCH_ENABLE_MODULE_FEA=OFF \
  -DCH_ENABLE_MODULE_FEA_MULTIPHYSICS=OFF -DCH_ENABLE_MODULE_ROBOT_MODELS=OFF \
  -DCMAKE_DISABLE_FIND_PACKAGE_MPI=ON -DCMAKE_DISABLE_FIND_PACKAGE_OpenMP=ON > "$WORK/cmake.log" 2>&1
t0=$(date +%s)
make -j"$JOBS" Chrono_core > "$WORK/$DIR.log" 2>&1
echo "make -j$JOBS Chrono_core: $(( $(date +%s) - t0 )) s"
# 3. the driver
LIB=$(find "$WORK/$DIR" -name 'libChrono_core.so' | head -1)
# the library's own flags (-march=native: Eigen's alignment must match the library's)
g++ -O3 -march=native -std=gnu++17 -DNDEBUG -DCH_IGNORE_DEPRECATED -DBP_USE_FIXEDPOINT_INT_32 -DEIGEN_DONT_PARALLELIZE -I"$WORK/src/src" -I"$WORK/$DIR" -I"$WORK/src/src/chrono/collision/bullet" \
  -isystem /usr/include/eigen3 "$HERE/Impact.cpp" -o "$ROOT/.chrono/$EXE" "$LIB" -Wl,-rpath,"$(dirname "$LIB")"
echo "projectchrono/chrono @$COMMIT (10.0.0)" > "$ROOT/.chrono/version.txt"
echo "built $ROOT/.chrono/$EXE"
