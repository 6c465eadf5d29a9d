"""The incline test of issue 35: a bead at rest on an incline just below and just above its
static angle θ_s, run in the DEM codes (through validation/rolling.py).

The bead (validation/material.py: r = 1 mm glass) starts at rest (v = 0, ω = 0, every spring
of the contact unloaded) at its static overlap under the normal load m g cos θ on the wall
z = 0; gravity is tilted by θ in the x–z plane (g sin θ along +x, g cos θ into the wall), the
sliding friction μ = 0.5 holds the contact point. Each setting runs at θ− = θ_s (1 − 0.02) and
θ+ = θ_s (1 + 0.02), each at dt and dt/2.

**The static angle.** At rest the contact holds the bead with a tangential force F_t = m g
sin θ and a normal force F_n = m g cos θ. The code applies F_t at its contact point, a distance
h below the centre, so its torque about the centre, F_t h, must be balanced by the rolling
torque, which can reach M_max = μ_r L F_n (L the code's lever arm). The bead can stay at rest
while m g sin θ h ≤ μ_r L m g cos θ:

    tan θ_s = μ_r L/h   (= μ_r L/r for the rigid sphere touching at h = r).

L and h on a flat wall, read in the codes' sources and written here (not taken from the
calculator; the catalogue, crates/contact/src/codes/rolling.rs, cites the lines of L):
- LIGGGHTS 3.8: L = r (`rolling_model_cdt.h`, `epsd.h`, `epsd2.h`: reff = radi at a wall),
  h = r − δ/2 (`surface_model_default.h`: cri = radi − 0.5 deltan at a wall);
- LAMMPS: L = r (a flat wall's Reff = radi), h = r (`fix_wall_gran.cpp` granular():
  torque −= radius·(n × F_t), lammps/lammps@02e2e22b);
- Yade: L = (R_a + R_b)/2 = r (`Ig2_Wall_Sphere_ScGeom::go`: radius1 = radius2 = the
  sphere's), h = r − δ (its contact point is the centre projected onto the wall), δ from
  Hertz with R* = r/2 (`Ip2_FrictMat_FrictMat_MindlinPhys::go`: R = Da·Db/(Da + Db));
- Kratos: L = r − δ (`DEM_rolling_friction_model_constant_torque.cpp@06eb5fb9`:95), h = r − δ
  (`spheric_particle.cpp` ComputeMoments: arm_length = GetInteractionRadius() − indentation
  at a wall), so tan θ_s = μ_r exactly.
The calculator's `static_angle` is atan(μ_r L/r), within δ/r ≈ 2e-6 (relative) of these; both
must fall between θ− and θ+.

**The rolling acceleration above θ_s.** A rigid sphere (I = 2/5 m r²) rolling without slip
about its contact point h below the centre (a = α h) under a constant resisting torque
M = μ_r L F_n: m a = m g sin θ − F_t and I α = F_t h − M give a (I/h + m h) = m g sin θ h − M,

    a = g (h sin θ − μ_r L cos θ) h/(I/m + h²),

which for h = r is the textbook (5/7) g (sin θ − (μ_r L/r) cos θ) = (5/7) g (sin θ − tan θ_s
cos θ), the same as about the contact point: (7/5) m r² α = m g sin θ r − M. The codes' h
differs from r by δ or δ/2, which moves a by δ/r·tan θ_s cos θ/(sin θ − tan θ_s cos θ) ≈ 50 δ/r
at θ+ (4.4e-5 for LIGGGHTS, 8.8e-5 for Kratos, 1.1e-4 for Yade whose δ is 1.26 times the
others', 0 for LAMMPS): the form with h is compared. (The
friction it needs, F_t = m g sin θ − m a ≈ 0.1 m g cos θ here, is far below μ F_n.) A
spring-limited law (epsd, epsd2, LAMMPS sds, Yade's moment law) gives the same once its spring
is at its cap: the bead rolls on in one direction, so the cap holds and the torque is M_max.

**"At rest" for a spring-limited law.** The bead starts at rest with the rolling spring
unloaded, so the gravity torque T = m g sin θ r is a step load. Undamped, the spring would
swing to 2T; at θ− = 0.98 θ_s, 2T ≈ 1.96 M_max exceeds the cap, so the bead first rolls
plastically — through the spring's elastic angle θ_1 = M_max/k_r with the energy
T θ_1 − ½ k_r θ_1² = θ_1 (T − M_max/2) left, then at the cap with the net torque T − M_max < 0
decelerating it, over θ_p = θ_1 (T − M_max/2)/(M_max − T) ≈ 24 θ_1 — and then rests, swinging
elastically about its new rest angle by (M_max − T)/k_r (damped by the dashpot where the code
has one). Below θ_s it always ends at rest, since the plastic phase decelerates it; above θ_s
the plastic phase accelerates it and it rolls away at a. The static angle is therefore the
same whether the spring is loaded slowly or at once: the run is not preloaded (no code here
can start with its rolling spring loaded), and what is measured is the bead's state after the
transient — the later half of the run, [T_run/2, T_run], every case's T_run chosen from the
transient of the rigid model (several times the plastic phase's length).

**A constant-torque law at rest** (LIGGGHTS cdt, Kratos): the torque is −M_max ω̂ while ω ≠ 0
and 0 at ω = 0 exactly, so a bead that should rest chatters: ω flips sign every step or few
(Lethe PR #1433 saw piles jitter for the same reason). Its late speed is a creep of the order of
the chatter, dt·(M_max + T)/I_r·r, halving with dt (Kratos 10.4.4 at θ−: 2.7e-6 m/s at
dt = 2 µs, 1.3e-6 m/s at 1 µs); it does not accelerate.

**Measured** (`measure`), on the later half of the run: the acceleration a_late, the
least-squares slope of v_x(t), and the mean speed v_late. The bead *rolls* when
a_late ≥ ½ a+ and *rests* when |a_late| ≤ 0.01 a+, a+ = the closed form at θ+ (anything
between is reported as neither, a failure): a rolling bead's late acceleration is a+ itself,
a resting bead's is zero up to its swinging (an undamped rolling spring's, the chatter): a
swing of speed amplitude A and angular frequency ω moves the slope fitted over a window W by
at most 12 A/(ω W²)·(1 + 2/(ω W)) (`swing_bound`: the fit's (12/W³)∫ s v ds, integrated by
parts). The resting runs recorded show |a_late| ≤ 5.3e-6 m/s² (Yade, whose spring swings
undamped), 0.04 % of a+, against the 1 % that would count as rest.

**Tolerance** of the acceleration, as the rest of the suite: tol = max(3·|a(dt) − a(dt/2)|,
FLOOR·a). At the cap every force on the bead is constant, so the halving changes a by
little (≤ 3e-13 of a in the runs recorded), and the floor governs: FLOOR = 1e-6 of a, as the
rest of the suite's floors (the measurement's resolution). What the closed form leaves out is
smaller: δ is the code's static overlap at m g cos θ, the bead starts there and its normal
swing is damped (or, in Kratos, absent), and an error of 1 % in δ moves a by 50·δ/r·1 % ≈ 1e-6
of a. Agreement found: LAMMPS 3e-12, Kratos 2e-13, LIGGGHTS ≤ 4e-9, Yade 3.2e-7 (not
explained further).
"""

