#!/usr/bin/env python3
"""Golden cases for oblique impacts (issue 23's contract): tests/golden/oblique.json.

Independent of the Rust library: the contact is integrated by tests/golden/oblique_ref.py (fixed-step
classical RK4 in three phases, w = xi^(1/4) near the ends and t in the middle, every stick/slip switch
located by root finding on one step; see its docstring for the equations and rules), where the library
uses an adaptive Dormand-Prince with event location. Standard library only.
Run:  python3 tests/golden/generate_oblique.py > tests/golden/oblique.json   (about a minute)

Each case runs at n = N and 2N steps per phase; the 2N values are written and |value(N) - value(2N)|
is the error estimate of each output. The case's "rel" is max(REL_FLOOR, 10 x the largest relative
estimate over its keys); keys whose value is small against its scale (speeds: max(v0, |vt|, |u0|);
spins: that over r1; angles: 90 deg; ratios: 1) are compared absolutely instead, listed in the case's
"abs" with tolerance max(10 x estimate, ABS_FLOOR x scale); values below 1e-12 x scale (exact zeros
in theory: rolling after u = 0, no friction) are written as 0.
Cross-checks, asserted, printed to stderr:
  - closed forms (Mindlin-free gross slip, wall or pair, sphere or disk, e = 1 or coulomb with the force
    end):  vt' = vt - mu (1+e) v0,  w_i' = w_i - mu m* (1+e) v0 r_i/I_i,  u' = u0 - mu (1+e) v0 m*/m_t
    (wall, sphere: m*/m_t = 7/2, w1' = w1 - (5/2) mu (1+e) v0/r1); mu = 0: nothing changes; linear
    elastic contact that sticks throughout with k_t/m_t = k/m* (sphere on a wall, kt_ratio = 2/7):
    u' = -u0 exactly (the tangential oscillation has the normal one's period).
  - the normal restitution of every case equals its e (the damping comes from closed forms).
  - a first-order explicit DEM-style scheme (symplectic Euler, the history updated and truncated once
    a step, the way the DEM codes do it; oblique_ref has no part in it) at t_c/20000, /40000, /80000,
    Richardson-extrapolated, agrees with the event-located integration (partial slip cases with up to
    four switches, tangential damping included).
"""
import json, math, sys, time
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from oblique_ref import Contact, solve, Impossible, KEYS  # noqa: E402

N = 2000
REL_FLOOR = 1e-8
ABS_FLOOR = 1e-10
WORST = []  # (case, key, relative estimate)

GLASS = {"rho1": 2500, "r1": 1e-3, "E1": 63e9, "nu1": 0.2}
GLASS2 = {"rho2": 2500, "r2": 2e-3, "E2": 63e9, "nu2": 0.2}


def scales(c):
    sp = max(c.v0, abs(c.vt), abs(c.u0))
    return {"speed": sp, "spin": sp / c.r1, "angle": 90.0, "ratio": 1.0}


KIND = {"vt_after": "speed", "slip_before": "speed", "slip_after": "speed", "omega1_after": "spin",
        "omega2_after": "spin", "vt_ratio": "ratio", "restitution": "ratio", "impulse_ratio": "ratio",
        "incidence_angle": "angle", "rebound_angle": "angle", "contact_rebound_angle": "angle"}


def sum_rule_note(sc):
    """The same case under LAMMPS's reset rule (first-order scheme, Richardson from t_c/40000, /80000)."""
    c = Contact(sc)
    r1, r2 = dem_scheme(c, 40000, "sum"), dem_scheme(c, 80000, "sum")
    x = {k: 2 * r2[k] - r1[k] for k in r1}
    return ("depends on how the cap treats the damping: here the spring alone is capped and F_t = "
            "clamp(spring - c_t u); resetting the spring so that spring + damping = the cap (LAMMPS's rule) "
            "gives vt_after = %.6g, omega1_after = %.6g instead (first-order scheme, Richardson-extrapolated)"
            % (x["vt_after"], x["omega1_after"]))


