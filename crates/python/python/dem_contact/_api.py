"""The functions of dem_contact: the commands of ``dem-contact`` (the CLI) as Python calls.

Every function takes the scenario the way the CLI's ``--scenario`` does — a dict, a JSON
object as text, or the path of a file holding one (a file the page exported,
``{"scenario": …, "solution": …}``, is read as its scenario) — and the scenario keys as
keyword arguments over it, with the CLI's units: numbers are SI, text may carry a unit
(``r1="1 mm"``, ``E1="63 GPa"``, ``v0="22.8 km/h"``, ``e="90 %"``). All the work is done by
the Rust library ``dem-contact``; nothing here computes physics.
"""

import os
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from . import _native
from ._errors import InputError
from ._solution import Solution, arrays
from ._wire import envelope

ScenarioLike = Union[Mapping[str, Any], str, "os.PathLike[str]", None]

_CURVES = ("t", "overlap", "force")
_SWEEP_COLUMNS = ("value", "restitution", "contact_time", "max_overlap", "max_force")


def _text(scenario: ScenarioLike) -> Tuple[str, Optional[Mapping[str, Any]]]:
    """The scenario as JSON text, and as the caller's dict when it was one."""
    if scenario is None:
        return "{}", {}
    if isinstance(scenario, Mapping):
        return envelope.dumps(scenario), scenario
    if isinstance(scenario, str):
        try:
            scenario.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError("scenario: text that is not valid Unicode (a lone surrogate)",
                             "scenario", scenario) from None
    if isinstance(scenario, str) and scenario.lstrip().startswith("{"):
        return scenario, None
    if isinstance(scenario, (str, os.PathLike)):
        path = os.fspath(scenario)
        try:
            with open(path, encoding="utf-8") as f:
                return f.read(), None
        except (OSError, UnicodeDecodeError, ValueError) as e:  # ValueError: a NUL in the path
            raise InputError(f"scenario: cannot read file {path!r}: {e}", "scenario",
                             scenario) from None
    raise InputError(
        f"scenario = {scenario!r}: expected a dict of scenario keys, a JSON object as text "
        "or the path of a file holding one", "scenario", scenario)


def _call(fn: Any, scenario: ScenarioLike, keys: Mapping[str, Any],
          options: Optional[Mapping[str, Any]] = None) -> Tuple[Any, Tuple[str, str]]:
    """Calls the native ``fn`` on the scenario with ``keys`` set over it; returns its
    answer and the (scenario text, keys text) it was computed from."""
    text, given = _text(scenario)
    keys_text = envelope.dumps(keys) if keys else "{}"
    args = [text, keys_text] + ([envelope.dumps(options)] if options is not None else [])
    merged = {**(given or {}), **keys}
    return envelope.unwrap(fn(*args), merged, options=options), (text, keys_text)


def _solution(value: Dict[str, Any], source: Tuple[str, str]) -> Solution:
    if value.get("curves") is not None:
        value["curves"] = arrays(value["curves"], _CURVES)
    return Solution(value, source)


