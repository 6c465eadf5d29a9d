"""The liquid-bridge runs in the DEM codes: write each code's input, run it, read what it wrote.
Used by validation/bridge.py.

Geometry as lammps_like.py: body 1 moves in +x; a pair is two equal 1 mm beads (body 2 at x >
0), a wall is the plane x = 0 with body 1 at x < 0. Every step the code writes body 1's (and
body 2's) x, v_x and the force f_x on body 1 (positions and forces of the same instant).

Two kinds of run (the case's `kind`):
- "pull": a quasi-static pull-off. The bodies start overlapping by 1e-8 m and separate at a
  prescribed relative speed u (LIGGGHTS `fix move linear`, Yade blocked DOFs with a set
  velocity, MercuryDPM the driver's pull mode); the force at each written gap is the law's
  there, whatever the speed (no viscosity in these runs unless the case types one);
- "impact": head-on at v0 (a pair at +-v0/2), integrated by the code.

What each code is given (the case's `inputs`; docs/bridge-codes.md reads each in its source):
- LIGGGHTS 3.8.0: `pair_style gran model hertz tangential history cohesion easo/capillary/viscous`
  (or washino/capillary/viscous), and at a wall `fix wall/gran ... primitive type 1 xplane 0`,
  with `fix property/global` surfaceLiquidContentInitial, surfaceTension, fluidViscosity,
  contactAngle (degrees), minSeparationDistanceRatio, maxSeparationDistanceRatio;
- Yade 2023.02a: `ViscElCapMat(Capillar=True, CapillarType=..., Vb, gamma, theta [deg], tc, en,
  et)` with `Ip2_ViscElCapMat_ViscElCapMat_ViscElCapPhys` and `Law2_ScGeom_ViscElCapPhys_Basic`,
  imported as a module (no servers);
- MercuryDPM (fork @fb0ebf1d): the driver's `willett` species (validation/mercurydpm/Impact.cpp).
"""

import json
import os
import subprocess
import sys

from . import material as M
from . import mercury_run

YADE_PY = "/usr/lib/x86_64-linux-gnu/yade-double/py"
START_OVERLAP = 1e-8  # a pull-off starts in contact (the bridge forms there)


def _num(x):
    return repr(float(x))


def bodies(case, dt, phase):
    """Initial (x, v_x) of each body. An impact starts `phase` of a step after step 20; a
    pull-off overlapping by START_OVERLAP + (1 + phase) u dt (in contact for the first step,
    the gaps written shifted by `phase` of a step), body 1 (wall) or body 2 (pair) moving
    away."""
    if case["kind"] == "pull":
        u = case["inputs"]["u"]
        d0 = START_OVERLAP + (1 + phase) * u * dt
        if case["geometry"] == "wall":
            return [(-(M.R - d0), -u)]
        return [(-(M.R - d0 / 2), 0.0), (M.R - d0 / 2, u)]
    v0 = case["inputs"]["v0"]
    gap = case["inputs"].get("start_gap", 0.0) + v0 * (20 + phase) * dt
    if case["geometry"] == "wall":
        return [(-(M.R + gap), v0)]
    return [(-(M.R + gap / 2), v0 / 2), (M.R + gap / 2, -v0 / 2)]


def steps(case, dt):
    return 20 + int(case["inputs"]["run_time"] / dt) + 40


# ------------------------------------------------------------------------------- LIGGGHTS


