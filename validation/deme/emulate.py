"""DEM-Engine's integration error at the recorded timestep, estimated without a GPU.

DEME 3.0.19 was run on a GPU at one timestep (1 ns; deme_results.json, deme_oblique.json):
no halved run exists. This script integrates DEME's default force model as its kernels state
it (FullHertzianForceModel.cu lines 5-126, DEMCollisionKernels_SphSph.cuh lines 73-81 and
107-120, projectchrono/DEM-Engine @5f9e2850) with DEME's default integrator as its kernels
state it (EXTENDED_TAYLOR: DEMIntegrationKernels.cu, IntegrationVelPassOnExtendedTaylor.cu:
v += a h, x += (v_old + a h/2) h, the force from the state at the step's start), in float64,
at h and at h/2, measured the way deme_impact.py measured DEME (samples every 10 steps of
1 ns, crossings interpolated, the largest sampled overlap) and deme_oblique.py (velocities
and spin after the contact).

The suite takes the halving difference |m(h) - m(h/2)| of this emulation as DEME's own
integration error at h (the tolerance is 3 times it, as for the codes run here). The
emulation at h reproduces the GPU runs (printed beside them), which shows the error is the
integrator's: DEME's e = 0.50022 at h where the continuous law gives 0.50000.

Run: python3 validation/deme/emulate.py > validation/deme/emulated.json   (under a second)
Standard library only; shares nothing with the library.
"""
import json
import math
import sys

R, E, NU, RHO = 1.0e-3, 63.0e9, 0.2, 2500.0
MASS = RHO * 4.0 / 3.0 * math.pi * R ** 3
PLANE_MASS = 1.0e6  # DEMExternObj's default mass (BdrsAndObjs.h)
E_STAR = 1.0 / (2.0 * (1.0 - NU * NU) / E)
G_STAR = 1.0 / (2.0 * 2.0 * (2.0 - NU) * (1.0 + NU) / E)  # DEMHelperKernels.cuh lines 1045-1048
INERTIA = 0.4 * MASS * R * R
GAP = 1.0e-7


def beta(cor):
    loge = math.log(cor)
    return loge / math.sqrt(loge * loge + math.pi ** 2)


def contact_radius(geometry, d):
    """a = sqrt(A/pi): A = pi (r d - d^2/4) between spheres, pi (r^2 - (r - d)^2) on a plane."""
    if geometry == "pair":
        return math.sqrt(max(R * d - d * d / 4.0, 0.0))
    return math.sqrt(max(R * R - (R - d) ** 2, 0.0))


def normal_run(geometry, cor, h, every):
    """Head-on: e, t_c (overlap crossings between samples, interpolated), largest sampled overlap."""
    m = MASS / 2.0 if geometry == "pair" else MASS * PLANE_MASS / (MASS + PLANE_MASS)
    b = beta(cor)
    d, v, t, n = -GAP, 1.0, 0.0, 0  # overlap, approach speed
    rows = [(0.0, d, v)]
    while True:
        f = 0.0
        if d > 0.0:
            sn = 2.0 * E_STAR * contact_radius(geometry, d)
            f = 2.0 / 3.0 * sn * d + 2.0 * math.sqrt(5.0 / 6.0) * b * math.sqrt(sn * m) * (-v)
        a = -f / m
        v_old = v
        v += a * h
        d += (v_old + 0.5 * a * h) * h
        t += h
        n += 1
        if n % every == 0:
            rows.append((t, d, v))
            if d < 0.0 and any(r[1] > 0.0 for r in rows):
                break
    ts, ds = [r[0] for r in rows], [r[1] for r in rows]
    inside = [k for k, x in enumerate(ds) if x > 0.0]
    a_, b_ = inside[0], inside[-1]
    t_s = ts[a_ - 1] + (0.0 - ds[a_ - 1]) / (ds[a_] - ds[a_ - 1]) * (ts[a_] - ts[a_ - 1])
    t_e = ts[b_] + ds[b_] / (ds[b_] - ds[b_ + 1]) * (ts[b_ + 1] - ts[b_])
    return {"e": -rows[-1][2], "tc": t_e - t_s, "overlap": max(ds)}


def oblique_run(deg, h, cor=0.8, mu=0.3):
    """A bead on the plane, normal approach 1 m/s, tangential tan(deg) m/s, no spin: e, vt', w1'
    (w1 signed so that a positive spin adds to the slip of the contact point)."""
    m = MASS * PLANE_MASS / (MASS + PLANE_MASS)
    b = beta(cor)
    d, vn, vt, w, delta = -GAP, 1.0, math.tan(math.radians(deg)), 0.0, 0.0
    touched = False
    while True:
        fn = ft = 0.0
        arm = R - 0.5 * d  # the contact point, r - d/2 from the centre
        if d > 0.0:
            touched = True
            u = vt + arm * w
            delta += h * u  # the history is updated before the force (lines 42-47)
            a_c = contact_radius("wall", d)
            sn = 2.0 * E_STAR * a_c
            fn = 2.0 / 3.0 * sn * d + 2.0 * math.sqrt(5.0 / 6.0) * b * math.sqrt(sn * m) * (-vn)
            kt = 8.0 * G_STAR * a_c
            gt = -2.0 * math.sqrt(5.0 / 3.0) * b * math.sqrt(m * kt)
            ft = -kt * delta - gt * u
            cap = abs(fn) * mu
            if abs(ft) > cap:
                ft = math.copysign(cap, ft)
                delta = (ft + gt * u) / (-kt)
        elif touched:
            break
        else:
            delta = 0.0
        an, at, alpha = -fn / m, ft / m, arm * ft / INERTIA
        vn_old, vn = vn, vn + an * h
        vt += at * h
        w += alpha * h
        d += (vn_old + 0.5 * an * h) * h
    return {"e": -vn, "vt_after": vt, "omega1_after": w}


def main():
    out = {"about": __doc__.split("\n\n")[0], "h": 1.0e-9, "normal": {}, "oblique": {}}
    for geometry in ("pair", "wall"):
        for cor in (0.5, 0.8):
            out["normal"][f"{geometry}/e{cor}"] = {
                "h": normal_run(geometry, cor, 1.0e-9, 10), "h/2": normal_run(geometry, cor, 0.5e-9, 20)}
    for deg in (10, 30, 60):
        out["oblique"][f"{deg}deg"] = {"h": oblique_run(deg, 1.0e-9), "h/2": oblique_run(deg, 0.5e-9)}
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