def solve(scenario: ScenarioLike = None, *, curves: Optional[int] = None,
          explain: bool = False, **keys: Any) -> Solution:
    """Solves one normal contact: the damping for the wanted restitution, the contact
    time, maximum overlap and force, the restitution really achieved, and whether the
    force turns tensile — ``dem-contact solve``.

    Args:
        scenario: a dict of scenario keys, a JSON object as text, or a file's path.
        curves: sample the curves t [s], overlap [m], force [N] at this many points (≥ 2),
            returned as NumPy arrays under ``"curves"``.
        explain: add ``"explain"``: how each result was obtained, the formulas with the
            numbers in them, with their sources.
        **keys: scenario keys (``dem_contact.keys()`` lists them): ``model``, ``m1``/``m2``
            or ``rho1``/``r1``, ``k`` or ``k1``/``k2`` or ``E1``/``nu1``/``r1``, ``v0`` or
            ``h0``, ``e`` or ``damping``, ``end``, ``g``, ``code``, …

    Models and their sources (``dem_contact.sources()`` gives the full references):

    - ``linear``: F = k ξ + c ξ̇, c = 2α√(m k); α = −ln e / √(ln²e + π²) (Teufelsbauer,
      Hübl & Wu 2008, eq. 1–14; Hu et al. 2011, eq. 1–3); force criterion after Schwager &
      Pöschel 2007.
    - ``hertz``: F = k ξ^(3/2), k = 4/3 E*√R* (Hertz 1882; Hu et al. 2011, eq. 5).
    - ``tsuji``: F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇, α1 = −ln e √(5/(ln²e + π²))
      (Tsuji, Tanaka & Ishida 1992; Hu et al. 2011, eq. 6–7).
    - ``hunt-crossley``: F = k ξ^w + λ ξ^w ξ̇, λ = α2 k / v0; exact α2 (1 + e) =
      ln((1 + α2)/(1 − α2 e)) (Hunt & Crossley 1975; Hu et al. 2011, eq. 11–13).
    - ``power-law``: F = k ξ^w + λ ξ^p ξ̇ (Hu et al. 2011, eq. 8–10).
    - ``power-function``: loading k ξ up to F_t, unloading F_B (ξ/ξ_B)^b (An 2006,
      eq. 1–3).
    - ``viscoelastic``: F = k (ξ^(3/2) + (3/2) A ξ^(1/2) ξ̇) (Kuwabara & Kono 1987;
      Brilliantov et al. 1996).
    - ``hysteretic``: k δ loading, max(k2 (δ − δ0), −k_c δ) after the turn, δ0 = δ_max
      (1 − k/k2), a dashpot c δ̇ (Walton & Braun 1986; Luding 2008, eq. 4–5).
    - ``eepa``: f0 + k1 δⁿ loading, max(f0 + k2 (δⁿ − δpⁿ), f0 − k_adh δ^χ) after the turn,
      a dashpot λ δ^((n−1)/2) δ̇ (Thakur et al. 2014; Morrissey 2013).
    - ``thornton``: Hertz to the yield, F_y + π p_y R* (δ − δ_y) beyond, unloading on a Hertz
      curve of a larger radius (Thornton 1997).

    The elastic–plastic models (``hysteretic``, ``eepa``, ``thornton``) take
    ``unloading_stiffness`` or ``plasticity_ratio`` (hysteretic, eepa), ``plasticity_depth``,
    ``cohesion_stiffness`` (hysteretic), ``constant_pull_off``, ``adhesive_branch_stiffness``,
    ``adhesion_exponent`` (eepa), ``yield_pressure`` or ``yield_velocity`` (thornton), and
    ``e_with_plasticity`` (the restitution wanted WITH plasticity: the dashpot is found); the
    answer carries ``"plastic"``: ``unloading_stiffness``, ``plastic_overlap``,
    ``yield_velocity``, ``restitution_without_damping``, ``stuck`` (and ``e_to_type`` and
    ``plasticity_ratio_alone``, the λ_p that reaches it with no dashpot, with
    ``e_with_plasticity``).

    With ``code=`` (``dem_contact.codes()`` lists the ids) the contact is solved as that
    DEM code computes it, and ``"code"`` says what to type into it.

    With ``adhesion=`` (``jkr``, ``dmt`` on hertz/tsuji; ``sjkr``, ``sjkr2`` on
    hertz/tsuji/linear; ``linear-irreversible`` on linear) the adhesive law is added to the
    model — ``surface_energy`` γ of one surface (w = 2γ) or ``work_of_adhesion`` w,
    ``cohesion_energy_density`` k_c, ``adhesion_force`` f_a and ``adhesion_stiffness`` k_a —
    and the answer carries ``"adhesion"``: ``pull_off_force``, ``separation_overlap``,
    ``min_force``, ``stuck``, ``sticking_velocity``, ``restitution_without_adhesion`` (and
    ``e_to_type`` with ``e_with_adhesion``, the restitution wanted with adhesion). JKR:
    Johnson, Kendall & Roberts 1971, the sticking velocity after Thornton & Ning 1998; DMT:
    Derjaguin, Muller & Toporov 1975; sjkr, sjkr2: LIGGGHTS 3.8.0; linear-irreversible:
    MercuryDPM. The curves then hold the tension tail below ξ = 0.

    With ``liquid_bridge=`` (``willett``: Willett et al. 2000, Langmuir 16:9396;
    ``rabinovich``: Rabinovich et al. 2005, Langmuir 21:10992) a pendular liquid bridge is
    added to any model, pair or wall — ``liquid_volume`` V in m³ (the fits hold for V/R'³ up
    to about 0.1, R' = 2R*), ``surface_tension`` σ in N/m, ``contact_angle`` θ (rad, or
    ``"20 deg"``), ``rupture`` (``lian``: Lian, Thornton & Adams 1993, default; ``willett``),
    ``liquid_viscosity`` η in Pa·s and ``min_separation`` S_min in m for the lubrication
    6π η R*² Ṡ/max(S, S_min) — and the answer carries ``"liquid_bridge"``:
    ``force_at_contact``, ``rupture_distance``, ``bridge_energy``, ``stuck``,
    ``restitution_without_bridge``, ``sticking_velocity``, ``viscous_energy``. The contact
    runs from the touch to the rupture; the curves hold the flight under the bridge below
    ξ = 0.

    Returns:
        A :class:`Solution` (a dict) with the keys of ``dem-contact solve``.

    Raises:
        InputError: with ``.field``, ``.value`` and the CLI's message.

    Example:
        >>> import dem_contact as d
        >>> glass = dict(E1="63 GPa", nu1=0.2, rho1=2500, E2="63 GPa", nu2=0.2, rho2=2500)
        >>> d.solve(model="tsuji", r1="1 mm", r2="1 mm", **glass, v0=1,
        ...         e=0.8)["contact_time"]   # doctest: +ELLIPSIS
        6.4508...e-06
    """
    value, source = _call(_native.solve, scenario, keys,
                          {"curves": curves, "explain": explain})
    return _solution(value, source)