import math

from . import material as M

G = 9.81
MARGIN = 0.02
ROLL_FRACTION = 0.5
REST_FRACTION = 0.01


def closed_form(theta, mu_r, lever, arm, r=M.R, g=G):
    """a = g (h sin θ − μ_r L cos θ) h/(I/m + h²), I/m = (2/5) r², θ in radians, L the lever,
    h the arm of the tangential force (the module's docstring); (5/7) g (sin θ − (μ_r L/r)
    cos θ) for h = r."""
    return g * (arm * math.sin(theta) - mu_r * lever * math.cos(theta)) * arm / (0.4 * r * r + arm * arm)


def hertz_overlap(normal_force, r_star=M.R):
    """The Hertz static overlap of the bead on the glass wall: (F_n/k)^(2/3), k = 4/3 E*√R*."""
    e_star = M.E / (2.0 * (1.0 - M.NU ** 2))
    return (normal_force / (4.0 / 3.0 * e_star * math.sqrt(r_star))) ** (2.0 / 3.0)


FLOOR = 1e-6


def swing_bound(amplitude, omega, window):
    """The largest change a swing A cos(ω t + φ) makes to the least-squares slope over a
    window W: 12 A/(ω W²)·(1 + 2/(ω W))."""
    return 12.0 * amplitude / (omega * window * window) * (1.0 + 2.0 / (omega * window))


def slope(t, v):
    """The least-squares slope of v(t)."""
    n = len(t)
    tm, vm = sum(t) / n, sum(v) / n
    num = sum((a - tm) * (b - vm) for a, b in zip(t, v))
    den = sum((a - tm) ** 2 for a in t)
    return num / den


class MeasureError(Exception):
    """The run shows neither a bead at rest nor a bead rolling away."""


