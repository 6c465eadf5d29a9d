#!/usr/bin/env python3
"""Independent replay of seed 000's Matlab listing (section 4), for the golden cases.

The listing, transcribed line by line into Python floats (IEEE double, the same operation
order as the listing):
    dt=0.001; time=0:dt:0.12; xpos=0.0; xvel=-2.0; ...
    k=kn1*kn2/(kn1+kn2); m=<mass rule>; c=2.0*sqrt(k*m)*alpha;
    F=0; for t in time(2:end): xvel(n+1)=xvel(n)+(F(n)./(m1)+g).*dt; xpos(n+1)=xpos(n)+xvel(n+1)*dt;
    if xpos(n+1)<0: F(n+1)=-k*xi - c*xi_p else F(n+1)=0
Seed 000's g enters along +x (away from the contact); the calculator's g pushes the bodies
together, so the calculator's g = 9.81 is the listing's g = -9.81.
Run: python3 tests/golden/generate_schemes.py > tests/golden/schemes.json
"""
import json, math


def listing(m1, m2, kn1, kn2, alpha, v0, g_listing, rule, dt=0.001, t_end=0.12):
    k = kn1 * kn2 / (kn1 + kn2)
    m = (m1 + m2) / 2.0 if rule == "arithmetic" else m1 * m2 / (m1 + m2)
    c = 2.0 * math.sqrt(k * m) * alpha
    n_steps = math.ceil(t_end / dt)
    xpos, xvel, F = 0.0, -v0, 0.0
    in_contact, end, sep = False, None, None
    xmax, fmax = 0.0, 0.0
    for n in range(n_steps):
        xvel = xvel + (F / m1 + g_listing) * dt
        xpos = xpos + xvel * dt
        F = -k * xpos - c * xvel if xpos < 0 else 0.0
        if xpos < 0:
            in_contact = True
        elif in_contact and end is None:
            end, sep = n + 1, xvel
        if end is None:
            xmax = max(xmax, -xpos)
            fmax = max(fmax, F)
    out = {"steps": n_steps, "max_overlap": xmax, "max_force": fmax,
           "contact_time": None if end is None else end * dt,
           "restitution": None if sep is None else sep / v0}
    return out


cases = []
for name, sc_extra, args in [
    ("case 1", {"m2": 5, "k1": 1e4, "k2": 1e4, "damping": 0.5}, (5, 5, 1e4, 1e4, 0.5, 2.0, 0.0)),
    ("case 2", {"m2": 5, "k1": 1e4, "k2": 1e4, "damping": 2.0}, (5, 5, 1e4, 1e4, 2.0, 2.0, 0.0)),
    ("case 3", {"m2": 15, "k1": 1e5, "k2": 1e6, "damping": 0.4, "g": 9.81}, (5, 15, 1e5, 1e6, 0.4, 2.0, -9.81)),
]:
    for rule in ["reduced", "arithmetic"]:
        sc = {"model": "linear", "m1": 5, "v0": 2, "mass_rule": rule, **sc_extra,
              "scheme": "teufelsbauer2008", "dt": 0.001, "t_end": 0.12}
        exp = listing(*args, rule)
        c = {"name": f"seed 000 {name}, §4 listing with the {rule} mass rule (dt = 1e-3, t_end = 0.12)",
             "command": "scheme", "scenario": sc, "rel": 1e-12,
             "expected": {k: v for k, v in exp.items()}}
        if name in ("case 1",) and rule == "arithmetic":
            c["paper"] = {
                "errors.max_overlap": {"value": 0.0, "abs": 0.03,
                                       "note": "seed 000 Figs. 3-4: with equal masses the listing (acceleration with m1) follows the arithmetic-mean closed form"},
                "errors.max_force": {"value": 0.0, "abs": 0.05, "note": "seed 000 Fig. 3"}}
        if name == "case 1" and rule == "reduced":
            c["paper"] = {"errors.max_overlap": {"value": 0.645, "abs": 0.05,
                                                 "note": "seed 000 Figs. 3-4: the reduced-mass Matlab run clearly differs from the closed form"}}
        cases.append(c)
print(json.dumps({
    "about": "Golden cases for the scheme replay: seed 000's section 4 listing transcribed into Python "
             "(tests/golden/generate_schemes.py), compared at 'rel'; 'paper': what seed 000's figures show.",
    "rel": 1e-12, "cases": cases}, indent=2))