def solve_many(scenarios: Sequence[ScenarioLike], *, curves: Optional[int] = None,
               errors: str = "raise") -> List[Any]:
    """Solves many scenarios in one call (a calibration loop over materials): the same
    answers as :func:`solve` on each, in order, without the interpreter between them.

    Args:
        scenarios: dicts of scenario keys (or JSON texts, or file paths).
        curves: as for :func:`solve`.
        errors: ``"raise"`` (the first invalid scenario raises its :class:`InputError`,
            with ``.index`` its position) or ``"return"`` (its place in the list holds the
            :class:`InputError` instead of a solution).
    """
    if errors not in ("raise", "return"):
        raise InputError(f"errors = {errors!r}: expected \"raise\" or \"return\"", "errors",
                         errors)
    if scenarios is None or isinstance(scenarios, (str, bytes, Mapping, os.PathLike)):
        raise InputError(f"scenarios = {scenarios!r:.60}: expected a list of scenarios (dicts, "
                         "JSON texts or file paths)", "scenarios", scenarios)
    try:
        rows = list(scenarios)
    except TypeError:
        raise InputError(f"scenarios = {scenarios!r:.60}: expected a list of scenarios (dicts, "
                         "JSON texts or file paths)", "scenarios", scenarios) from None
    # A row that cannot be read is that row's error, never the whole batch's.
    read: List[Any] = []
    for i, sc in enumerate(rows):
        try:
            read.append(_text(sc))
        except InputError as e:
            e.index = i
            if errors == "raise":
                raise
            read.append(e)
    good = [r for r in read if not isinstance(r, InputError)]
    answers = iter(_native.solve_many([t for t, _ in good], envelope.dumps({"curves": curves})))
    out: List[Any] = []
    for i, r in enumerate(read):
        if isinstance(r, InputError):
            out.append(r)
            continue
        text, given = r
        try:
            value = envelope.unwrap(next(answers), given, index=i, options={"curves": curves})
            out.append(_solution(value, (text, "{}")))
        except InputError as e:
            if errors == "raise":
                raise
            out.append(e)
    return out


def damping(scenario: ScenarioLike = None, **keys: Any) -> Dict[str, Any]:
    """The restitution–damping view of the scenario's model and end criterion —
    ``dem-contact damping``: the exact relation and every published one (Hu et al. 2011's
    fit, eq. 13; Hunt & Crossley 1975; Lankarani & Nikravesh 1990; Flores et al. 2011;
    Gonthier et al. 2004), each with its source, as a curve over e (a NumPy array of
    [e, damping] rows under ``relations[i]["curve"]``), and at the scenario's e the damping
    each gives and the restitution it really achieves."""
    value, _ = _call(_native.damping, scenario, keys)
    for rel in value.get("relations") or []:
        if rel.get("curve") is not None:
            import numpy as np
            rel["curve"] = np.array(rel["curve"], dtype=float).reshape(-1, 2)
    return value


