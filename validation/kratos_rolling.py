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

from . import kratos_run
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


def _materials(p):
    rel = {"COEFFICIENT_OF_RESTITUTION": 0.5, "STATIC_FRICTION": MU, "DYNAMIC_FRICTION": MU,
           "FRICTION_DECAY": 500.0, "ROLLING_FRICTION": p["mu_r"], "ROLLING_FRICTION_WITH_WALLS": p["mu_r"],
           "DEM_DISCONTINUUM_CONSTITUTIVE_LAW_NAME": "DEM_D_Hertz_viscous_Coulomb",
           "DEM_ROLLING_FRICTION_MODEL_NAME": p["model"]}
    glass = {"YOUNG_MODULUS": M.E, "POISSON_RATIO": M.NU}
    return kratos_run.materials(rel, {"PARTICLE_DENSITY": M.RHO, **glass}, glass)


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
WALL_MDPA = kratos_run.wall_mdpa(["-0.05 -0.05 0.0", "0.05 -0.05 0.0", "0.05 0.05 0.0", "-0.05 0.05 0.0"])


def run(case, dt, workdir, binary, every):
    """Writes, runs and reads one case at timestep dt: (times, x, times, v_x)."""
    p = case["inputs"]
    theta = math.radians(p.get("theta_deg", 0.0))
    z = M.R - static_overlap(M.MASS * G * math.cos(theta))
    steps = int(round(case["t_est"] / dt))
    files = {
        "ProjectParametersDEM.json": json.dumps(kratos_run.params(
            dt, steps * dt, True, (G * math.sin(theta), 0.0, -G * math.cos(theta)), rolling=True), indent=1),
        "MaterialsDEM.json": json.dumps(_materials(p), indent=1),
        "caseDEM.mdpa": _mdpa(z, p.get("v0", 0.0)),
        "caseDEM_FEM_boundary.mdpa": WALL_MDPA,
        "driver.json": json.dumps({"every": every}),
        "driver.py": DRIVER,
    }
    data = kratos_run.execute(workdir, files, binary, timeout=1800)
    rows = data["rows"]
    t = [row[0] for row in rows]
    return t, [row[1] for row in rows], t, [row[2] for row in rows], data["version"]
