"""Kratos Multiphysics DEMApplication (pip 10.4.4): write its input files, run it, read the
pair every step.

Each run writes the four files a Kratos DEM case is made of (ProjectParametersDEM.json,
MaterialsDEM.json, caseDEM.mdpa, caseDEM_FEM_boundary.mdpa for a wall) and a small driver
that runs them through `DEMAnalysisStage` in the venv's Python (`.venv-kratos`, one OpenMP
thread: with two, a two-particle run is ten times slower on two cores) and writes, every step,
body 1's (and body 2's) x, y, v_x, v_y, ω_z and the contact force f_x on it.

Same geometry as lammps_like.py: body 1 in +x, the wall the plane x = 0 (two RigidFace3D3N
triangles of the same glass), tangential motion along y, spins about z.

Kratos integrates by symplectic Euler (`Symplectic_Euler`): the force written at the end of a
step was computed from the positions at its start, so each force is paired here with the
positions it came from (the previous step's).
"""

import json
import os
import subprocess

from . import material as M

LAWS = {"hertz": "DEM_D_Hertz_viscous_Coulomb", "linear": "DEM_D_Linear_viscous_Coulomb"}

DRIVER = r'''
import json, os, sys
import KratosMultiphysics as KM
from KratosMultiphysics import Logger
Logger.GetDefaultOutput().SetSeverity(Logger.Severity.WARNING)
import KratosMultiphysics.DEMApplication as DEM
from KratosMultiphysics.DEMApplication.DEM_analysis_stage import DEMAnalysisStage
P = json.load(open("driver.json"))
here = os.getcwd()
rows, state = [], {"touched": False, "after": 0}


class Stage(DEMAnalysisStage):
    def GetMainPath(self):
        return here

    def KeepAdvancingSolutionLoop(self):
        # 40 steps after the contact has ended are enough for the rebound speeds.
        return super().KeepAdvancingSolutionLoop() and state["after"] < 40

    def FinalizeSolutionStep(self):
        super().FinalizeSolutionStep()
        row = [self.spheres_model_part.ProcessInfo[KM.TIME]]
        for n in sorted(self.spheres_model_part.Nodes, key=lambda n: n.Id):
            row += [n.X, n.Y, n.GetSolutionStepValue(KM.VELOCITY_X), n.GetSolutionStepValue(KM.VELOCITY_Y),
                    n.GetSolutionStepValue(KM.ANGULAR_VELOCITY_Z), n.GetSolutionStepValue(KM.TOTAL_FORCES_X)]
        rows.append(row)
        x1 = row[1]
        gap = (-x1 - P["r"]) if P["wall"] else (row[7] - x1 - 2 * P["r"])
        if gap < 0:
            state["touched"] = True
        elif state["touched"]:
            state["after"] += 1


with open("ProjectParametersDEM.json") as f:
    params = KM.Parameters(f.read())
Stage(KM.Model(), params).Run()
from importlib.metadata import version
json.dump({"version": "KratosMultiphysics " + version("KratosMultiphysics") + ", KratosDEMApplication "
           + version("KratosDEMApplication"), "rows": rows}, open("out.json", "w"))
'''


