"""LIGGGHTS and LAMMPS: write the input script, run the code, read its dump.

Geometry (both codes, SI units): body 1 moves in +x. A pair: body 1 at x < 0, body 2 at
x > 0, moving at ±v/2 (centre of mass at rest). A wall: the plane x = 0, body 1 coming from
x < 0. Tangential motion along y, spins about z. The dump holds every step: id x y vx vy
omegaz fx, printed with 17 significant digits.
"""

import os
import subprocess
import sys

from . import material as M


def _layout(case, dt, phase):
    """Initial positions and velocities (lists over bodies) and the number of steps."""
    p = case["inputs"]
    v0, vt = p["v0"], p.get("vt", 0.0)
    gap = v0 * (20 + phase) * dt  # the contact starts `phase` of a step after step 20
    r = M.R
    steps = 20 + int(p["run_time"] / dt) + 40
    if case["geometry"] == "wall":
        return [(-(r + gap), v0, vt)], steps
    return [(-(r + gap / 2), v0 / 2, vt / 2), (r + gap / 2, -v0 / 2, -vt / 2)], steps


def _num(x):
    return repr(float(x))


def liggghts_script(case, dt, phase=0.3):
    """The LIGGGHTS 3.8.0 input script of a case."""
    p = case["inputs"]
    bodies, steps = _layout(case, dt, phase)
    model = p["model"]
    opts = []
    if p.get("limit"):
        opts.append("limitForce on")
    if p.get("tangential_damping") is False:
        opts.append("tangential_damping off")
    if p.get("absolute_damping"):
        opts.append("absolute_damping on")
    mu = p.get("mu", 0.0)
    props = [
        f"fix m1 all property/global youngsModulus peratomtype {_num(M.E)}",
        f"fix m2 all property/global poissonsRatio peratomtype {_num(M.NU)}",
        f"fix m3 all property/global coefficientFriction peratomtypepair 1 {_num(mu)}",
    ]
    if model in ("hertz", "hooke") or model in PLASTIC:
        props.append(f"fix m4 all property/global coefficientRestitution peratomtypepair 1 {_num(p['e'])}")
    if "v_char" in p:
        props.append(f"fix m5 all property/global characteristicVelocity scalar {_num(p['v_char'])}")
    if model in PLASTIC:
        props += plastic_properties(p)
        if p.get("fixKc"):
            opts.append("fixKc on")
        if p.get("limit") is False:
            opts.append("limitForce off")
    if model in ("hooke/stiffness", "hertz/stiffness"):
        props.append(f"fix m6 all property/global kn peratomtypepair 1 {_num(p['kn'])}")
        props.append(f"fix m7 all property/global kt peratomtypepair 1 {_num(p['kt'])}")
        g = "gamman_abs" if p.get("absolute_damping") else "gamman"
        gt = "gammat_abs" if p.get("absolute_damping") else "gammat"
        props.append(f"fix m8 all property/global {g} peratomtypepair 1 {_num(p['gamman'])}")
        props.append(f"fix m9 all property/global {gt} peratomtypepair 1 {_num(p['gammat'])}")
    opts = " ".join(opts)
    lines = [
        "atom_style granular",
        "atom_modify map array",
        "boundary f f f",
        "newton off",
        "communicate single vel yes",
        "units si",
        "hard_particles yes",  # E = 63 GPa is over LIGGGHTS's 1 GPa sanity limit
        "region reg block -0.01 0.01 -0.01 0.01 -0.01 0.01 units box",
        "create_box 1 reg",
        "neighbor 0.0005 bin",
        "neigh_modify delay 0",
        *props,
        f"pair_style gran model {model} tangential history {opts}",
        "pair_coeff * *",
    ]
    if case["geometry"] == "wall":
        lines.append(f"fix wall all wall/gran model {model} tangential history primitive type 1 xplane 0.0 {opts}")
    lines += _atoms(bodies)
    lines += [
        "fix integr all nve/sphere",
        f"timestep {_num(dt)}",
        "dump d all custom 1 out.dump id x y vx vy omegaz fx",
        'dump_modify d sort id format "%d %.17g %.17g %.17g %.17g %.17g %.17g"',
        f"run {steps}",
    ]
    return "\n".join(lines) + "\n"