def case(name, sc, closed=None, note=None):
    t0 = time.time()
    if sc.get("tangential_damping"):
        note = sum_rule_note(sc)
    b, d, log, c = solve(sc, N)
    sca = scales(c)
    exp = {"restitution": b["restitution"], "contact_time": b["contact_time"]}
    errs = {"restitution": d["restitution"], "contact_time": d["contact_time"]}
    rel = {"restitution": d["restitution"] / b["restitution"],
           "contact_time": d["contact_time"] / b["contact_time"]}
    absol = {}
    for k in KEYS:
        if k not in b["tangential"]:
            continue
        v = b["tangential"][k]
        key = "tangential." + k
        if v is None:
            exp[key] = None
            continue
        s = sca[KIND[k]]
        err = d.get(k, 0.0)
        errs[key] = err
        if abs(v) < 1e-12 * s:
            v = 0.0
        exp[key] = v
        if abs(v) < 1e-6 * s:
            absol[key] = max(10 * err, ABS_FLOOR * s)
        else:
            rel[key] = err / abs(v)
    exp["tangential.regime"] = b["tangential"]["regime"]
    worst = max(rel.items(), key=lambda kv: kv[1])
    WORST.append((name, worst[0], worst[1]))
    out = {"name": name, "scenario": sc, "expected": exp,
           "rel": float("%.1e" % max(REL_FLOOR, 10 * worst[1]))}
    if absol:
        out["abs"] = {k: float("%.1e" % v) for k, v in absol.items()}
    if closed:
        out["closed_form"] = closed(c, b)
    out["reference"] = {
        "error_estimate": {k: float("%.2e" % v) for k, v in errs.items()},
        "events": [[float("%.6g" % (t / b["contact_time"])), ev, mode] for t, ev, mode in log],
    }
    if note:
        out["note"] = note
    # every case: the normal restitution equals the typed e
    if "e" in sc:
        assert abs(b["restitution"] - sc["e"]) < 1e-10, (name, b["restitution"])
    print("%-70s %5.2fs  worst %.1e (%s)" % (name[:70], time.time() - t0, worst[1], worst[0]), file=sys.stderr)
    return out


# ------------------------------------------------------------------ closed forms
def gross_slip(c, b):
    """Gross slip throughout (F_t = -mu F_n sign(u0) while F_n > 0, F_n >= 0 the whole contact)."""
    t = b["tangential"]
    e, v0, mu = b["restitution"], c.v0, c.mu
    s = 1 if c.u0 > 0 else -1
    J = -s * mu * c.m * (1 + e) * v0
    cf = {"vt_after": c.vt + J / c.m, "omega1_after": c.w1 + c.r1 * J / c.I1,
          "slip_after": c.u0 + J / c.mt, "impulse_ratio": s * mu}
    if not c.wall:
        cf["omega2_after"] = c.w2 + c.r2 * J / c.I2
    assert t["regime"] == "gross-slip", t["regime"]
    assert abs(s * c.u0) > mu * (1 + e) * v0 * c.m / c.mt
    for k, v in cf.items():
        sc = scales(c)[KIND[k]]
        assert abs(t[k] - v) <= 1e-10 * max(abs(v), sc), (k, t[k], v)
    return {"formula": "vt' = vt - s mu (1+e) v0, w_i' = w_i - s mu m* (1+e) v0 r_i/I_i, u' = u0 - s mu (1+e) v0 "
                       "m*/m_t, s = sign(u0); with e = %.17g the integrated e" % e,
            "values": cf}


def no_friction(c, b):
    t = b["tangential"]
    cf = {"vt_after": c.vt, "omega1_after": c.w1, "slip_after": c.u0, "impulse_ratio": 0.0}
    for k, v in cf.items():
        assert t[k] == v, (k, t[k], v)
    return {"formula": "mu = 0: nothing tangential changes", "values": cf}


def full_stick_two_sevenths(c, b):
    """Linear elastic normal (w = k/m*), linear tangential k_t = (2/7) k on a sphere at a wall
    (m_t = (2/7) m): sticking, m_t u'' = -k_t u, u = u0 cos(w t) with the normal period, u' = -u0;
    the spring/normal ratio stays (2/7) u0/v0 < mu, so it never slips."""
    t = b["tangential"]
    J = -2 * c.mt * c.u0
    cf = {"slip_after": -c.u0, "vt_after": c.vt + J / c.m, "omega1_after": c.w1 + c.r1 * J / c.I1,
          "restitution": 1.0}
    for k, v in cf.items():
        sc = scales(c)[KIND[k]]
        assert abs(t[k] - v) <= 1e-10 * max(abs(v), sc), (k, t[k], v)
    return {"formula": "u(t) = u0 cos(sqrt(k_t/m_t) t), sqrt(k_t/m_t) = sqrt(k/m*): u' = -u0, J = -2 m_t u0",
            "values": cf}


