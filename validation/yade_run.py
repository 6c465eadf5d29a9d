"""Yade: write the Python script, run it, read what it wrote.

Yade is imported as a Python module by Debian's python3 (sys.path gets Yade's library
directory, as /usr/bin/yade does): that starts neither the TCP python prompt nor the
XML-RPC server that the `yade` launcher opens on every run.

Same geometry as lammps_like.py (body 1 in +x, wall plane x = 0, tangential along y, spins
about z). A PyRunner between the InteractionLoop and the NewtonIntegrator records, each
step, the positions and the forces computed from them (same instant), and the velocities
(Yade's leapfrog keeps them half a step behind; only the free-flight values are used).
"""

import json
import os
import subprocess

from . import material as M

YADE_PY = "/usr/lib/x86_64-linux-gnu/yade-double/py"

TEMPLATE = r'''
import sys, json, math
sys.path.insert(1, {yade_py!r})
import yade
from yade import *
from yade import utils
P = json.loads({params!r})
r, geometry = P["r"], P["geometry"]
law = P["law"]
if law == "viscel":
    mat = O.materials.append(ViscElMat(tc=P["tc"], en=P["en"], et=P["en"], density=P["rho"], frictionAngle=math.atan(P["mu"])))
    ip2, law2 = Ip2_ViscElMat_ViscElMat_ViscElPhys(), Law2_ScGeom_ViscElPhys_Basic()
elif law == "hertz-mindlin":
    mat = O.materials.append(FrictMat(young=P["E"], poisson=P["nu"], density=P["rho"], frictionAngle=math.atan(P["mu"])))
    kw = {{}}
    for k in ("en", "betan", "es", "betas"):
        if P.get(k) is not None:
            kw[k] = P[k]
    ip2, law2 = Ip2_FrictMat_FrictMat_MindlinPhys(**kw), Law2_ScGeom_MindlinPhys_Mindlin()
elif law == "cundall-strack":
    mat = O.materials.append(FrictMat(young=P["E"], poisson=P["nu"], density=P["rho"], frictionAngle=math.atan(P["mu"])))
    ip2, law2 = Ip2_FrictMat_FrictMat_FrictPhys(), Law2_ScGeom_FrictPhys_CundallStrack()
ids = []
for (x, vx, vy) in P["bodies"]:
    b = utils.sphere((x, 0, 0), r, material=mat)
    b.state.vel = (vx, vy, 0)
    ids.append(O.bodies.append(b))
if geometry == "wall":
    O.bodies.append(utils.wall(0.0, axis=0, material=mat))
rec = []
def record():
    row = [O.time]
    for i in ids:
        b = O.bodies[i]
        row += [b.state.pos[0], b.state.pos[1], b.state.vel[0], b.state.vel[1], b.state.angVel[2], O.forces.f(i, sync=True)[0]]
    rec.append(row)
O.engines = [
    ForceResetter(),
    InsertionSortCollider([Bo1_Sphere_Aabb(), Bo1_Wall_Aabb()]),
    InteractionLoop([Ig2_Sphere_Sphere_ScGeom(), Ig2_Wall_Sphere_ScGeom()], [ip2], [law2]),
    PyRunner(iterPeriod=1, command="record()"),
    NewtonIntegrator(damping=P["local_damping"], gravity=(0, 0, 0)),
]
O.dt = P["dt"]
O.run(P["steps"], True)
with open("out.json", "w") as f:
    json.dump({{"version": yade.config.version, "rows": rec}}, f)
'''


def script(case, dt, phase=0.3):
    """The Yade script of a case (the contact starts `phase` of a step after step 20)."""
    p = case["inputs"]
    v0, vt = p["v0"], p.get("vt", 0.0)
    gap = v0 * (20 + phase) * dt
    if case["geometry"] == "wall":
        bodies = [(-(M.R + gap), v0, vt)]
    else:
        bodies = [(-(M.R + gap / 2), v0 / 2, vt / 2), (M.R + gap / 2, -v0 / 2, -vt / 2)]
    params = {
        "r": M.R, "rho": M.RHO, "E": M.E, "nu": M.NU, "geometry": case["geometry"],
        "law": p["law"], "tc": p.get("tc"), "en": p.get("en"), "betan": p.get("betan"),
        "es": p.get("es"), "betas": p.get("betas"), "mu": p.get("mu", 0.0),
        "local_damping": p.get("local_damping", 0.0), "bodies": bodies, "dt": dt,
        "steps": 20 + int(p["run_time"] / dt) + 40,
    }
    return TEMPLATE.format(yade_py=YADE_PY, params=json.dumps(params))


def run(case, dt, workdir, binary=("/usr/bin/python3",), env=None, phase=0.3):
    """Write, run and read one case at timestep dt."""
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "case.py"), "w") as f:
        f.write(script(case, dt, phase))
    env = dict(env or os.environ, OMP_NUM_THREADS="1")
    r = subprocess.run([*binary, "case.py"], cwd=workdir, env=env, capture_output=True,
                       text=True, timeout=900)
    out = os.path.join(workdir, "out.json")
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"Yade failed (exit {r.returncode}): {r.stderr[-600:]}")
    with open(out) as f:
        data = json.load(f)
    wall = case["geometry"] == "wall"
    traj = {"t": [], "overlap": [], "vn": [], "fn": [], "vt": [], "w1": [], "w2": None if wall else []}
    for row in data["rows"]:
        t, x1, y1, vx1, vy1, wz1, fx1 = row[:7]
        traj["t"].append(t)
        traj["fn"].append(-fx1)
        traj["w1"].append(wz1)
        if wall:
            traj["overlap"].append(x1 + M.R)
            traj["vn"].append(vx1)
            traj["vt"].append(vy1)
        else:
            x2, y2, vx2, vy2, wz2, fx2 = row[7:13]
            traj["overlap"].append(2 * M.R - (x2 - x1))
            traj["vn"].append(vx1 - vx2)
            traj["vt"].append(vy1 - vy2)
            traj["w2"].append(wz2)
    traj["version"] = data["version"]
    return traj
