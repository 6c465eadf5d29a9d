"""dem_contact: the contact models of the Discrete Element Method from Python — normal,
oblique (friction and spin), rolling resistance.

The damping that gives a wanted coefficient of restitution, the contact duration, maximum
overlap and force, a safe timestep, and what to type into LIGGGHTS, LAMMPS, Yade, PFC,
EDEM, MercuryDPM or Chrono — computed by the Rust library ``dem-contact``, the same code as
the calculator's page and its CLI (``dem-contact``), with the CLI's keys and units::

    >>> import dem_contact as d
    >>> bead = dict(r1="1 mm", E1="63 GPa", nu1=0.2, rho1=2500)   # a glass bead
    >>> sol = d.solve(model="tsuji", **bead, r2="1 mm", E2="63 GPa", nu2=0.2, rho2=2500,
    ...               v0=1, e=0.8)                                  # two of them
    >>> f"{sol['contact_time']:.4e}"                                  # seconds
    '6.4508e-06'
    >>> f"{d.solve(model='tsuji', **bead, v0=1, e=0.8)['contact_time']:.4e}"  # one on a wall
    '5.6158e-06'
    >>> dt = d.timestep(r="1 mm", rho=2500, E="63 GPa", nu=0.2, v_max=1, e=0.8)["recommended"]

The functions, one per command of the CLI (each takes a dict, a JSON text or a file, and
the scenario keys as keyword arguments over it):

- ``solve(scenario, curves=, explain=, **keys)``: one contact (with ``adhesion=``,
  ``liquid_bridge=``, ``code=``);
- ``solve_many(scenarios, curves=, errors="raise" | "return")``: many at once;
- ``solve_table(columns, outputs, threads=, errors="return" | "raise")``: a table of
  scenarios (a dict of NumPy arrays, a pandas DataFrame, a pyarrow Table; a column per
  key) solved on every core, the outputs asked for as NumPy arrays (or a DataFrame);
- ``damping``: the restitution–damping relations of the model;
- ``timestep``: every timestep criterion and the one to use;
- ``scheme(…, sweep=N)``: a replay with an explicit DEM scheme;
- ``sweep(…, over=, start=, stop=, points=, log=)``: the contact over a range of one key;
- ``fit(…, measured=[…])``: the damping that fits measured restitutions;
- ``rolling(…, rolling=, mu_r=, …)``: the single-ball rolling test (rolling resistance);
- ``codes()``: the DEM code settings, or every code's value for a target e;
- ``keys()``, ``sources()``: the scenario keys with units; the references.

An invalid input raises ``InputError`` (``.field``, ``.value``, ``.index`` in
``solve_many`` and ``solve_table``); a failure inside the library, ``InternalError``.

Every formula's source is in the docstrings and in ``dem_contact.sources()``.
"""

from ._api import (codes, damping, fit, keys, rolling, scheme, solve, solve_many, sources, sweep,
                   timestep)
from ._errors import InputError, InternalError
from ._native import version as _version
from ._solution import Solution
from ._table import solve_table

__version__ = _version()

__all__ = [
    "solve", "solve_many", "solve_table", "damping", "timestep", "scheme", "sweep", "fit", "rolling", "codes",
    "keys", "sources", "Solution", "InputError", "InternalError", "__version__",
]