# ------------------------------------------------------------------ DEM-style cross-check
def dem_scheme(c, n, rule="spring"):
    """Symplectic Euler, step t_ref/n; the spring updated and capped once per step (first order).
    rule "spring": the spring alone is truncated / rescaled to the cap, F_t = clamp(spring - c_t u)
    (the rule of the golden values); rule "sum": the spring is reset so that spring + damping equals
    the capped force (LAMMPS's rule), for the notes on the damping cases."""
    dt = c.t_ref / n
    xi, v, J, S, t, rolled = 0.0, c.v0, 0.0, 0.0, 0.0, False
    while True:
        F = c.fn(max(xi, 0.0), v)[0]
        if c.end == "force" and t > 0 and F <= 0 and v < 0:
            break
        u = c.u0 + J / c.mt
        cap = c.mu * F if F > 0 else 0.0
        if c.law == "coulomb":
            Ft = 0.0 if rolled or u == 0 else -math.copysign(cap, u)
        elif F > 0:
            kt = c.kt_of(max(xi, 0.0))[0]
            ct = 2 * c.zt * math.sqrt(c.m * kt)
            total = c.law == "mindlin-total"
            if total:  # LIGGGHTS-like: shear += u dt
                S += u * dt
                sp = -kt * S
            else:  # Yade-like: S -= k_t u dt
                S += -kt * u * dt
                sp = S
            if rule == "spring":
                if abs(sp) > cap:
                    sp *= cap / abs(sp)
                    S = -sp / kt if total else sp
                Ft = max(-cap, min(cap, sp - ct * u))
            else:
                Ft = sp - ct * u
                if abs(Ft) > cap:
                    Ft = math.copysign(cap, Ft)
                    sp = Ft + ct * u
                    S = -sp / kt if total else sp
        else:
            Ft = 0.0
            if c.law != "mindlin-total":
                S = 0.0
        Jn = J + Ft * dt
        if c.law == "coulomb" and not rolled and (c.u0 + Jn / c.mt) * u < 0:
            Jn, rolled = -c.u0 * c.mt, True
        J = Jn
        v -= F / c.m * dt
        xi += v * dt
        t += dt
        if xi <= 0:
            break
    return {"vt_after": c.vt + J / c.m, "omega1_after": c.w1 + c.r1 * J / c.I1}


def dem_check(sc, tol):
    b = solve(sc, N)[0]["tangential"]
    c = Contact(sc)
    r = [dem_scheme(c, n) for n in (20000, 40000, 80000)]
    worst = 0.0
    for k in ("vt_after", "omega1_after"):
        rich = 2 * r[2][k] - r[1][k]
        d1 = abs(r[2][k] - b[k]) / abs(b[k])
        d = abs(rich - b[k]) / abs(b[k])
        worst = max(worst, d)
        print("  DEM-style scheme %s: %s at t_c/80000 off by %.1e, Richardson-extrapolated %.1e"
              % (sc.get("tangential"), k, d1, d), file=sys.stderr)
    assert worst < tol, worst
    return worst