# The elastic-plastic normal models (issue 43), and the properties each one connects in its
# connectToProperties (LIGGGHTS 3.8.0 src/normal_model_*.h; names in global_properties.cpp:83-104):
# the case's input key, the property's name, its style.
PLASTIC = {
    "hooke/hysteresis": (("kn2kcMax", "coefficientMaxElasticStiffness", "peratomtypepair 1"),
                         ("kn2kc", "coefficientAdhesionStiffness", "peratomtypepair 1"),
                         ("phiF", "coefficientPlasticityDepth", "peratomtypepair 1")),
    "luding": (("k", "LoadingStiffness", "peratomtypepair 1"), ("kn2k1", "UnloadingStiffness", "peratomtypepair 1"),
               ("kn2kc", "coefficientAdhesionStiffness", "peratomtypepair 1"),
               ("phiF", "coefficientPlasticityDepth", "peratomtypepair 1"), ("f_adh", "pullOffForce", "peratomtypepair 1")),
    "edinburgh": (("kn2k1", "UnloadingStiffness", "peratomtypepair 1"),
                  ("kn2kc", "coefficientAdhesionStiffness", "peratomtypepair 1"),
                  ("f_adh", "pullOffForce", "peratomtypepair 1"), ("gamma_surf", "surfaceEnergy", "peratomtypepair 1"),
                  ("dex", "overlapExponent", "scalar"), ("cex", "adhesionExponent", "scalar")),
    "thornton_ning": (("gamma_surf", "surfaceEnergy", "peratomtypepair 1"),
                      ("yield_ratio", "coefficientYieldRatio", "peratomtype")),
}


def plastic_properties(p):
    """The `fix property/global` lines of an elastic-plastic model's own properties."""
    return [f"fix p{i} all property/global {name} {style} {_num(p[key])}"
            for i, (key, name, style) in enumerate(PLASTIC[p["model"]], 1)]


def _atoms(bodies):
    out = []
    for i, (x, vx, vy) in enumerate(bodies, 1):
        out.append(f"create_atoms 1 single {_num(x)} 0 0 units box")
    for i, (x, vx, vy) in enumerate(bodies, 1):
        out.append(f"set atom {i} diameter {_num(2 * M.R)} density {_num(M.RHO)}")
        out.append(f"set atom {i} vx {_num(vx)} vy {_num(vy)} vz 0")
    return out


def _lammps_granular_coeffs(p):
    """The `pair granular` / `fix wall/gran granular` model words of a case."""
    normal = p["normal"]
    if normal == "hertz/material":
        w = f"hertz/material {_num(M.E)} {_num(p['damp'])} {_num(M.NU)}"
    elif normal == "hooke":
        w = f"hooke {_num(p['k'])} {_num(p['damp'])}"
    else:
        raise ValueError(normal)
    tang = p.get("tangential", "linear_nohistory")
    mu = p.get("mu", 0.0)
    if tang == "linear_nohistory":
        w += f" tangential linear_nohistory 0.0 {_num(mu)}"
    elif tang in ("mindlin", "mindlin/force"):
        w += f" tangential {tang} NULL {_num(p.get('x_t', 0.0))} {_num(mu)}"
    elif tang == "linear_history":
        w += f" tangential linear_history {_num(p['kt'])} {_num(p.get('x_t', 0.0))} {_num(mu)}"
    w += f" damping {p['damping']}"
    if p.get("limit"):
        w += " limit_damping"
    return w