def timestep(scenario: ScenarioLike = None, **keys: Any) -> Dict[str, Any]:
    """The timestep to use — ``dem-contact timestep``: every criterion and the smallest as
    ``recommended``, named by ``recommended_by``, checked by replaying the contact at it.

    Criteria: PFC's per-degree-of-freedom estimate √(m/k) (Itasca PFC manual, *Timestep
    Determination*, eq. 9–11, 13–27); one contact with its dashpot under the
    central-difference scheme, (2/ω₀)(√(1+ζ²) − ζ) (Belytschko, Liu & Moran 2000, ch. 6);
    a fraction (default 20 %) of the Rayleigh time π r √(ρ/G)/(0.1631 ν + 0.8766); 10 steps
    per contact (Del Cid, *Choosing a Timestep*); the kinematic limit (Itasca PFC manual,
    eq. 4).

    Keys: the solve keys of the pair (``m1``, ``r1``, ``rho1``, ``E1``, ``nu1``, …, ``v0``,
    ``model``, ``e``), or two equal particles as ``r``, ``rho`` (or ``m``), ``E``, ``nu``
    (or ``G``), ``v_max``; or a size range ``r_min``, ``r_max``; ``kn``, ``ks``,
    ``packing``, ``contacts``, ``rayleigh_fraction``, ``safety_factor``, ``a_max``,
    ``epsilon``, ``dt`` (a step to judge), ``contact_time``; ``rolling="epsd"`` with ``mu_r``
    (and ``eta_r``) adds the criterion ``rolling``, the EPSD rolling spring's stability
    (2/ω_r)(√(1+η_r²) − η_r), ω_r = √(k_r/I_r) (Ai, Chen, Rotter & Ooi 2011).
    """
    value, _ = _call(_native.timestep, scenario, keys)
    return value


def scheme(scenario: ScenarioLike = None, *, sweep: Optional[int] = None,
           **keys: Any) -> Dict[str, Any]:
    """Replays one contact with an explicit DEM scheme — ``dem-contact scheme``: the solve
    keys plus ``dt`` [s], ``t_end`` [s] (default 5 contact times) and ``scheme``
    (``velocity-verlet``, PFC's, as the Itasca PFC manual describes it, or
    ``teufelsbauer2008``, the listing of Teufelsbauer, Hübl & Wu 2008, §4). The scheme's
    steps are NumPy arrays under ``points`` (t, overlap, force); ``sweep=N`` adds the
    restitution the scheme gives at N values of Δt/t_c (arrays ``dt_over_tc``,
    ``restitution``)."""
    value, _ = _call(_native.scheme, scenario, keys, {"sweep": sweep})
    value["points"] = arrays(value.get("points"), _CURVES)
    if value.get("sweep") is not None:
        rows = value["sweep"]
        value["sweep"] = arrays({k: [r[k] for r in rows] for k in ("dt_over_tc", "restitution")},
                                ("dt_over_tc", "restitution"))
    return value


def sweep(scenario: ScenarioLike = None, *, over: Optional[str] = None,
          start: Union[float, str, None] = None, stop: Union[float, str, None] = None,
          points: Optional[int] = None, log: Optional[bool] = None,
          **keys: Any) -> Dict[str, Any]:
    """The contact over a range of one key — ``dem-contact sweep`` (``--from``, ``--to``
    are ``start``, ``stop`` here). The damping is held as a DEM code holds it (α, α1, A or
    λ, or the value typed into a code), so e changes with the speed where the model says
    it does (e.g. the viscoelastic model: Kuwabara & Kono 1987; Brilliantov et al. 1996).

    Args:
        over: the numeric key swept (``v0``, ``h0``, ``e``, ``damping``, ``m1``, ``k``, …).
        start, stop: the range, SI numbers or text with a unit (``"10 cm/s"``); default a
            decade either side of the scenario's value.
        points: number of points (default 50, at most 1000).
        log: logarithmic spacing (default: linear when both ends are given, otherwise
            logarithmic).

    Returns:
        The CLI's JSON (``over``, ``unit``, ``held``, ``constant_restitution``, ``method``,
        ``points``, ``notes``; with adhesion ``sticking_velocity``, below which the bodies
        stay together) plus NumPy arrays ``value``, ``restitution``,
        ``contact_time``, ``max_overlap``, ``max_force`` (NaN where a point has none; its
        ``points[i]["error"]`` says why).
    """
    opts = {"over": over, "start": start, "stop": stop, "points": points, "log": log}
    value, _ = _call(_native.sweep, scenario, keys, opts)
    cols = {k: [p.get(k) for p in value["points"]] for k in _SWEEP_COLUMNS}
    value.update(arrays(cols, _SWEEP_COLUMNS) or {})
    return value