def measure(traj, a_plus):
    """The later half of an incline run: a_late, v_late and the verdict (module docstring).
    `traj` = (times of x, x, times of v, v); `a_plus` the closed-form acceleration at θ+."""
    _, _, tv, v = traj
    if any(not math.isfinite(x) for x in v):
        raise MeasureError("the code's output turned NaN or infinite")
    half = tv[-1] / 2.0
    idx = [i for i in range(len(tv)) if tv[i] >= half]
    if len(idx) < 10:
        raise MeasureError("too few samples in the later half of the run")
    t_late, v_late = [tv[i] for i in idx], [v[i] for i in idx]
    a_late = slope(t_late, v_late)
    out = {"a_late": a_late, "v_late": sum(v_late) / len(v_late), "v_end": v[-1]}
    if a_late >= ROLL_FRACTION * a_plus:
        out["state"] = "rolls"
    elif abs(a_late) <= REST_FRACTION * a_plus:
        out["state"] = "rests"
    else:
        raise MeasureError(f"late acceleration {a_late:.4g} m/s² is neither ≈ 0 nor ≈ a+ = {a_plus:.4g}")
    return out


def _setting(runner, code_id, inputs, scenario, *, lever, arm, dt, t_run, live=False, runs_of=None,
             note=None):
    """One setting's incline case: θ_s = atan(μ_r L/h) from the lever L and the arm h written
    here (each a function of the overlap δ), θ± = θ_s (1 ∓ 0.02)."""
    mu_r = inputs["mu_r"]
    cos_s = math.cos(math.atan(mu_r * lever(0.0) / arm(0.0)))
    theta_s = math.atan(mu_r * lever(overlap_of(runner, inputs, cos_s)) / arm(overlap_of(runner, inputs, cos_s)))
    thetas = {"below": theta_s * (1 - MARGIN), "above": theta_s * (1 + MARGIN)}
    d_plus = overlap_of(runner, inputs, math.cos(thetas["above"]))
    a_plus = closed_form(thetas["above"], mu_r, lever(d_plus), arm(d_plus))
    return {"runner": runner, "code_id": code_id, "test": "incline", "inputs": inputs,
            "scenario": scenario, "mu_r": mu_r, "lever_above": lever(d_plus), "arm_above": arm(d_plus),
            "theta_s_deg": math.degrees(theta_s),
            "theta_deg": {k: math.degrees(v) for k, v in thetas.items()}, "a_plus": a_plus,
            "dt": dt, "t_est": t_run, "live": live, "runs_of": runs_of,
            "known": None, "note": note, "tag": "incline"}


def overlap_of(runner, inputs, cos):
    """The static overlap under m g cos θ: LAMMPS's Hooke k_n, the others' Hertz glass — Yade's
    with R* = r/2 (`Ip2_FrictMat_FrictMat_MindlinPhys::go`: R = Da·Db/(Da + Db), and a wall's
    radius is the sphere's)."""
    if runner == "lammps":
        return M.MASS * G * cos / inputs["kn"]
    return hertz_overlap(M.MASS * G * cos, M.R / 2 if runner == "yade" else M.R)