def lammps_script(case, dt, phase=0.3):
    """The LAMMPS input script of a case (7 Jan 2022 and 22 Jul 2025 alike)."""
    p = case["inputs"]
    bodies, steps = _layout(case, dt, phase)
    style = p["style"]
    lines = [
        "units si",
        "atom_style sphere",
        "atom_modify map array",
        "boundary f f f",
        "newton off",
        "comm_modify vel yes",
        "region reg block -0.01 0.01 -0.01 0.01 -0.01 0.01 units box",
        "create_box 1 reg",
        "neighbor 0.0005 bin",
        "neigh_modify delay 0",
    ]
    if style == "granular":
        words = _lammps_granular_coeffs(p)
        lines += ["pair_style granular", f"pair_coeff * * {words}"]
        wall = f"fix wall all wall/gran granular {words} xplane NULL 0.0"
    else:  # legacy gran/hooke, gran/hooke/history, gran/hertz/history
        mu = p.get("mu", 0.0)
        args = f"{_num(p['kn'])} NULL {_num(p['gamman'])} NULL {_num(mu)} 1"
        lim = " limit_damping" if p.get("limit") else ""
        lines += [f"pair_style {style} {args}{lim}", "pair_coeff * *"]
        wall = f"fix wall all wall/gran {style.removeprefix('gran/')} {args}{lim} xplane NULL 0.0"
    lines += _atoms(bodies)
    if case["geometry"] == "wall":
        lines.append(wall)
    lines += [
        "fix integr all nve/sphere",
        f"timestep {_num(dt)}",
        "dump d all custom 1 out.dump id x y vx vy omegaz fx",
        "dump_modify d sort id format float %.17g",
        f"run {steps}",
    ]
    return "\n".join(lines) + "\n"


def read_dump(path, geometry, dt):
    """The dump → the contact's coordinates per step (see measure.py)."""
    t, ov, vn, fn, vt, w1, w2 = [], [], [], [], [], [], []
    with open(path) as f:
        blocks = f.read().split("ITEM: TIMESTEP\n")[1:]
    for b in blocks:
        lines = b.split("\n")
        step = int(lines[0])
        rows = {}
        for ln in lines[8:]:
            if ln.strip():
                c = ln.split()
                rows[int(c[0])] = [float(v) for v in c[1:]]
        t.append(step * dt)
        x1, y1, vx1, vy1, wz1, fx1 = rows[1]
        if geometry == "wall":
            ov.append(x1 + M.R)
            vn.append(vx1)
            vt.append(vy1)
            w1.append(wz1)
        else:
            x2, y2, vx2, vy2, wz2, fx2 = rows[2]
            ov.append(2 * M.R - (x2 - x1))
            vn.append(vx1 - vx2)
            vt.append(vy1 - vy2)
            w1.append(wz1)
            w2.append(wz2)
        fn.append(-fx1)
    return {"t": t, "overlap": ov, "vn": vn, "fn": fn, "vt": vt, "w1": w1,
            "w2": w2 if geometry == "pair" else None}


def run(case, dt, workdir, binary, env=None, phase=0.3):
    """Write, run and read one case at timestep dt, the contact starting `phase` into a step."""
    os.makedirs(workdir, exist_ok=True)
    write = liggghts_script if case["runner"] == "liggghts" else lammps_script
    script = write(case, dt, phase)
    with open(os.path.join(workdir, "in.case"), "w") as f:
        f.write(script)
    cmd = [*binary, "-in", "in.case", "-log", "log.txt", "-echo", "none", "-screen", "none"]
    r = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=600)
    # Open MPI's start-up sometimes fails on a busy machine ("An error occurred in MPI_Init",
    # seen once in about ten full test runs, some 2,000 runs of the codes, with Debian's
    # LIGGGHTS 3.8.0): the code has not read its input yet, so the run is started again
    # (twice at most); any other failure stands.
    for _ in range(2):
        if r.returncode == 0 or "MPI_Init" not in r.stderr:
            break
        print(f"{' '.join(binary)}: MPI_Init failed at start; run again", file=sys.stderr)
        r = subprocess.run(cmd, cwd=workdir, env=env, capture_output=True, text=True, timeout=600)
    if r.returncode != 0 or not os.path.exists(os.path.join(workdir, "out.dump")):
        log = ""
        lp = os.path.join(workdir, "log.txt")
        if os.path.exists(lp):
            log = open(lp).read()[-800:]
        raise RuntimeError(f"{' '.join(binary)} failed (exit {r.returncode}): {r.stderr[-400:]}{log}")
    traj = read_dump(os.path.join(workdir, "out.dump"), case["geometry"], dt)
    with open(os.path.join(workdir, "log.txt")) as f:
        traj["version"] = f.readline().strip()  # e.g. "LAMMPS (22 Jul 2025 - Update 4)"
    return traj