def fit(scenario: ScenarioLike = None, **keys: Any) -> Dict[str, Any]:
    """The damping constant that best fits measurements — ``dem-contact fit``: least
    squares in e with the exact model at each speed (Brent's minimisation). The scenario
    holds the pair, the model or code and ``measured``: a list of ``{"v0": …, "e": …}`` or
    drop tests ``{"h0": …, "h1": …}`` (e = √(h1/h0), v0 = √(2 g h0), Del Cid), or CSV text
    of the pairs. Returns ``damping_constant``, ``held``, ``rms``, ``max_residual``,
    ``points`` and the fitted ``scenario``."""
    value, _ = _call(_native.fit, scenario, keys)
    return value


def rolling(scenario: ScenarioLike = None, **keys: Any) -> Dict[str, Any]:
    """The single-ball rolling test — ``dem-contact rolling``: a solid sphere rolls without
    slipping on a flat wall under gravity, slowed by a rolling-resistance law of Ai, Chen,
    Rotter & Ooi 2011 (Powder Technology 206, 269).

    Keys: ``r1`` with ``m1`` or ``rho1``; ``rolling``: ``"constant"`` (type A: the torque
    M = −μ_r R_r F_n against the rolling) or ``"epsd"`` (type C: a spring
    k_r = 2.25 k_n μ_r² R_r² capped at |M| ≤ μ_r R_r F_n, a dashpot C_r = 2 η_r √(I_r k_r)
    only below the cap, as LIGGGHTS's ``rolling_model_epsd.h``); ``mu_r`` (required),
    ``eta_r`` (epsd, default 0); for epsd the normal stiffness ``kn`` [N/m] or the material
    ``E1``, ``nu1`` (and ``E2``, ``nu2`` for an elastic wall: the Hertz secant F_n/δ_s at
    the static overlap δ_s = (F_n/k)^(2/3), k = 4/3 E*√r1); ``g`` (default 9.81), ``v0``.

    Returns:
        ``{"rolling": {lever_arm, normal_force, torque_limit, kn, stiffness, damping,
        inertia, period, stopping_distance, stopping_time, static_angle}, "law", "formula",
        "source", "static_overlap", "elastic_angle", "stopped", "notes"}`` in SI units
        (``static_angle`` in degrees; None where the law has no such number). Type A stops
        after 0.7 v0²/(μ_r g) in 1.4 v0/(μ_r g); the EPSD spring first takes the rolling
        elastically, then the limit torque stops the ball (with damping: integrated).

    Example:
        >>> import dem_contact as d
        >>> d.rolling(r1="2 mm", rho1=2500, rolling="constant", mu_r=0.1,
        ...           v0=0.3)["rolling"]["stopping_distance"]   # doctest: +ELLIPSIS
        0.06422018348623...
    """
    value, _ = _call(_native.rolling, scenario, keys)
    return value


def codes(scenario: ScenarioLike = None, **keys: Any) -> List[Dict[str, Any]]:
    """The DEM code settings — ``dem-contact codes``. Without arguments: every setting
    (``id`` for the key ``code``, the code, what it takes, where its behaviour was read and
    whether that was confirmed). With a pair and a target ``e``: every code's typed value,
    the restitution it achieves and the value to type for that e."""
    if scenario is None and not keys:
        return envelope.unwrap(_native.codes())
    value, _ = _call(_native.codes_compare, scenario, keys)
    return value


def keys() -> Dict[str, Dict[str, str]]:
    """The scenario keys with their units and what they are — ``dem-contact keys``:
    ``{"m1": {"unit": "kg", "description": …}, …}``."""
    return {k.pop("key"): k for k in envelope.unwrap(_native.keys())}


def sources() -> List[Dict[str, str]]:
    """Every reference the formulas cite — ``dem-contact sources``: ``[{"key", "cite",
    "full"}]``, e.g. ``cite`` = "Hu et al. 2011"."""
    return envelope.unwrap(_native.sources())