def cases(mat):
    """The incline settings: each code's law that the flat test runs, at μ_r = 0.1 (θ_s ≈ 5.71°).

    LAMMPS and Yade take a rolling spring 100× stiffer than their flat cases' (k_r = 1e-4
    N·m/rad): with the flat cases' 1e-6 N·m/rad the spring's elastic angle M_max/k_r is 0.01
    rad, and the transient at θ− (the plastic roll after the step load, module docstring) lasts
    0.2 s (Yade would need 0.5 s runs, 1e6 steps at 5e-7 s); at 1e-4 it lasts 0.02 s. The
    verdict and the acceleration do not depend on k_r. Run lengths: several transients of the
    rigid model; the timesteps: ≥ 140 steps per normal period of the bead on the wall (Kratos:
    35, its live budget; its constant torque has no spring to resolve)."""
    r = lambda d: M.R
    half = lambda d: M.R - 0.5 * d
    less = lambda d: M.R - d
    return [
        _setting("liggghts", "liggghts-cdt", {"law": "cdt", "mu_r": 0.1}, {"mu_r": 0.1},
                 lever=r, arm=half, dt=1e-7, t_run=0.02),
        _setting("liggghts", "liggghts-epsd", {"law": "epsd", "mu_r": 0.1, "eta_r": 0.0},
                 {**mat, "mu_r": 0.1, "eta_r": 0.0}, lever=r, arm=half, dt=1e-7, t_run=0.04),
        _setting("liggghts", "liggghts-epsd", {"law": "epsd", "mu_r": 0.1, "eta_r": 0.3},
                 {**mat, "mu_r": 0.1, "eta_r": 0.3}, lever=r, arm=half, dt=1e-7, t_run=0.04),
        _setting("liggghts", "liggghts-epsd2", {"law": "epsd2", "mu_r": 0.1}, {**mat, "mu_r": 0.1},
                 lever=r, arm=half, dt=1e-7, t_run=0.02),
        _setting("lammps", "lammps-sds",
                 {"k_roll": 100.0, "gamma_roll": 2.3e-3, "mu_roll": 0.1, "mu_r": 0.1, "kn": 1e5},
                 {"kn": 1e5, "kr": 100.0, "gamma_r": 2.3e-3, "mu_r": 0.1},
                 lever=r, arm=r, dt=2e-7, t_run=0.16),
        _setting("yade", "yade-hertz-mindlin", {"krot": 1e-4, "eta": 0.1, "mu_r": 0.1},
                 {**mat, "krot": 1e-4, "mu_r": 0.1}, lever=r, arm=less, dt=5e-7, t_run=0.08),
        _setting("kratos", "kratos-constant-torque",
                 {"model": "DEMRollingFrictionModelConstantTorque", "mu_r": 0.1}, {**mat, "mu_r": 0.1},
                 lever=less, arm=less, dt=2e-6, t_run=0.01, live=True),
        _setting("kratos", "kratos-epsd",
                 {"model": "DEMRollingFrictionModelConstantTorque", "mu_r": 0.1}, {**mat, "mu_r": 0.1},
                 lever=less, arm=less, dt=2e-6, t_run=0.01,
                 runs_of="kratos/kratos-constant-torque/incline", note=KRATOS_EPSD),
    ]


KRATOS_EPSD = ("measured on the kratos-constant-torque run: Kratos 10.4.4 (the newest wheel) has no "
               "elastic–plastic rolling model; in the source that has it "
               "(DEM_rolling_friction_model_elastic_platic_resistance.cpp@3808f54d, "
               "ComputeRollingFrictionWithWall) the wall law is the constant torque's, line for line "
               "(μ_r |F_n| (R − δ) against the bead's own spin), which is what the calculator's "
               "kratos-epsd says on a wall")


def compare(case, rec, static_angle, err):
    """The rows of an incline case: rest or roll at θ− and θ+ against the calculator's static
    angle, and the acceleration at θ+ against the closed form (computed here)."""
    base = {"id": case["id"], "code": case["code"], "release": case["release"],
            "notes": ([err] if err else []) + ([case["note"]] if case.get("note") else [])}
    rows = []
    for side in ("below", "above"):
        runs = rec[side]
        theta = case["theta_deg"][side]
        states = {r["state"] for r in runs}
        measured = runs[1]["state"] if len(states) == 1 else "differs with dt"
        ours = None if static_angle is None else ("rests" if theta < static_angle else "rolls")
        verdict = ("calculator error" if err else "agree" if measured == ours else "DISAGREE")
        rows.append({**base, "q": f"{side} θ = {theta:.5f}°", "measured": measured, "ours": ours,
                     "tol": None, "halving": None, "verdict": verdict, "static_angle": static_angle,
                     "theta_s": case["theta_s_deg"], "v_late": [r["v_late"] for r in runs],
                     "a_late": [r["a_late"] for r in runs]})
    coarse, fine = rec["above"]
    a_cf = case["a_plus"]
    tol = max(3.0 * abs(coarse["a_late"] - fine["a_late"]), FLOOR * abs(a_cf))
    verdict = "agree" if abs(fine["a_late"] - a_cf) <= tol else "DISAGREE"
    rows.append({**base, "q": "a at θ+ (closed form)", "measured": fine["a_late"], "ours": a_cf,
                 "tol": tol, "halving": coarse["a_late"] - fine["a_late"], "verdict": verdict})
    return rows


def reproduces(case, rec, old):
    """A live run must give its recording: the same states, the acceleration within its
    tolerance (else the recording is stale)."""
    bad = []
    for side in ("below", "above"):
        if rec[side][1]["state"] != old[side][1]["state"]:
            bad.append(f"{case['id']}: {side}: {rec[side][1]['state']} live, {old[side][1]['state']} recorded")
    coarse, fine = old["above"]
    tol = max(3.0 * abs(coarse["a_late"] - fine["a_late"]), FLOOR * abs(fine["a_late"]))
    if abs(rec["above"][1]["a_late"] - fine["a_late"]) > tol:
        bad.append(f"{case['id']}: a at θ+ = {rec['above'][1]['a_late']:.9g} live, "
                   f"{fine['a_late']:.9g} recorded: re-record")
    return bad