# ------------------------------------------------------------------ the cases
def cases():
    out = []
    deg = lambda a: math.tan(math.radians(a))

    # 1. exact gross slip (closed forms)
    for law in ("mindlin", "mindlin-total", "coulomb"):
        sc = dict(model="hertz", **GLASS, v0=1.0, vt=3.0, mu=0.1, tangential=law)
        out.append(case("gross slip, Hertz (elastic) sphere on a rigid wall, %s, vt = 3 v0, mu = 0.1" % law,
                        sc, gross_slip))
    sc = dict(model="hertz", **GLASS, v0=1.0, vt=0.5, omega1=-3000.0, mu=0.1, tangential="mindlin")
    out.append(case("gross slip backwards (u0 = vt + r1 w1 = -2.5 m/s), Hertz, mindlin, mu = 0.1", sc, gross_slip))
    sc = dict(model="tsuji", **GLASS, v0=1.0, e=0.8, end="force", vt=2.5, mu=0.3, tangential="coulomb")
    out.append(case("gross slip, Tsuji e = 0.8, end at zero force, coulomb, vt = 2.5, mu = 0.3", sc, gross_slip))
    sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.5, end="force", vt=1.0, omega1=150.0,
              mu=0.2, tangential="coulomb")
    out.append(case("gross slip, linear e = 0.5, end at zero force, coulomb, vt = 1 and a spin w1 = 150 rad/s",
                    sc, gross_slip))
    sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, damping=0.0, vt=2.0, mu=0.1, tangential="linear",
              kt_ratio=1.0)
    out.append(case("gross slip, linear elastic, linear law kt_ratio = 1, vt = 2, mu = 0.1", sc, gross_slip))
    sc = dict(model="hertz", **GLASS, **GLASS2, v0=1.0, vt=2.0, omega1=1000.0, omega2=-300.0, mu=0.1,
              tangential="mindlin")
    out.append(case("gross slip, two glass spheres r = 1 and 2 mm (Hertz), mindlin, both spins", sc, gross_slip))
    sc = dict(model="linear", dim=2, m1=0.01, r1=0.01, k=1e5, v0=1.0, damping=0.0, vt=2.0, omega1=50.0, mu=0.1,
              tangential="linear", kt_ratio=1.0)
    out.append(case("gross slip, 2D disk (I = m r^2/2) on a wall, linear elastic, linear law kt_ratio = 1",
                    sc, gross_slip))

    # 2. no friction
    sc = dict(model="hertz", **GLASS, v0=1.0, vt=1.0, omega1=200.0, mu=0.0, tangential="mindlin")
    out.append(case("no friction (mu = 0), Hertz, vt = v0 and a spin", sc, no_friction))
    sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.6, vt=0.5, mu=0.0, tangential="coulomb")
    out.append(case("no friction (mu = 0), linear e = 0.6, coulomb", sc, no_friction))

    # 3. no slip (large mu)
    sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, damping=0.0, vt=0.5, omega1=20.0, mu=10.0,
              tangential="linear", kt_ratio=2.0 / 7.0)
    out.append(case("no slip, linear elastic, kt_ratio = 2/7, mu = 10: u' = -u0 exactly", sc,
                    full_stick_two_sevenths))
    for law in ("mindlin", "mindlin-total"):
        sc = dict(model="hertz", **GLASS, v0=1.0, vt=0.5, mu=10.0, tangential=law)
        out.append(case("no slip limit, Hertz, %s, vt = 0.5 v0, mu = 10" % law, sc))
    sc = dict(model="tsuji", **GLASS, v0=1.0, e=0.7, vt=0.5, mu=10.0, tangential="mindlin")
    out.append(case("no slip limit, Tsuji e = 0.7, mindlin, mu = 10 (slips only as F_n -> 0)", sc))

    # 4. every law at several angles (glass sphere on a rigid wall, v0 = 1 m/s, mu = 0.3)
    for law in ("mindlin", "mindlin-total", "coulomb"):
        for a in (5, 10, 30, 45, 60, 80):
            sc = dict(model="hertz", **GLASS, v0=1.0, vt=deg(a), mu=0.3, tangential=law)
            out.append(case("Hertz, %s, %g deg, mu = 0.3" % (law, a), sc))
    for law in ("mindlin", "mindlin-total", "coulomb"):
        for end in ("overlap", "force"):
            for a in (10, 30, 60):
                sc = dict(model="tsuji", **GLASS, v0=1.0, e=0.8, vt=deg(a), mu=0.3, tangential=law)
                if end == "force":
                    sc["end"] = "force"
                out.append(case("Tsuji e = 0.8, end at zero %s, %s, %g deg, mu = 0.3" % (end, law, a), sc))
    for a in (5, 10, 30, 45, 60, 80):
        sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.7, end="force", vt=deg(a), mu=0.3,
                  tangential="linear", kt_ratio=2.0 / 7.0)
        out.append(case("linear e = 0.7, end at zero force, linear law kt_ratio = 2/7, %g deg, mu = 0.3" % a, sc))
    for a in (10, 45):
        sc = dict(model="tsuji", **GLASS, v0=1.0, e=0.8, vt=deg(a), mu=0.3, tangential="linear", kt=2e5)
        out.append(case("Tsuji e = 0.8, linear law kt = 2e5 N/m, %g deg, mu = 0.3" % a, sc))
    for a in (10, 45):
        sc = dict(model="viscoelastic", **GLASS, v0=1.0, damping=2.5e-7, vt=deg(a), mu=0.3, tangential="mindlin")
        out.append(case("viscoelastic A = 2.5e-7 s, mindlin, %g deg, mu = 0.3" % a, sc))

    # 5. pairs with both spins
    sc = dict(model="tsuji", **GLASS, rho2=2500, r2=1e-3, E2=63e9, nu2=0.2, v0=0.4, e=0.5, vt=0.0,
              omega1=20.0, omega2=-20.0, mu=0.4, tangential="mindlin")
    out.append(case("two equal spheres, spins w1 = -w2 (Chung & Ooi Test 7 style): u0 = 0, nothing slips", sc))
    for law in ("mindlin", "mindlin-total"):
        sc = dict(model="tsuji", **GLASS, **GLASS2, v0=1.0, e=0.7, vt=0.3, omega1=500.0, omega2=-200.0, mu=0.3,
                  tangential=law)
        out.append(case("two spheres r = 1 and 2 mm, Tsuji e = 0.7, %s, vt = 0.3, w1 = 500, w2 = -200" % law, sc))
    sc = dict(model="linear", m1=0.01, m2=0.03, r1=0.01, r2=0.015, k=1e5, v0=1.0, e=0.6, vt=0.4, omega1=-30.0,
              omega2=60.0, mu=0.25, tangential="linear", kt_ratio=0.5)
    out.append(case("two spheres, linear e = 0.6, linear law kt_ratio = 0.5, both spins", sc))

    # 6. 2D disk, partial slip
    sc = dict(model="linear", dim=2, m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.8, vt=0.5, mu=0.3, tangential="linear",
              kt_ratio=1.0 / 3.0)
    out.append(case("2D disk, linear e = 0.8, linear law kt_ratio = 1/3, vt = 0.5, mu = 0.3", sc))

    # 7. tangential damping
    for zt in (0.2, 1.0):
        sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.5, end="force", vt=0.8, mu=0.3,
                  tangential="linear", kt_ratio=0.8, tangential_damping=zt)
        out.append(case("tangential damping %g, linear e = 0.5 (force end), linear law kt_ratio = 0.8" % zt, sc))
    for law in ("mindlin", "mindlin-total"):
        sc = dict(model="tsuji", **GLASS, v0=1.0, e=0.8, end="force", vt=deg(30), mu=0.3, tangential=law,
                  tangential_damping=0.3)
        out.append(case("tangential damping 0.3, Tsuji e = 0.8 (force end), %s, 30 deg" % law, sc))

    # 8. tension tail: F_n < 0 before the overlap closes, F_t = 0 there
    for law in ("linear", "coulomb"):
        sc = dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.3, vt=1.5, mu=0.3, tangential=law)
        if law == "linear":
            sc["kt_ratio"] = 2.0 / 7.0
        out.append(case("tension tail: linear e = 0.3, end at zero overlap, %s law, vt = 1.5, mu = 0.3" % law, sc))
    return out


