"""Kratos Multiphysics DEMApplication (pip 10.4.4): the single-ball rolling tests (issue 35) —
the bead rolling on the flat (validation/rolling.py) and at rest on the incline
(validation/incline.py) — written as Kratos's own input files, run, and read every step.

The bead (validation/material.py) sits on the wall z = 0 (two RigidFace3D3N triangles 10 cm
wide, the same glass) at its Hertz static overlap under the normal load m g cos θ; gravity is
tilted by θ in the x–z plane (GravityX = g sin θ, GravityZ = −g cos θ), so the bead rolls
along +x (θ = 0: the flat, with v_x = v0 and ω_y = v0/r at the start).

The rolling resistance is chosen in the material relation glass–wall:
`DEM_ROLLING_FRICTION_MODEL_NAME` = "DEMRollingFrictionModelConstantTorque" with
`ROLLING_FRICTION` = μ_r, `RollingFrictionOption` true (read by sphere_strategy.py of the
10.4.4 wheel, `ModifySubProperties`: the model is cloned from the relation's properties).
What it does on a wall (`DEM_rolling_friction_model_constant_torque.cpp`,
KratosMultiphysics/Kratos@06eb5fb9, the release whose `ComputeRollingFrictionWithWall`
signature the 10.4.4 library exports): lines 81 (no torque while ω = 0), 89 (μ_r from the
relation), 92 (|F_n| the local contact force, dashpot included), 95 (lever R − δ), 99-101
(M = −μ_r |F_n| (R − δ) ω̂ of the bead's own spin). The wheel's
libKratosDEMCore.so holds DEMRollingFrictionModelConstantTorque, …ViscousTorque and
…Bounded only: the elastic–plastic (type C) model of the catalogue's `kratos-epsd` is not in
10.4.4 (validation/README.md).

Kratos integrates by symplectic Euler (`Symplectic_Euler`, rotations `Direct_Integration`):
positions and velocities written at the end of a step are of the same instant.
"""

import json
import math
import os
import subprocess

from . import material as M

G = 9.81
MU = 0.5  # sliding friction: rolling without slip

DRIVER = r'''
import json, os, sys
import KratosMultiphysics as KM
from KratosMultiphysics import Logger
Logger.GetDefaultOutput().SetSeverity(Logger.Severity.WARNING)
import KratosMultiphysics.DEMApplication as DEM
from KratosMultiphysics.DEMApplication.DEM_analysis_stage import DEMAnalysisStage
P = json.load(open("driver.json"))
here = os.getcwd()
rows = []
count = [0]


class Stage(DEMAnalysisStage):
    def GetMainPath(self):
        return here

    def FinalizeSolutionStep(self):
        super().FinalizeSolutionStep()
        count[0] += 1
        if count[0] % P["every"]:
            return
        n = self.spheres_model_part.GetNode(1)
        rows.append([self.spheres_model_part.ProcessInfo[KM.TIME], n.X, n.GetSolutionStepValue(KM.VELOCITY_X)])


with open("ProjectParametersDEM.json") as f:
    params = KM.Parameters(f.read())
stage = Stage(KM.Model(), params)
stage.Initialize()
n = stage.spheres_model_part.GetNode(1)
rows.append([0.0, n.X, n.GetSolutionStepValue(KM.VELOCITY_X)])
stage.RunSolutionLoop()
stage.Finalize()
from importlib.metadata import version
json.dump({"version": "KratosMultiphysics " + version("KratosMultiphysics") + ", KratosDEMApplication "
           + version("KratosDEMApplication"), "rows": rows}, open("out.json", "w"))
'''


def static_overlap(normal_force):
    """Hertz: δ = (F_n/k)^(2/3), k = 4/3 E*√r, E* of the bead on the glass wall."""
    e_star = M.E / (2.0 * (1.0 - M.NU ** 2))
    return (normal_force / (4.0 / 3.0 * e_star * math.sqrt(M.R))) ** (2.0 / 3.0)


def _params(dt, t_end, theta):
    return {
        "Dimension": 3, "PeriodicDomainOption": False, "BoundingBoxOption": False,
        "AutomaticBoundingBoxOption": False, "dem_inlet_option": False,
        "GravityX": G * math.sin(theta), "GravityY": 0.0, "GravityZ": -G * math.cos(theta),
        "RotationOption": True, "CleanIndentationsOption": False,
        "solver_settings": {
            "RemoveBallsInitiallyTouchingWalls": False, "strategy": "sphere_strategy",
            "model_import_settings": {"input_type": "mdpa"},
            "material_import_settings": {"materials_filename": "MaterialsDEM.json"},
        },
        "VirtualMassCoefficient": 1.0, "RollingFrictionOption": True, "GlobalDamping": 0.0,
        "ContactMeshOption": False, "ElementType": "SphericPartDEMElement3D",
        "TranslationalIntegrationScheme": "Symplectic_Euler",
        "RotationalIntegrationScheme": "Direct_Integration",
        "AutomaticTimestep": False, "DeltaTimeSafetyFactor": 1.0, "MaxTimeStep": dt,
        "FinalTime": t_end, "NeighbourSearchFrequency": 1, "SearchTolerance": 0.0,
        "GraphExportFreq": 1.0, "VelTrapGraphExportFreq": 1.0, "OutputTimeStep": 1.0,
        "ControlTime": 1000.0, "do_print_results_option": False, "PostTotalForces": True,
        "problem_name": "case",
    }


