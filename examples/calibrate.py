"""A calibration session as a notebook would run it, in two loops (runs in CI:
scripts/python-test.sh).

1. The value to type into a DEM code so that each material's drop test rebounds as
   measured: Yade's Hertz–Mindlin contact takes ``en``, but clips tension, so typing the
   measured restitution is not enough. ``fit`` finds the value to type; ``solve_many``
   checks every material at once.
2. The timestep for every particle size of a size distribution: ``timestep`` gives each
   criterion and the smallest, named; the simulation takes the smallest over the sizes.

    python examples/calibrate.py
"""

import dem_contact as d

# Ball of 4 mm dropped from 10 cm onto a rigid plate; rebound heights as measured.
DROP = "10 cm"
MATERIALS = {  # name: (E, ν, ρ [kg/m³], rebound h1)
    "glass": ("63 GPa", 0.20, 2500, "8.1 cm"),
    "steel": ("210 GPa", 0.30, 7850, "6.4 cm"),
    "alumina": ("370 GPa", 0.22, 3900, "7.2 cm"),
    "polyamide": ("2.7 GPa", 0.39, 1140, "4.9 cm"),
}
CODE = "yade-hertz-mindlin"


def calibrate():
    print(f"1. What to type into {CODE} (en) for the measured rebound from {DROP}:")
    typed, checks = {}, []
    for name, (E, nu, rho, h1) in MATERIALS.items():
        ball = dict(code=CODE, r1="2 mm", E1=E, nu1=nu, rho1=rho)
        fit = d.fit(ball, measured=[{"h0": DROP, "h1": h1}])
        typed[name] = fit["damping_constant"]
        checks.append({**ball, "h0": DROP, "e": typed[name]})
    # All materials with their typed values at once: the rebound each then gives.
    for (name, (_, _, _, h1)), sol in zip(MATERIALS.items(), d.solve_many(checks)):
        measured = float(h1.split()[0]) / 100
        got = sol["rebound_height"]
        print(f"   {name:10s} en = {typed[name]:.4f}  rebound {got * 100:.3f} cm "
              f"(measured {h1}), contact {sol['contact_time'] * 1e6:.2f} µs")
        assert abs(got - measured) < 1e-3 * measured, (name, got, measured)
    return typed


def timestep_per_size():
    sizes_mm = [0.1, 0.2, 0.5, 1.0, 2.0, 5.0]  # particle diameters of the PSD
    print("2. Timestep per particle size (glass, 2 m/s, e = 0.9, Tsuji damping):")
    steps = []
    for dia in sizes_mm:
        t = d.timestep(model="tsuji", r=f"{dia / 2} mm", rho=2500, E="63 GPa", nu=0.2,
                       v_max=2, e=0.9)
        steps.append(t["recommended"])
        print(f"   d = {dia:4.1f} mm: Δt = {t['recommended'] * 1e9:9.2f} ns "
              f"(set by {t['recommended_by']})")
    # A smaller particle needs a smaller step: the simulation takes the smallest size's.
    assert steps == sorted(steps), steps
    print(f"   → the simulation's Δt: {min(steps) * 1e9:.2f} ns")
    return steps


if __name__ == "__main__":
    calibrate()
    timestep_per_size()