def contract_figures():
    """Issue 23: 'With a dashpot the spring laws stick briefly at first: vt' differs by 1.6e-5 at e = 0.8, 6.6e-4 at
    e = 0.3' (from vt' = vt - mu (1+e) v0). The issue gives no setup; the deviation depends on the law, k_t/k_n (or
    G*/E*), e and vt/(mu v0). Computed here for a few setups (sphere on a rigid wall, force end, v0 = 1 m/s)."""
    rows = []
    setups = [
        ("glass sphere, Tsuji, mindlin, mu = 0.1, vt = 5", dict(model="tsuji", **GLASS, mu=0.1, vt=5.0, tangential="mindlin")),
        ("glass sphere, Tsuji, mindlin-total, mu = 0.1, vt = 5",
         dict(model="tsuji", **GLASS, mu=0.1, vt=5.0, tangential="mindlin-total")),
        ("linear, linear law kt_ratio = 2/7, mu = 0.1, vt = 5",
         dict(model="linear", m1=0.01, r1=0.01, k=1e5, mu=0.1, vt=5.0, tangential="linear", kt_ratio=2.0 / 7.0)),
        ("linear, linear law kt_ratio = 2/7, mu = 0.1, vt = 5.18 (fitted to the quoted pair)",
         dict(model="linear", m1=0.01, r1=0.01, k=1e5, mu=0.1, vt=5.18, tangential="linear", kt_ratio=2.0 / 7.0)),
    ]
    for label, sc in setups:
        row = {"setup": label}
        for e in (0.8, 0.3):
            s = dict(sc, v0=1.0, e=e, end="force")
            b = solve(s, 500)[0]["tangential"]
            exact = s["vt"] - s["mu"] * (1 + e) * s["v0"]
            row["e=%g" % e] = {"vt_after": b["vt_after"], "formula": exact,
                               "difference": float("%.3g" % (b["vt_after"] - exact)),
                               "relative": float("%.3g" % ((b["vt_after"] - exact) / exact))}
        rows.append(row)
    return {"claim": contract_figures.__doc__.split("Issue 23: ")[1].strip(), "result": rows,
            "verdict": "not reproduced with a round setup: the absolute differences are 1.7e-5 to 8.3e-5 at e = 0.8 "
                       "and 7.4e-4 to 3.5e-3 at e = 0.3 for the setups above; the quoted pair (1.6e-5, 6.6e-4) is "
                       "reproduced only as the RELATIVE difference of the linear law with kt_ratio = 2/7 at "
                       "vt/(mu v0) = 51.8, an unstated and unlikely setup. What is confirmed: the spring laws stick "
                       "briefly at first under a dashpot, vt' exceeds the gross-slip formula by some 1e-5 of vt at "
                       "e = 0.8 and about 40 times more at e = 0.3."}