def liggghts_script(case, dt, phase=0.3):
    p = case["inputs"]
    half, skin = 10 * M.R, 0.5 * M.R
    coh = {"easo": "easo/capillary/viscous", "washino": "washino/capillary/viscous"}[p["cohesion"]]
    props = [
        f"fix m1 all property/global youngsModulus peratomtype {_num(p['E'])}",
        f"fix m2 all property/global poissonsRatio peratomtype {_num(p['nu'])}",
        "fix m3 all property/global coefficientFriction peratomtypepair 1 0.0",
        f"fix m4 all property/global coefficientRestitution peratomtypepair 1 {_num(p.get('e', 1.0))}",
        f"fix c1 all property/global surfaceLiquidContentInitial scalar {_num(p['content'])}",
        f"fix c2 all property/global surfaceTension scalar {_num(p['sigma'])}",
        f"fix c3 all property/global fluidViscosity scalar {_num(p.get('eta', 0.0))}",
        f"fix c4 all property/global contactAngle peratomtype {_num(p['theta_deg'])}",
        f"fix c5 all property/global minSeparationDistanceRatio scalar {_num(p['min_ratio'])}",
        f"fix c6 all property/global maxSeparationDistanceRatio scalar {_num(p['max_ratio'])}",
    ]
    gran = f"model hertz tangential history cohesion {coh}"
    if p.get("limit"):
        gran += " limitForce on"
    lines = [
        "atom_style granular", "atom_modify map array", "boundary f f f", "newton off",
        "communicate single vel yes", "units si", "hard_particles yes",
        f"region reg block {-half!r} {half!r} {-half!r} {half!r} {-half!r} {half!r} units box",
        "create_box 1 reg", f"neighbor {skin!r} bin", "neigh_modify delay 0",
        *props, f"pair_style gran {gran}", "pair_coeff * *",
    ]
    if case["geometry"] == "wall":
        lines.append(f"fix wall all wall/gran {gran} primitive type 1 xplane 0.0")
    bs = bodies(case, dt, phase)
    lines += [f"create_atoms 1 single {_num(x)} 0 0 units box" for x, _ in bs]
    for i, (_, vx) in enumerate(bs, 1):
        lines.append(f"set atom {i} diameter {_num(2 * M.R)} density {_num(M.RHO)}")
        lines.append(f"set atom {i} vx {_num(vx)} vy 0 vz 0")
    if case["kind"] == "pull":
        for i, (_, vx) in enumerate(bs, 1):
            lines += [f"group g{i} id {i}", f"fix mv{i} g{i} move linear {_num(vx)} 0 0"]
    else:
        lines.append("fix integr all nve/sphere")
    lines += [
        f"timestep {_num(dt)}",
        "dump d all custom 1 out.dump id x vx fx",
        'dump_modify d sort id format "%d %.17g %.17g %.17g"',
        f"run {steps(case, dt)}",
    ]
    return "\n".join(lines) + "\n"


def read_dump(path, case, dt):
    wall = case["geometry"] == "wall"
    rows = []
    with open(path) as f:
        blocks = f.read().split("ITEM: TIMESTEP\n")[1:]
    for b in blocks:
        lines = b.split("\n")
        data = {}
        for ln in lines[8:]:
            if ln.strip():
                c = ln.split()
                data[int(c[0])] = [float(v) for v in c[1:]]
        x1, vx1, fx1 = data[1]
        row = [int(lines[0]) * dt, x1, vx1, fx1]
        if not wall:
            row += data[2][:2]
        rows.append(row)
    return rows


def run_liggghts(case, dt, workdir, binary=("liggghts",), env=None, phase=0.3):
    os.makedirs(workdir, exist_ok=True)
    with open(os.path.join(workdir, "in.case"), "w") as f:
        f.write(liggghts_script(case, dt, phase))
    cmd = [*binary, "-in", "in.case", "-log", "log.txt", "-echo", "none", "-screen", "none"]
    r = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=900)
    for _ in range(2):  # Open MPI's start-up on a busy machine (lammps_like.run)
        if r.returncode == 0 or "MPI_Init" not in r.stderr:
            break
        print("liggghts: MPI_Init failed at start; run again", file=sys.stderr)
        r = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=900)
    dump, log = os.path.join(workdir, "out.dump"), os.path.join(workdir, "log.txt")
    if r.returncode != 0 or not os.path.exists(dump):
        tail = open(log).read()[-800:] if os.path.exists(log) else ""
        raise RuntimeError(f"liggghts failed (exit {r.returncode}): {r.stderr[-400:]}{tail}")
    rows = read_dump(dump, case, dt)
    with open(log) as f:
        version = f.readline().strip()
    os.remove(dump)  # large; the measurement is recorded
    return {"rows": rows, "version": version}


# ------------------------------------------------------------------------------------ Yade

YADE_TEMPLATE = r'''
import sys, json, math
sys.path.insert(1, {yade_py!r})
import yade
from yade import *
from yade import utils
P = json.loads({params!r})
mat = O.materials.append(ViscElCapMat(tc=P["tc"], en=P["en"], et=P["en"], density=P["rho"], frictionAngle=0.0,
                                      Capillar=True, CapillarType=P["capillar"], Vb=P["Vb"], gamma=P["gamma"],
                                      theta=P["theta_deg"], dcap=P["dcap"]))
ids = []
for (x, vx) in P["bodies"]:
    b = utils.sphere((x, 0, 0), P["r"], material=mat)
    b.state.vel = (vx, 0, 0)
    if P["pull"]:
        b.state.blockedDOFs = "xyzXYZ"
    ids.append(O.bodies.append(b))
if P["geometry"] == "wall":
    O.bodies.append(utils.wall(0.0, axis=0, material=mat))
rec = []
def record():
    row = [O.time]
    for i in ids:
        b = O.bodies[i]
        row += [b.state.pos[0], b.state.vel[0], O.forces.f(i, sync=True)[0]]
    rec.append(row)
O.engines = [
    ForceResetter(),
    InsertionSortCollider([Bo1_Sphere_Aabb(), Bo1_Wall_Aabb()], verletDist=P["r"]),
    InteractionLoop([Ig2_Sphere_Sphere_ScGeom(), Ig2_Wall_Sphere_ScGeom()],
                    [Ip2_ViscElCapMat_ViscElCapMat_ViscElCapPhys()], [Law2_ScGeom_ViscElCapPhys_Basic()]),
    PyRunner(iterPeriod=1, command="record()"),
    NewtonIntegrator(damping=0.0, gravity=(0, 0, 0)),
]
O.dt = P["dt"]
O.run(P["steps"], True)
with open("out.json", "w") as f:
    json.dump({{"version": yade.config.version, "rows": rec}}, f)
'''


