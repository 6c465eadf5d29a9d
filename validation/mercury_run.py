"""MercuryDPM (fork kuwt/MercuryDPM_fork @fb0ebf1d): run the suite's driver, read its rows.

The driver (validation/mercurydpm/Impact.cpp, built with the kernel by validation/mercurydpm/
build.sh into .mercurydpm/Impact; no MercuryDPM code is in the repository) takes the species,
the geometry and the bodies on its command line and writes every step t and, per body,
x y vx vy ωz fx (MercuryDPM's velocity Verlet: positions, velocities and forces of the same
instant). Same geometry as lammps_like.py: body 1 in +x, the wall the plane x = 0.
"""

import os
import subprocess

from . import material as M

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DRIVER = os.path.join(ROOT, ".mercurydpm", "Impact")


def version():
    path = os.path.join(ROOT, ".mercurydpm", "version.txt")
    return open(path).read().strip() if os.path.exists(path) else "kuwt/MercuryDPM_fork"


def argv(case, dt, out, phase=0.3):
    """The driver's command line for a case (the contact starts `phase` of a step after step 20)."""
    p = case["inputs"]
    v0, vt = p["v0"], p.get("vt", 0.0)
    gap = v0 * (20 + phase) * dt
    if case["geometry"] == "wall":
        bodies = [(-(M.R + gap), v0, vt)]
    else:
        bodies = [(-(M.R + gap / 2), v0 / 2, vt / 2), (M.R + gap / 2, -v0 / 2, -vt / 2)]
    species = "sliding" if p.get("mu") else p["species"]
    steps = 20 + int(p["run_time"] / dt) + 40
    sc = case["scenario"]
    args = [out, species, case["geometry"], repr(p["e"]), repr(sc.get("tc", 0.0)), repr(dt), str(steps)]
    for b in bodies:
        args += [repr(float(x)) for x in b]
    if species == "sliding":
        args += [repr(p["mu"]), repr(p["kt"]), repr(p["ct"])]
    elif species == "plastic":  # LinearPlasticViscoelasticSpecies (issue 43)
        args += [repr(float(p[k])) for k in ("k", "k2max", "kc", "depth")]
        args += ["1" if p["constant"] else "0", repr(float(p["mass"]))]
    return args


def run(case, dt, workdir, binary=(DRIVER,), env=None, phase=0.3):
    """Run one case at timestep dt and read its rows."""
    os.makedirs(workdir, exist_ok=True)
    out = os.path.join(workdir, "rows.txt")
    r = subprocess.run([*binary, *argv(case, dt, out, phase)], cwd=workdir, env=env, capture_output=True,
                       text=True, timeout=600)
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"MercuryDPM failed (exit {r.returncode}): {r.stderr[-600:]}")
    wall = case["geometry"] == "wall"
    traj = {"t": [], "overlap": [], "vn": [], "fn": [], "vt": [], "w1": [], "w2": None if wall else []}
    with open(out) as f:
        for line in f:
            c = [float(x) for x in line.split()]
            t, x1, y1, vx1, vy1, wz1, fx1 = c[:7]
            traj["t"].append(t)
            traj["fn"].append(-fx1)
            traj["w1"].append(wz1)
            if wall:
                traj["overlap"].append(x1 + M.R)
                traj["vn"].append(vx1)
                traj["vt"].append(vy1)
            else:
                x2, y2, vx2, vy2, wz2 = c[7:12]
                traj["overlap"].append(2 * M.R - (x2 - x1))
                traj["vn"].append(vx1 - vx2)
                traj["vt"].append(vy1 - vy2)
                traj["w2"].append(wz2)
    traj["version"] = "MercuryDPM " + version()
    return traj