def _materials(p):
    rel = {"COEFFICIENT_OF_RESTITUTION": 0.5, "STATIC_FRICTION": MU, "DYNAMIC_FRICTION": MU,
           "FRICTION_DECAY": 500.0, "ROLLING_FRICTION": p["mu_r"], "ROLLING_FRICTION_WITH_WALLS": p["mu_r"],
           "DEM_DISCONTINUUM_CONSTITUTIVE_LAW_NAME": "DEM_D_Hertz_viscous_Coulomb",
           "DEM_ROLLING_FRICTION_MODEL_NAME": p["model"]}
    glass = {"YOUNG_MODULUS": M.E, "POISSON_RATIO": M.NU}
    return {
        "materials": [
            {"material_name": "glass", "material_id": 1, "Variables": {"PARTICLE_DENSITY": M.RHO, **glass}},
            {"material_name": "wall", "material_id": 2, "Variables": {**glass, "COMPUTE_WEAR": False}},
        ],
        "material_relations": [
            {"material_names_list": ["glass", "glass"], "material_ids_list": [1, 1], "Variables": dict(rel)},
            {"material_names_list": ["glass", "wall"], "material_ids_list": [1, 2], "Variables": dict(rel)},
        ],
        "material_assignation_table": [["SpheresPart", "glass"], ["RigidFacePart", "wall"]],
    }


def _mdpa(z, v0):
    n = lambda x: repr(float(x))
    return "\n".join([
        "Begin ModelPartData", "End ModelPartData", "", "Begin Properties 1", "End Properties", "",
        "Begin Nodes", f"    1 0.0 0.0 {n(z)}", "End Nodes", "",
        "Begin Elements SphericParticle3D", "    1 1 1", "End Elements", "",
        "Begin NodalData RADIUS", f"    1 0 {n(M.R)}", "End NodalData", "",
        "Begin NodalData VELOCITY_X", f"    1 0 {n(v0)}", "End NodalData", "",
        "Begin NodalData ANGULAR_VELOCITY_Y", f"    1 0 {n(v0 / M.R)}", "End NodalData", ""])


# The wall z = 0: two triangles 10 cm wide.
WALL_MDPA = "\n".join([
    "Begin ModelPartData", "End ModelPartData", "", "Begin Properties 2", "End Properties", "",
    "Begin Nodes", "    3 -0.05 -0.05 0.0", "    4 0.05 -0.05 0.0", "    5 0.05 0.05 0.0",
    "    6 -0.05 0.05 0.0", "End Nodes", "",
    "Begin Conditions RigidFace3D3N", "    7 2 3 4 5", "    8 2 3 5 6", "End Conditions", "",
    "Begin SubModelPart 1", "  Begin SubModelPartData", "    IDENTIFIER wall", "  End SubModelPartData",
    "  Begin SubModelPartNodes", "    3", "    4", "    5", "    6", "  End SubModelPartNodes",
    "  Begin SubModelPartConditions", "    7", "    8", "  End SubModelPartConditions",
    "End SubModelPart", ""])


def run(case, dt, workdir, binary, every):
    """Writes, runs and reads one case at timestep dt: (times, x, times, v_x)."""
    p = case["inputs"]
    theta = math.radians(p.get("theta_deg", 0.0))
    z = M.R - static_overlap(M.MASS * G * math.cos(theta))
    steps = int(round(case["t_est"] / dt))
    os.makedirs(workdir, exist_ok=True)
    files = {
        "ProjectParametersDEM.json": json.dumps(_params(dt, steps * dt, theta), indent=1),
        "MaterialsDEM.json": json.dumps(_materials(p), indent=1),
        "caseDEM.mdpa": _mdpa(z, p.get("v0", 0.0)),
        "caseDEM_FEM_boundary.mdpa": WALL_MDPA,
        "driver.json": json.dumps({"every": every}),
        "driver.py": DRIVER,
    }
    for name, text in files.items():
        with open(os.path.join(workdir, name), "w") as f:
            f.write(text)
    env = dict(os.environ, OMP_NUM_THREADS="1")
    r = subprocess.run([*binary, "driver.py"], cwd=workdir, env=env, capture_output=True, text=True,
                       timeout=1800)
    out = os.path.join(workdir, "out.json")
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"Kratos failed (exit {r.returncode}): {r.stderr[-600:]}")
    with open(out) as f:
        data = json.load(f)
    rows = data["rows"]
    t = [row[0] for row in rows]
    return t, [row[1] for row in rows], t, [row[2] for row in rows], data["version"]
