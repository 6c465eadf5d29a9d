"""The adhesive impacts (issue 34) in the DEM codes: write each code's input, run it, read what it
wrote. Used by validation/adhesion.py.

Geometry as lammps_like.py: body 1 moves in +x; a pair is two equal spheres at ±v0/2 (the
centre of mass at rest), a wall is the plane x = 0 with body 1 coming from x < 0. The
spheres are the case's `material` (radius r, E, ν, ρ; not the glass beads of the other
cases). Every step the code writes body 1's (and body 2's) x, v_x and the force f_x on body 1;
the runner returns the contact's coordinates (overlap, approach speed, normal force) per step,
as measure.py defines them.

What each code is given (the case's `inputs`):
- LAMMPS `pair granular jkr|dmt E damp ν γ damping <model> tangential linear_nohistory 0 0`
  (and `fix wall/gran granular …` at a wall), γ the surface energy of ONE surface;
- LIGGGHTS `pair_style gran model hertz|hooke tangential history cohesion sjkr|sjkr2` with
  `fix property/global cohesionEnergyDensity` (and `fix wall/gran … cohesion …`);
- Yade `Ip2_FrictMat_FrictMat_MindlinPhys(gamma=γ, en=…|betan=…)` with
  `Law2_ScGeom_MindlinPhys_Mindlin(includeAdhesion=True)`, imported as a module (no servers);
- Kratos `DEM_D_Hertz_viscous_Coulomb_JKR|DMT` with PARTICLE_COHESION (the work of adhesion w)
  on the particle material and the material relation, WALL_COHESION on the wall.
"""

import json
import os
import subprocess
import sys

from . import kratos_run

YADE_PY = "/usr/lib/x86_64-linux-gnu/yade-double/py"


def _num(x):
    return repr(float(x))


def _bodies(case, dt, phase):
    """Initial x and v_x of each body: the contact starts `phase` of a step after step 20."""
    v0, r = case["inputs"]["v0"], case["material"]["r"]
    gap = v0 * (20 + phase) * dt
    if case["geometry"] == "wall":
        return [(-(r + gap), v0)]
    return [(-(r + gap / 2), v0 / 2), (r + gap / 2, -v0 / 2)]


def steps(case, dt):
    return 20 + int(case["inputs"]["run_time"] / dt) + 40


def _atoms(case, bodies):
    mat = case["material"]
    out = [f"create_atoms 1 single {_num(x)} 0 0 units box" for x, _ in bodies]
    for i, (_, vx) in enumerate(bodies, 1):
        out.append(f"set atom {i} diameter {_num(2 * mat['r'])} density {_num(mat['rho'])}")
        out.append(f"set atom {i} vx {_num(vx)} vy 0 vz 0")
    return out


# The box and neighbour skin scale with the spheres (2 mm box and 0.5 mm skin for 1 mm beads).
def _box(case):
    r = case["material"]["r"]
    return 10 * r, 0.5 * r


def lammps_script(case, dt, phase=0.3):
    """LAMMPS (7Jan2022 and 22Jul2025 alike): pair granular jkr/dmt with its damping."""
    p, mat = case["inputs"], case["material"]
    half, skin = _box(case)
    words = (f"{p['normal']} {_num(mat['E'])} {_num(p['damp'])} {_num(mat['nu'])} {_num(p['gamma'])} "
             f"damping {p['damping']} tangential linear_nohistory 0.0 0.0")
    lines = [
        "units si", "atom_style sphere", "atom_modify map array", "boundary f f f", "newton off",
        "comm_modify vel yes",
        f"region reg block {-half!r} {half!r} {-half!r} {half!r} {-half!r} {half!r} units box",
        "create_box 1 reg", f"neighbor {skin!r} bin", "neigh_modify delay 0",
        "pair_style granular", f"pair_coeff * * {words}",
    ]
    bodies = _bodies(case, dt, phase)
    lines += _atoms(case, bodies)
    if case["geometry"] == "wall":
        lines.append(f"fix wall all wall/gran granular {words} xplane NULL 0.0")
    lines += [
        "fix integr all nve/sphere", f"timestep {_num(dt)}",
        "dump d all custom 1 out.dump id x vx fx",
        "dump_modify d sort id format float %.17g",
        f"run {steps(case, dt)}",
    ]
    return "\n".join(lines) + "\n"