def params(dt, t_end, rotation, gravity=(0.0, 0.0, 0.0), rolling=False):
    """ProjectParametersDEM.json of a case: symplectic Euler at the fixed step dt to t_end, one
    neighbour search a step, no output files; `gravity` (x, y, z) [m/s²], `rolling` the
    RollingFrictionOption (the rolling tests, kratos_rolling.py)."""
    gx, gy, gz = gravity
    return {
        "Dimension": 3, "PeriodicDomainOption": False, "BoundingBoxOption": False,
        "AutomaticBoundingBoxOption": False, "dem_inlet_option": False,
        "GravityX": gx, "GravityY": gy, "GravityZ": gz,
        "RotationOption": rotation, "CleanIndentationsOption": False,
        "solver_settings": {
            "RemoveBallsInitiallyTouchingWalls": False, "strategy": "sphere_strategy",
            "model_import_settings": {"input_type": "mdpa"},
            "material_import_settings": {"materials_filename": "MaterialsDEM.json"},
        },
        "VirtualMassCoefficient": 1.0, "RollingFrictionOption": rolling, "GlobalDamping": 0.0,
        "ContactMeshOption": False, "ElementType": "SphericPartDEMElement3D",
        "TranslationalIntegrationScheme": "Symplectic_Euler",
        "RotationalIntegrationScheme": "Direct_Integration",
        "AutomaticTimestep": False, "DeltaTimeSafetyFactor": 1.0, "MaxTimeStep": dt,
        "FinalTime": t_end, "NeighbourSearchFrequency": 1, "SearchTolerance": 0.0,
        "GraphExportFreq": 1.0, "VelTrapGraphExportFreq": 1.0, "OutputTimeStep": 1.0,
        "ControlTime": 1000.0, "do_print_results_option": False, "PostTotalForces": True,
        "problem_name": "case",
    }


def materials(rel, particle, wall, name="glass", wall_extra=None):
    """MaterialsDEM.json: the particles' material `name` (Variables `particle`), the wall's
    (`wall`, then `wall_extra`), and the relation `rel` (the contact law and its inputs) for
    particle–particle and particle–wall alike."""
    return {
        "materials": [
            {"material_name": name, "material_id": 1, "Variables": particle},
            {"material_name": "wall", "material_id": 2, "Variables": {**wall, "COMPUTE_WEAR": False, **(wall_extra or {})}},
        ],
        "material_relations": [
            {"material_names_list": [name, name], "material_ids_list": [1, 1], "Variables": dict(rel)},
            {"material_names_list": [name, "wall"], "material_ids_list": [1, 2], "Variables": dict(rel)},
        ],
        "material_assignation_table": [["SpheresPart", name], ["RigidFacePart", "wall"]],
    }


def _materials(p):
    rel = {"COEFFICIENT_OF_RESTITUTION": p["e"], "STATIC_FRICTION": p.get("mu", 0.0),
           "DYNAMIC_FRICTION": p.get("mu", 0.0), "FRICTION_DECAY": 500.0, "ROLLING_FRICTION": 0.0,
           "ROLLING_FRICTION_WITH_WALLS": 0.0, "DEM_DISCONTINUUM_CONSTITUTIVE_LAW_NAME": LAWS[p["law"]]}
    glass = {"YOUNG_MODULUS": M.E, "POISSON_RATIO": M.NU}
    return materials(rel, {"PARTICLE_DENSITY": M.RHO, **glass}, glass)


def _mdpa(bodies):
    n = lambda x: repr(float(x))
    out = ["Begin ModelPartData", "End ModelPartData", "", "Begin Properties 1", "End Properties", "",
           "Begin Nodes"]
    out += [f"    {i} {n(x)} 0.0 0.0" for i, (x, _, _) in enumerate(bodies, 1)]
    out += ["End Nodes", "", "Begin Elements SphericParticle3D"]
    out += [f"    {i} 1 {i}" for i in range(1, len(bodies) + 1)]
    out += ["End Elements", "", "Begin NodalData RADIUS"]
    out += [f"    {i} 0 {n(M.R)}" for i in range(1, len(bodies) + 1)]
    out += ["End NodalData", ""]
    for k, var in ((1, "VELOCITY_X"), (2, "VELOCITY_Y")):
        out += [f"Begin NodalData {var}"]
        out += [f"    {i} 0 {n(b[k])}" for i, b in enumerate(bodies, 1)]
        out += ["End NodalData", ""]
    return "\n".join(out)


