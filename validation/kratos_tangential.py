"""Why Kratos's oblique impacts differ from the calculator at 10 and 60 deg: a step-by-step
emulation of Kratos DEM 10.4.4's linear law on a wall (validation/cases.py's case: a glass
bead, e = 0.8, μ = 0.3, v = 1 m/s), written from its source (DEM_D_Hertz_viscous_Coulomb_CL.cpp
CalculateTangentialForceWithNeighbour, which the linear law shares; DEM_D_Linear_viscous_
Coulomb_CL.cpp InitializeContactWithFEM; spheric_particle.cpp ComputeBallToRigidFaceContactForce,
ComputeMoments), under two rules for the cap:

- "kratos": over the cap with the spring and the dashpot alike in direction, the spring is
  held at the cap and the dashpot dropped if the spring alone exceeds the cap, else the
  dashpot is trimmed; against each other, the larger is kept and trimmed (Kratos's own);
- "held": the spring held at the cap whenever it exceeds it, the total clamped (the rule the
  calculator's catalogue uses for kratos-linear).

Symplectic Euler as Kratos (`Symplectic_Euler`), the contact starting 0.3 of a step after step
20, dt = t_c/8000 (the suite's measured run). Standard library only; shares nothing with the
library.  Run: python3 validation/kratos_tangential.py  (a few seconds)

It prints vt' and ω1' per angle: "kratos" gives the recorded Kratos runs (validation/
recorded.json, kratos/linear-oblique/wall/*), "held" the calculator's values. Where the
dashpot pulls against a spring beyond the cap (late in the 10 and 60 deg contacts), Kratos's
rule truncates the spring to the cap only once it exceeds it by more than the dashpot, so
the spring saw-tooths between the cap and cap + |F_d| every few dozen steps whatever dt, and
the force averages μF_n − |F_d|/2: between the held-spring rule (μF_n − |F_d|) and
dropping the dashpot (μF_n), which bracket Kratos's vt' at both angles.
"""
import math

R, E, NU, RHO = 1e-3, 63e9, 0.2, 2500.0
M = RHO * 4 / 3 * math.pi * R ** 3
INERTIA = 0.4 * M * R * R
G = E / (2 * (1 + NU))
G_STAR = 1 / (2 * (2 - NU) / G)  # glass on a glass wall
E_STAR = 1 / (2 * (1 - NU * NU) / E)
GAMMA_08 = 0.074371337890625  # DAMPING_GAMMA of e = 0.8 (sphere_strategy.py RootByBisection)


def cap_rule(rule, spring, dashpot, cap):
    """The spring and dashpot forces after the cap."""
    if abs(spring + dashpot) <= cap and not (rule == "held" and abs(spring) > cap):
        return spring, dashpot
    if rule == "held":
        if abs(spring) > cap:
            spring = math.copysign(cap, spring)
        total = spring + dashpot
        if abs(total) > cap:
            dashpot = math.copysign(cap, total) - spring
        return spring, dashpot
    if spring * dashpot >= 0.0:
        if abs(spring) > cap:
            return math.copysign(cap, spring), 0.0
        return spring, math.copysign(cap - abs(spring), dashpot)
    if abs(dashpot) >= abs(spring):
        return spring, math.copysign(cap + abs(spring), dashpot)
    return math.copysign(cap, spring), 0.0


def run(deg, rule, div=8000, mu=0.3):
    th = math.radians(deg)
    v0 = math.cos(th)
    kn = E_STAR * math.pi * 0.31225 * R  # InitializeContactWithFEM: no 1.432 at a wall
    kt = 4 * G_STAR * kn / E_STAR
    cn, ct = 2 * GAMMA_08 * math.sqrt(M * kn), 2 * GAMMA_08 * math.sqrt(M * kt)
    dt = math.pi * math.sqrt(M / kn) / div
    x, y = -(R + 20.3 * v0 * dt), 0.0
    vn, vt, w = v0, math.sin(th), 0.0
    spring, y_old, touched, after = 0.0, 0.0, False, 0
    while after < 40:
        xi = x + R
        fn = ft = torque = 0.0
        if xi > 0:
            touched = True
            arm = R - xi  # DistPToB: slip and torque at the wall's surface
            u = vt + arm * w
            spring -= kt * ((y - y_old) + arm * w * dt)  # the step's displacement, incremental
            fn = max(kn * xi + cn * vn, 0.0)
            spring, dashpot = cap_rule(rule, spring, -ct * u, mu * fn)
            ft = spring + dashpot
            torque = arm * ft
        elif touched:
            after += 1
            spring = 0.0
        vn -= fn / M * dt
        vt += ft / M * dt
        w += torque / INERTIA * dt
        y_old = y
        x += vn * dt
        y += vt * dt
    return vt, w


if __name__ == "__main__":
    for deg in (10, 30, 60):
        for rule in ("kratos", "held"):
            vt, w = run(deg, rule)
            print(f"{deg:2d} deg  {rule:6}  vt' = {vt:.6f}  w1' = {w:.4f}")