def liggghts_script(case, dt, phase=0.3):
    """LIGGGHTS 3.8.0: gran model hertz|hooke with cohesion sjkr|sjkr2, or model thornton_ning
    (surfaceEnergy = w, coefficientYieldRatio)."""
    p, mat = case["inputs"], case["material"]
    half, skin = _box(case)
    model, cohesion = p["model"], p.get("cohesion")
    props = [
        f"fix m1 all property/global youngsModulus peratomtype {_num(mat['E'])}",
        f"fix m2 all property/global poissonsRatio peratomtype {_num(mat['nu'])}",
        "fix m3 all property/global coefficientFriction peratomtypepair 1 0.0",
        f"fix m4 all property/global coefficientRestitution peratomtypepair 1 {_num(p['e'])}",
    ]
    if cohesion:
        props.append(f"fix m5 all property/global cohesionEnergyDensity peratomtypepair 1 {_num(p['kc'])}")
    if model == "hooke":
        props.append(f"fix m6 all property/global characteristicVelocity scalar {_num(p['v_char'])}")
    if model == "thornton_ning":
        # surfaceEnergy is its gamma_surf, F_c = 1.5π gamma_surf R*: the work of adhesion w.
        props.append(f"fix m7 all property/global surfaceEnergy peratomtypepair 1 {_num(p['w'])}")
        props.append(f"fix m8 all property/global coefficientYieldRatio peratomtype {_num(p['yield_ratio'])}")
    gran = f"model {model} tangential history" + (f" cohesion {cohesion}" if cohesion else "")
    lines = [
        "atom_style granular", "atom_modify map array", "boundary f f f", "newton off",
        "communicate single vel yes", "units si", "hard_particles yes",
        f"region reg block {-half!r} {half!r} {-half!r} {half!r} {-half!r} {half!r} units box",
        "create_box 1 reg", f"neighbor {skin!r} bin", "neigh_modify delay 0",
        *props, f"pair_style gran {gran}", "pair_coeff * *",
    ]
    if case["geometry"] == "wall":
        lines.append(f"fix wall all wall/gran {gran} primitive type 1 xplane 0.0")
    lines += _atoms(case, _bodies(case, dt, phase))
    lines += [
        "fix integr all nve/sphere", f"timestep {_num(dt)}",
        "dump d all custom 1 out.dump id x vx fx",
        'dump_modify d sort id format "%d %.17g %.17g %.17g"',
        f"run {steps(case, dt)}",
    ]
    return "\n".join(lines) + "\n"


def read_dump(path, case, dt):
    """The dump (id x vx fx every step) → t, overlap, vn, fn."""
    r = case["material"]["r"]
    wall = case["geometry"] == "wall"
    t, ov, vn, fn = [], [], [], []
    with open(path) as f:
        blocks = f.read().split("ITEM: TIMESTEP\n")[1:]
    for b in blocks:
        lines = b.split("\n")
        rows = {}
        for ln in lines[8:]:
            if ln.strip():
                c = ln.split()
                rows[int(c[0])] = [float(v) for v in c[1:]]
        t.append(int(lines[0]) * dt)
        x1, vx1, fx1 = rows[1]
        if wall:
            ov.append(x1 + r)
            vn.append(vx1)
        else:
            x2, vx2, _ = rows[2]
            ov.append(2 * r - (x2 - x1))
            vn.append(vx1 - vx2)
        fn.append(-fx1)
    return {"t": t, "overlap": ov, "vn": vn, "fn": fn}


def finished_then_overflow(log, dump, n):
    """LAMMPS 7Jan2022 (29 Sep 2021 update 2) ends every `jkr` run with "Neighbor history
    overflow" (fix_neigh_history.cpp) after its last step is written: accepted when the dump
    holds every step and that is the error."""
    if not (os.path.exists(log) and os.path.exists(dump)):
        return False
    with open(log) as f:
        text = f.read()
    if "Neighbor history overflow" not in text:
        return False
    with open(dump) as f:
        last = None
        for line in f:
            if line.startswith("ITEM: TIMESTEP"):
                last = next(f).strip()
    return last == str(n)


def run_lammps_like(case, dt, workdir, binary, env=None, phase=0.3):
    os.makedirs(workdir, exist_ok=True)
    write = liggghts_script if case["runner"] == "liggghts" else lammps_script
    with open(os.path.join(workdir, "in.case"), "w") as f:
        f.write(write(case, dt, phase))
    cmd = [*binary, "-in", "in.case", "-log", "log.txt", "-echo", "none", "-screen", "none"]
    r = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=600)
    for _ in range(2):  # Open MPI's start-up on a busy machine (lammps_like.run)
        if r.returncode == 0 or "MPI_Init" not in r.stderr:
            break
        print(f"{' '.join(binary)}: MPI_Init failed at start; run again", file=sys.stderr)
        r = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=600)
    dump = os.path.join(workdir, "out.dump")
    log = os.path.join(workdir, "log.txt")
    if r.returncode != 0 and finished_then_overflow(log, dump, steps(case, dt)):
        r = subprocess.CompletedProcess(r.args, 0, r.stdout, r.stderr)
    if r.returncode != 0 or not os.path.exists(dump):
        tail = open(log).read()[-800:] if os.path.exists(log) else ""
        raise RuntimeError(f"{' '.join(binary)} failed (exit {r.returncode}): {r.stderr[-400:]}{tail}")
    traj = read_dump(dump, case, dt)
    with open(log) as f:
        traj["version"] = f.readline().strip()
    return traj