def wall_mdpa(corners):
    """caseDEM_FEM_boundary.mdpa: a square wall of two RigidFace3D3N triangles through the four
    `corners` (each "x y z", in order around it)."""
    return "\n".join([
        "Begin ModelPartData", "End ModelPartData", "", "Begin Properties 2", "End Properties", "",
        "Begin Nodes", *(f"    {i} {c}" for i, c in enumerate(corners, 3)), "End Nodes", "",
        "Begin Conditions RigidFace3D3N", "    7 2 3 4 5", "    8 2 3 5 6", "End Conditions", "",
        "Begin SubModelPart 1", "  Begin SubModelPartData", "    IDENTIFIER wall", "  End SubModelPartData",
        "  Begin SubModelPartNodes", "    3", "    4", "    5", "    6", "  End SubModelPartNodes",
        "  Begin SubModelPartConditions", "    7", "    8", "  End SubModelPartConditions",
        "End SubModelPart", ""])


def wall_x0(h):
    """The wall the plane x = 0, a square 2h wide."""
    return wall_mdpa([f"0.0 -{h} -{h}", f"0.0 {h} -{h}", f"0.0 {h} {h}", f"0.0 -{h} {h}"])


# The wall: the plane x = 0, two triangles 2 cm wide.
WALL_MDPA = wall_x0("0.01")


def execute(workdir, files, binary, env=None, timeout=900):
    """Writes `files` (name → text) into `workdir`, runs its driver.py with `binary` on one
    OpenMP thread, and returns what the driver wrote to out.json."""
    os.makedirs(workdir, exist_ok=True)
    for name, text in files.items():
        with open(os.path.join(workdir, name), "w") as f:
            f.write(text)
    env = dict(env or os.environ, OMP_NUM_THREADS="1")
    r = subprocess.run([*binary, "driver.py"], cwd=workdir, env=env, capture_output=True, text=True,
                       timeout=timeout)
    out = os.path.join(workdir, "out.json")
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"Kratos failed (exit {r.returncode}): {r.stderr[-600:]}")
    with open(out) as f:
        return json.load(f)


def files(case, dt, phase=0.3):
    """The input files of a case (the contact starts `phase` of a step after step 20)."""
    p = case["inputs"]
    v0, vt = p["v0"], p.get("vt", 0.0)
    gap = v0 * (20 + phase) * dt
    wall = case["geometry"] == "wall"
    if wall:
        bodies = [(-(M.R + gap), v0, vt)]
    else:
        bodies = [(-(M.R + gap / 2), v0 / 2, vt / 2), (M.R + gap / 2, -v0 / 2, -vt / 2)]
    out = {
        "ProjectParametersDEM.json": json.dumps(params(dt, (20 + 40) * dt + p["run_time"], "vt" in p), indent=1),
        "MaterialsDEM.json": json.dumps(_materials(p), indent=1),
        "caseDEM.mdpa": _mdpa(bodies),
        "driver.json": json.dumps({"r": M.R, "wall": wall}),
        "driver.py": DRIVER,
    }
    if wall:
        out["caseDEM_FEM_boundary.mdpa"] = WALL_MDPA
    return out


def run(case, dt, workdir, binary, env=None, phase=0.3):
    """Write, run and read one case at timestep dt."""
    data = execute(workdir, files(case, dt, phase), binary, env)
    return trajectory(data, case["geometry"], dt)


def trajectory(data, geometry, dt):
    """Kratos's rows → the contact's coordinates (measure.py), each force with the positions
    it was computed from (those of the step before)."""
    rows = data["rows"]
    wall = geometry == "wall"
    traj = {"t": [], "overlap": [], "vn": [], "fn": [], "vt": [], "w1": [], "w2": None if wall else []}
    for i, row in enumerate(rows[:-1]):
        t, x1, y1, vx1, vy1, wz1 = row[:6]
        fx1 = rows[i + 1][6]
        traj["t"].append(t)
        traj["fn"].append(-fx1)
        traj["w1"].append(wz1)
        if wall:
            traj["overlap"].append(x1 + M.R)
            traj["vn"].append(vx1)
            traj["vt"].append(vy1)
        else:
            x2, y2, vx2, vy2, wz2 = row[7:12]
            traj["overlap"].append(2 * M.R - (x2 - x1))
            traj["vn"].append(vx1 - vx2)
            traj["vt"].append(vy1 - vy2)
            traj["w2"].append(wz2)
    traj["version"] = data["version"]
    return traj