def run_yade(case, dt, workdir, binary=("/usr/bin/python3",), env=None, phase=0.3):
    p = case["inputs"]
    os.makedirs(workdir, exist_ok=True)
    params = {"r": M.R, "rho": M.RHO, "tc": p["tc"], "en": p["en"], "capillar": p["capillar"], "Vb": p["Vb"],
              "gamma": p["gamma"], "theta_deg": p["theta_deg"], "dcap": p.get("dcap", 0.0),
              "geometry": case["geometry"], "bodies": bodies(case, dt, phase), "pull": case["kind"] == "pull",
              "dt": dt, "steps": steps(case, dt)}
    with open(os.path.join(workdir, "case.py"), "w") as f:
        f.write(YADE_TEMPLATE.format(yade_py=YADE_PY, params=json.dumps(params)))
    env = dict(env or os.environ, OMP_NUM_THREADS="1")
    r = subprocess.run([*binary, "case.py"], cwd=workdir, env=env, capture_output=True, text=True, timeout=1800)
    out = os.path.join(workdir, "out.json")
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"Yade failed (exit {r.returncode}): {r.stderr[-600:]}")
    with open(out) as f:
        data = json.load(f)
    os.remove(out)
    wall = case["geometry"] == "wall"
    rows = []
    for row in data["rows"]:
        t, x1, vx1, fx1 = row[:4]
        rows.append([t, x1, vx1, fx1] + ([] if wall else row[4:6]))
    return {"rows": rows, "version": "Yade " + data["version"]}


# ------------------------------------------------------------------------------ MercuryDPM


def run_mercury(case, dt, workdir, binary=(mercury_run.DRIVER,), env=None, phase=0.3):
    p = case["inputs"]
    os.makedirs(workdir, exist_ok=True)
    out = os.path.join(workdir, "rows.txt")
    args = [out, "willett", case["geometry"], repr(float(p.get("e", 1.0))), "0", repr(dt), str(steps(case, dt))]
    for x, vx in bodies(case, dt, phase):
        args += [repr(float(x)), repr(float(vx)), "0"]
    args += [repr(float(p["Estar"])), repr(float(p["V"])), repr(float(p["sigma"])), repr(float(p["theta"])),
             "1" if case["kind"] == "pull" else "0"]
    r = subprocess.run([*binary, *args], cwd=workdir, env=env, capture_output=True, text=True, timeout=900)
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"MercuryDPM failed (exit {r.returncode}): {r.stderr[-600:]}")
    wall = case["geometry"] == "wall"
    rows = []
    with open(out) as f:
        for line in f:
            c = [float(x) for x in line.split()]
            t, x1, _, vx1, _, _, fx1 = c[:7]
            rows.append([t, x1, vx1, fx1] + ([] if wall else [c[7], c[9]]))
    os.remove(out)
    return {"rows": rows, "version": "MercuryDPM " + mercury_run.version()}


RUNNERS = {"liggghts": run_liggghts, "yade": run_yade, "mercurydpm": run_mercury}


def trajectory(case, data):
    """Rows (t, x1, vx1, fx1[, x2, vx2]) → t, overlap, vn (approach), fn (repulsive)."""
    wall = case["geometry"] == "wall"
    traj = {"t": [], "overlap": [], "vn": [], "fn": []}
    for row in data["rows"]:
        t, x1, vx1, fx1 = row[:4]
        traj["t"].append(t)
        traj["fn"].append(-fx1)
        if wall:
            traj["overlap"].append(x1 + M.R)
            traj["vn"].append(vx1)
        else:
            x2, vx2 = row[4:6]
            traj["overlap"].append(2 * M.R - (x2 - x1))
            traj["vn"].append(vx1 - vx2)
    traj["version"] = data["version"]
    return traj