def main():
    t0 = time.time()
    cs = cases()
    print("DEM-style cross-checks:", file=sys.stderr)
    G = dict(model="tsuji", **GLASS, v0=1.0, e=0.8, vt=math.tan(math.radians(30)), mu=0.3)
    dem = [dem_check(dict(G, tangential="mindlin"), 1e-6),
           dem_check(dict(G, tangential="mindlin-total"), 1e-6),
           dem_check(dict(model="linear", m1=0.01, r1=0.01, k=1e5, v0=1.0, e=0.5, end="force", vt=0.8, mu=0.3,
                          tangential="linear", kt_ratio=0.8, tangential_damping=0.3), 1e-6)]
    worst = max(WORST, key=lambda w: w[2])
    print("%d cases; largest relative step-halving difference %.1e (%s, %s); %.0f s"
          % (len(cs), worst[2], worst[0], worst[1], time.time() - t0), file=sys.stderr)
    doc = {
        "about": "Golden cases for oblique impacts (issue 23's contract): sphere (or disk) on a rigid wall or "
                 "two spheres, with friction mu, tangential laws mindlin (incremental), mindlin-total, linear, "
                 "coulomb, tangential damping, spins. 'expected': independent references from "
                 "tests/golden/generate_oblique.py (tests/golden/oblique_ref.py: fixed-step RK4 in w = xi^(1/4) "
                 "near the ends and in t in the middle, stick/slip switches located by root finding on one "
                 "step; n = %d and %d steps per phase; the largest relative difference between the two over "
                 "all cases and keys is %.1e). Each case's 'rel' is max(%.0e, 10 x its largest step-halving "
                 "estimate); keys in a case's 'abs' are compared absolutely (values near 0). 'closed_form': "
                 "exact relations the integration was checked against (to 1e-10). 'reference' (the error "
                 "estimates and the events, times as fractions of the contact time) is not compared. "
                 "Rules as read here: cap mu max(F_n, 0); F_t = 0 while F_n <= 0; the spring alone is "
                 "held at the cap while it would exceed it and F_t = clamp(spring - c_t u, -cap, cap) (see oblique_ref.py; "
                 "resetting the spring so that spring + damping equals the cap, LAMMPS's rule, is in each damping case's note)."
                 % (N, 2 * N, worst[2], REL_FLOOR),
        "rel": REL_FLOOR,
        "dem_style_check": "A first-order explicit scheme with per-step truncation (as DEM codes do), "
                           "Richardson-extrapolated from t_c/40000 and t_c/80000, agrees to %.1e (largest) on "
                           "three partial-slip cases." % max(dem),
        "contract_figures": contract_figures(),
        "cases": cs,
    }
    print(json.dumps(doc, indent=1))


if __name__ == "__main__":
    main()