YADE_TEMPLATE = r'''
import sys, json, math
sys.path.insert(1, {yade_py!r})
import yade
from yade import *
from yade import utils
P = json.loads({params!r})
mat = O.materials.append(FrictMat(young=P["E"], poisson=P["nu"], density=P["rho"], frictionAngle=0.0))
kw = {{"gamma": P["gamma"]}}
for k in ("en", "betan"):
    if P.get(k) is not None:
        kw[k] = P[k]
ip2 = Ip2_FrictMat_FrictMat_MindlinPhys(**kw)
law2 = Law2_ScGeom_MindlinPhys_Mindlin(includeAdhesion=True)
ids = []
for (x, vx) in P["bodies"]:
    b = utils.sphere((x, 0, 0), P["r"], material=mat)
    b.state.vel = (vx, 0, 0)
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
    InsertionSortCollider([Bo1_Sphere_Aabb(), Bo1_Wall_Aabb()]),
    InteractionLoop([Ig2_Sphere_Sphere_ScGeom(), Ig2_Wall_Sphere_ScGeom()], [ip2], [law2]),
    PyRunner(iterPeriod=1, command="record()"),
    NewtonIntegrator(damping=0.0, gravity=(0, 0, 0)),
]
O.dt = P["dt"]
O.run(P["steps"], True)
with open("out.json", "w") as f:
    json.dump({{"version": yade.config.version, "rows": rec}}, f)
'''


def run_yade(case, dt, workdir, binary=("/usr/bin/python3",), env=None, phase=0.3):
    """Yade 2023.02a Hertz–Mindlin with includeAdhesion (local damping off)."""
    p, mat = case["inputs"], case["material"]
    os.makedirs(workdir, exist_ok=True)
    params = {"r": mat["r"], "E": mat["E"], "nu": mat["nu"], "rho": mat["rho"], "gamma": p["gamma"],
              "en": p.get("en"), "betan": p.get("betan"), "geometry": case["geometry"],
              "bodies": _bodies(case, dt, phase), "dt": dt, "steps": steps(case, dt)}
    with open(os.path.join(workdir, "case.py"), "w") as f:
        f.write(YADE_TEMPLATE.format(yade_py=YADE_PY, params=json.dumps(params)))
    env = dict(env or os.environ, OMP_NUM_THREADS="1")
    r = subprocess.run([*binary, "case.py"], cwd=workdir, env=env, capture_output=True, text=True,
                       timeout=900)
    out = os.path.join(workdir, "out.json")
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"Yade failed (exit {r.returncode}): {r.stderr[-600:]}")
    with open(out) as f:
        data = json.load(f)
    wall = case["geometry"] == "wall"
    traj = {"t": [], "overlap": [], "vn": [], "fn": []}
    for row in data["rows"]:
        t, x1, vx1, fx1 = row[:4]
        traj["t"].append(t)
        traj["fn"].append(-fx1)
        if wall:
            traj["overlap"].append(x1 + mat["r"])
            traj["vn"].append(vx1)
        else:
            x2, vx2, _ = row[4:7]
            traj["overlap"].append(2 * mat["r"] - (x2 - x1))
            traj["vn"].append(vx1 - vx2)
    traj["version"] = data["version"]
    return traj


KRATOS_DRIVER = r'''
import json, os, sys
import KratosMultiphysics as KM
from KratosMultiphysics import Logger
Logger.GetDefaultOutput().SetSeverity(Logger.Severity.WARNING)
import KratosMultiphysics.DEMApplication as DEM
from KratosMultiphysics.DEMApplication.DEM_analysis_stage import DEMAnalysisStage
P = json.load(open("driver.json"))
here = os.getcwd()
rows = []


class Stage(DEMAnalysisStage):
    def GetMainPath(self):
        return here

    def FinalizeSolutionStep(self):
        super().FinalizeSolutionStep()
        row = [self.spheres_model_part.ProcessInfo[KM.TIME]]
        for n in sorted(self.spheres_model_part.Nodes, key=lambda n: n.Id):
            row += [n.X, n.GetSolutionStepValue(KM.VELOCITY_X), n.GetSolutionStepValue(KM.TOTAL_FORCES_X)]
        rows.append(row)


with open("ProjectParametersDEM.json") as f:
    params = KM.Parameters(f.read())
Stage(KM.Model(), params).Run()
from importlib.metadata import version
json.dump({"version": "KratosMultiphysics " + version("KratosMultiphysics") + ", KratosDEMApplication "
           + version("KratosDEMApplication"), "rows": rows}, open("out.json", "w"))
'''

