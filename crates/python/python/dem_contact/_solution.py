"""The answer of :func:`dem_contact.solve`: a dict that shows itself in Jupyter."""

import html
import math
from typing import Any, List, Optional, Tuple

from . import _native
from ._errors import InputError, InternalError
from ._wire import envelope

# SI prefixes for the table of key results (presentation only).
_PREFIXES = [(-18, "a"), (-15, "f"), (-12, "p"), (-9, "n"), (-6, "µ"), (-3, "m"),
             (0, ""), (3, "k"), (6, "M"), (9, "G"), (12, "T")]

# The key results the notebook table shows: (key, label, unit or the key holding it).
_ROWS: List[Tuple[str, str, str]] = [
    ("effective_mass", "effective mass m", "kg"),
    ("stiffness", "stiffness k", "@stiffness_unit"),
    ("damping_constant", "damping constant", "@damping_constant_unit"),
    ("damping_coefficient", "damping coefficient", "@damping_coefficient_unit"),
    ("requested_restitution", "restitution asked for", ""),
    ("restitution", "restitution achieved e", ""),
    ("contact_time", "contact time t_c", "s"),
    ("max_overlap", "maximum overlap ξ_max", "m"),
    ("max_force", "maximum force F_max", "N"),
    ("min_force", "minimum force F_min", "N"),
    ("rebound_height", "rebound height h₁", "m"),
]

# With adhesion (the scenario key `adhesion`): rows from Solution["adhesion"].
_ADHESION_ROWS: List[Tuple[str, str, str]] = [
    ("pull_off_force", "pull-off force", "N"),
    ("separation_overlap", "separation overlap", "m"),
    ("stuck", "stuck", ""),
    ("sticking_velocity", "sticking velocity V_s", "m/s"),
    ("restitution_without_adhesion", "e of this damping without adhesion", ""),
    ("e_to_type", "e to type (a code mapping e without adhesion)", ""),
]

# With a liquid bridge (the scenario key `liquid_bridge`): rows from Solution["liquid_bridge"].
_BRIDGE_ROWS: List[Tuple[str, str, str]] = [
    ("force_at_contact", "capillary force at contact F_cap(0)", "N"),
    ("rupture_distance", "rupture distance S_c", "m"),
    ("bridge_energy", "bridge energy W", "J"),
    ("stuck", "stuck", ""),
    ("sticking_velocity", "sticking velocity V_s", "m/s"),
    ("restitution_without_bridge", "e without the bridge", ""),
    ("viscous_energy", "lubrication's work", "J"),
]


def _si(x: Any, unit: str) -> str:
    """A number with 5 significant digits and an SI prefix on a plain unit (``6.4508 µs``)."""
    if x is None:
        return "—"
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return str(x)
    if not math.isfinite(x):
        return f"{x} {unit}".strip()
    simple = unit in ("s", "m", "N", "kg", "N/m", "Pa")
    if x == 0 or not simple:
        return f"{x:.5g} {unit}".strip()
    e3 = max(-18, min(12, int(math.floor(math.log10(abs(x)) / 3)) * 3))
    prefix = dict(_PREFIXES)[e3]
    if unit == "kg":  # grams, not millikilograms
        return f"{x:.5g} kg" if abs(x) >= 1 else f"{x * 1e3:.5g} g"
    return f"{x / 10.0 ** e3:.5g} {prefix}{unit}"


class Solution(dict):
    """The solution of one contact: the library's ``Solution`` as a dict (the keys of
    ``dem-contact solve``), with NumPy arrays under ``"curves"`` when they were asked for.

    In Jupyter it shows the key results with units and the three plots of the page —
    force against time F(t), overlap against time ξ(t) and the force–overlap loop F(ξ) —
    as inline SVG, drawn by the same chart code as the page's SVG export.
    """

    def __init__(self, value: dict, scenario: Tuple[str, str]) -> None:
        super().__init__(value)
        # The scenario text and the keyword arguments it was solved from (for the charts).
        self._scenario = scenario

    def charts(self, width: int = 640, height: int = 400) -> List[str]:
        """The three charts F(t), ξ(t), F(ξ) as SVG documents (``width`` × ``height``
        pixels, clamped to 200–4000 × 150–3000)."""
        text, keys = self._scenario
        opts = envelope.dumps({"width": width, "height": height})
        return envelope.unwrap(_native.charts(text, keys, opts))

    def _table(self) -> str:
        rows = []
        title = self.get("model", "")
        code = self.get("code") or {}
        if code:
            title = f"{code.get('code')}: {code.get('name')} ({title})"
            for named, label in ((code.get("typed"), "typed"), (code.get("to_type"), "to type")):
                if named:
                    shown = f"{named['name']} = {named['value']:.6g} {named['unit']}".strip()
                    rows.append(f"<tr><th style='text-align:left'>{label}</th>"
                                f"<td style='text-align:right'>{html.escape(shown)}</td></tr>")
        for key, label, unit in _ROWS:
            if key not in self or self[key] is None and key != "contact_time":
                continue
            u = self.get(unit[1:], "") if unit.startswith("@") else unit
            if key == "damping_constant":
                label = f"damping constant {self.get('damping_constant_symbol', '')}"
            value = self[key]
            shown = "never separates" if key == "contact_time" and value is None else _si(value, u)
            rows.append(f"<tr><th style='text-align:left'>{html.escape(label)}</th>"
                        f"<td style='text-align:right'>{html.escape(shown)}</td></tr>")
        adhesion = self.get("adhesion") or self.get("liquid_bridge") or {}
        for key, label, unit in _ADHESION_ROWS if self.get("adhesion") else _BRIDGE_ROWS:
            if adhesion.get(key) is None:
                continue
            value = adhesion[key]
            shown = ("yes" if value else "no") if isinstance(value, bool) else _si(value, unit)
            rows.append(f"<tr><th style='text-align:left'>{html.escape(label)}</th>"
                        f"<td style='text-align:right'>{html.escape(shown)}</td></tr>")
        if self.get("tension"):
            rows.append("<tr><th style='text-align:left'>tension</th>"
                        "<td style='text-align:right'>the force pulls before the bodies part</td></tr>")
        source = self.get("damping_source") or ""
        formula = self.get("damping_formula") or ""
        caption = html.escape(f"{title}: {formula}" + (f" ({source})" if source else ""))
        all_notes = list(self.get("notes") or []) + list(code.get("notes") or [])
        notes = "".join(f"<li>{html.escape(str(n))}</li>" for n in all_notes)
        snippet = f"<pre>{html.escape(code['snippet'])}</pre>" if code.get("snippet") else ""
        return (f"<table><caption style='text-align:left'>{caption}</caption>"
                f"{''.join(rows)}</table>" + (f"<ul>{notes}</ul>" if notes else "") + snippet)

    def _repr_html_(self) -> str:
        try:
            svgs = self.charts()
            plots = "".join(f"<div style='flex:1 1 320px;min-width:0'>{s}</div>" for s in svgs)
        except (InputError, InternalError) as e:
            plots = f"<p>No plots: {html.escape(str(e))}</p>"
        return ("<div class='dem-contact-solution'>" + self._table()
                + f"<div style='display:flex;flex-wrap:wrap;gap:8px'>{plots}</div></div>")


def arrays(value: dict, keys: Tuple[str, ...]) -> Optional[dict]:
    """The lists of numbers under ``keys`` as NumPy float arrays (``None`` → NaN)."""
    import numpy as np

    if value is None:
        return None
    return {k: (np.array([math.nan if x is None else x for x in v], dtype=float)
                if k in keys else v) for k, v in value.items()}
