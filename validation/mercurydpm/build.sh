#!/bin/bash
# Build MercuryDPM's kernel (fork kuwt/MercuryDPM_fork, commit fb0ebf1d) and the suite's driver
# validation/mercurydpm/Impact.cpp against it; the driver lands in .mercurydpm/Impact, where
# validation/mercury_run.py finds it (scripts/validate.sh --record --codes mercurydpm runs it).
# No MercuryDPM code enters the repository: the source is exported from a clone into $WORK.
#
#   REPO=/path/to/a/clone/of/kuwt/MercuryDPM_fork [WORK=/tmp/mercury-work] [JOBS=2] validation/mercurydpm/build.sh
#
# Needs g++, gfortran (the kernel links a bundled Fortran BLAS/LAPACK), cmake >= 3.1, git,
# python3 (Debian 12: apt-get install -y cmake gfortran). From scratch about 3 minutes on two
# cores (validation/mercurydpm/README.md).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
REPO=${REPO:?set REPO to a git clone (bare is fine) of github.com/kuwt/MercuryDPM_fork}
WORK=${WORK:-/tmp/mercury-work}
JOBS=${JOBS:-2}
COMMIT=fb0ebf1d47d46acc10f2e21c29018d43ef585932
for prog in g++ gfortran cmake git python3; do
  command -v $prog >/dev/null || { echo "missing: $prog (apt-get install -y cmake gfortran)"; exit 1; }
done
mkdir -p "$WORK/build" "$ROOT/.mercurydpm"
# 1. the source at the commit: present blobs one by one ('git archive' stops at the mirror's
#    absent data blobs of unrelated drivers; nothing the kernel needs is absent)
if [ ! -f "$WORK/src/CMakeLists.txt" ]; then
  python3 - "$REPO" "$WORK/src" "$COMMIT" <<'PY'
import os, subprocess, sys
repo, dst, commit = sys.argv[1:4]
tree = subprocess.run(['git', '-C', repo, 'ls-tree', '-r', commit], capture_output=True, text=True, check=True).stdout.splitlines()
cat = subprocess.Popen(['git', '-C', repo, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
n = 0
for line in tree:
    meta, path = line.split('\t', 1)
    mode, typ, sha = meta.split()
    if typ != 'blob':
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
print('exported', n, 'files')
PY
fi
# 2. kernel only, no MPI/OpenMP/oomph-lib/Eigen/doc/xballs
cd "$WORK/build"
cmake "$WORK/src" -DCMAKE_BUILD_TYPE=Release -DMercuryDPM_KERNEL_ONLY=ON \
  -DMercuryDPM_USE_MPI=OFF -DMercuryDPM_USE_OpenMP=OFF -DMercuryDPM_OOMPH_COUPLING=OFF \
  -DMercuryDPM_EIGEN=OFF -DMercuryDPM_BUILD_DOCUMENTATION=OFF \
  -DMercuryDPM_INCLUDE_XBALLS_SUPPORT=OFF > "$WORK/cmake.log" 2>&1
t0=$(date +%s)
make -j"$JOBS" MercuryBase > "$WORK/build.log" 2>&1
echo "make -j$JOBS MercuryBase: $(( $(date +%s) - t0 )) s"
# 3. the driver, with the kernel's own flags
FLAGS=$(sed -n 's/^CXX_FLAGS = //p' Kernel/CMakeFiles/MercuryBase.dir/flags.make)
DEFS=$(sed -n 's/^CXX_DEFINES = //p' Kernel/CMakeFiles/MercuryBase.dir/flags.make)
g++ $FLAGS $DEFS -I"$WORK/src/Kernel" -I"$WORK/build/Kernel" "$HERE/Impact.cpp" -o "$ROOT/.mercurydpm/Impact" \
  Kernel/libMercuryBase.a Kernel/Math/libLinearAlgebra.a -lgfortran
echo "kuwt/MercuryDPM_fork @$COMMIT" > "$ROOT/.mercurydpm/version.txt"
echo "built $ROOT/.mercurydpm/Impact"