KRATOS_LAWS = {"jkr": "DEM_D_Hertz_viscous_Coulomb_JKR", "dmt": "DEM_D_Hertz_viscous_Coulomb_DMT"}


def _kratos_materials(case):
    p, mat = case["inputs"], case["material"]
    w = p["cohesion"]
    rel = {"COEFFICIENT_OF_RESTITUTION": p["e"], "STATIC_FRICTION": 0.0, "DYNAMIC_FRICTION": 0.0,
           "FRICTION_DECAY": 500.0, "ROLLING_FRICTION": 0.0, "ROLLING_FRICTION_WITH_WALLS": 0.0,
           "PARTICLE_COHESION": w,
           "DEM_DISCONTINUUM_CONSTITUTIVE_LAW_NAME": KRATOS_LAWS[p["law"]]}
    elastic = {"YOUNG_MODULUS": mat["E"], "POISSON_RATIO": mat["nu"]}
    return kratos_run.materials(rel, {"PARTICLE_DENSITY": mat["rho"], "PARTICLE_COHESION": w, **elastic},
                                elastic, name="powder", wall_extra={"WALL_COHESION": p.get("wall_cohesion", w)})


def _kratos_mdpa(case, bodies):
    r = case["material"]["r"]
    n = lambda x: repr(float(x))
    out = ["Begin ModelPartData", "End ModelPartData", "", "Begin Properties 1", "End Properties", "",
           "Begin Nodes"]
    out += [f"    {i} {n(x)} 0.0 0.0" for i, (x, _) in enumerate(bodies, 1)]
    out += ["End Nodes", "", "Begin Elements SphericParticle3D"]
    out += [f"    {i} 1 {i}" for i in range(1, len(bodies) + 1)]
    out += ["End Elements", "", "Begin NodalData RADIUS"]
    out += [f"    {i} 0 {n(r)}" for i in range(1, len(bodies) + 1)]
    out += ["End NodalData", "", "Begin NodalData VELOCITY_X"]
    out += [f"    {i} 0 {n(v)}" for i, (_, v) in enumerate(bodies, 1)]
    out += ["End NodalData", ""]
    return "\n".join(out)


def run_kratos(case, dt, workdir, binary, env=None, phase=0.3):
    """Kratos DEM 10.4.4: the Hertz law composed with its JKR or DMT cohesive law."""
    bodies = _bodies(case, dt, phase)
    wall = case["geometry"] == "wall"
    files = {
        "ProjectParametersDEM.json": json.dumps(kratos_run.params(dt, steps(case, dt) * dt, False), indent=1),
        "MaterialsDEM.json": json.dumps(_kratos_materials(case), indent=1),
        "caseDEM.mdpa": _kratos_mdpa(case, bodies),
        "driver.json": json.dumps({"r": case["material"]["r"], "wall": wall}),
        "driver.py": KRATOS_DRIVER,
    }
    if wall:
        # The wall x = 0: two RigidFace3D3N triangles 40 radii wide.
        files["caseDEM_FEM_boundary.mdpa"] = kratos_run.wall_x0(repr(20 * case["material"]["r"]))
    data = kratos_run.execute(workdir, files, binary, env)
    # Symplectic Euler: the force written at the end of a step came from the positions at its
    # start (kratos_run.trajectory), so each force goes with the previous step's positions.
    rows, r0 = data["rows"], case["material"]["r"]
    traj = {"t": [], "overlap": [], "vn": [], "fn": []}
    for i, row in enumerate(rows[:-1]):
        t, x1, vx1 = row[:3]
        traj["t"].append(t)
        traj["fn"].append(-rows[i + 1][3])
        if wall:
            traj["overlap"].append(x1 + r0)
            traj["vn"].append(vx1)
        else:
            x2, vx2 = row[4:6]
            traj["overlap"].append(2 * r0 - (x2 - x1))
            traj["vn"].append(vx1 - vx2)
    traj["version"] = data["version"]
    return traj
