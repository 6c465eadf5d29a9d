"""``solve_table``: many scenarios as columns, solved on every core, answered as columns.

The columns are read into the native module once (numbers as their float64 bytes, other
columns as Python values), solved there without the GIL by ``dem-contact``'s batch function
(``dem_contact_commands::table`` in Rust, which ``dem-contact solve --table`` runs too), and
the outputs come back as NumPy arrays. Nothing here computes physics.
"""

import math
import sys
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from . import _native
from ._errors import InputError

_DEFAULT_OUTPUTS = ("restitution", "contact_time", "max_overlap", "max_force")
_PLAIN = (type(None), bool, int, float, str)


def _plain(x: Any) -> Any:
    """An object column's value as the JSON path of :func:`dem_contact.solve` reads it:
    NumPy scalars as Python numbers, pandas' and NumPy's missing values as None."""
    if type(x) in _PLAIN:
        return x
    pd = sys.modules.get("pandas")
    if pd is not None and (x is pd.NA or x is pd.NaT):
        return None
    if hasattr(x, "tolist") and not isinstance(x, (str, bytes)):
        return x.tolist()
    return x


def _is_scalar(v: Any) -> bool:
    return isinstance(v, (str, bytes, int, float, bool, type(None), np.generic)) or (
        isinstance(v, np.ndarray) and v.ndim == 0)


def _column(key: str, v: Any) -> Tuple[str, Any, Optional[int]]:
    """(kind, payload, length) of one column for the native module: ``n`` float64 bytes
    (NaN: not given), ``c`` a list of values, ``s`` one value for every row."""
    if _is_scalar(v):
        return "s", _plain(v.item() if isinstance(v, (np.ndarray, np.generic)) else v), None
    pd = sys.modules.get("pandas")
    if pd is not None and isinstance(v, pd.Series):
        if v.dtype.kind in "fiu" or str(v.dtype) in ("Int8", "Int16", "Int32", "Int64", "UInt8",
                                                       "UInt16", "UInt32", "UInt64", "Float32",
                                                       "Float64"):
            a = v.to_numpy(dtype=np.float64, na_value=np.nan)
        else:
            a = v.to_numpy(dtype=object)
    elif hasattr(v, "to_numpy") and type(v).__module__.startswith("pyarrow"):
        import pyarrow as pa  # a pyarrow array or chunked array
        a = (v.to_numpy() if pa.types.is_floating(v.type) or pa.types.is_integer(v.type)
             else np.array(v.to_pylist(), dtype=object))
    else:
        try:
            a = np.asarray(v)
        except (ValueError, TypeError):  # ragged lists
            a = np.array(list(v), dtype=object)
        if a.dtype.kind in "USV":
            a = np.array(v, dtype=object) if not isinstance(v, np.ndarray) else a.astype(object)
    if a.ndim != 1:
        raise InputError(f"{key}: a column must be one-dimensional (one value per row), "
                         f"not of shape {a.shape}", key, v)
    if a.dtype.kind in "fiu":
        return "n", np.ascontiguousarray(a, dtype=np.float64).tobytes(), len(a)
    return "c", [_plain(x) for x in a.tolist()], len(a)


def _read(columns: Any) -> Tuple[List[Tuple[str, str, Any]], Dict[str, Any], Optional[int],
                                  Any]:
    """The native columns, the columns as given (for an error's value), the number of rows
    (None: every column a scalar) and a pandas index when given a DataFrame."""
    index = None
    module = type(columns).__module__
    if module.startswith("pandas") and hasattr(columns, "columns") and hasattr(columns, "iloc"):
        index = columns.index
        items = [(c, columns.iloc[:, i]) for i, c in enumerate(columns.columns)]
        rows: Optional[int] = len(columns)
    elif module.startswith("pyarrow") and hasattr(columns, "column_names"):
        items = [(c, columns.column(i)) for i, c in enumerate(columns.column_names)]
        rows = columns.num_rows
    elif isinstance(columns, Mapping):
        items = list(columns.items())
        rows = None
    else:
        raise InputError(f"columns = {type(columns).__name__}: expected a dict of columns "
                         "(NumPy arrays, lists or scalars), a pandas DataFrame or a pyarrow "
                         "Table, with scenario keys as column names", "columns", columns)
    native, given = [], {}
    for key, v in items:
        if not isinstance(key, str):
            raise InputError(f"{key!r}: a column name must be a scenario key (text)", str(key),
                             None)
        kind, payload, n = _column(key, v)
        if n is not None and rows is not None and n != rows:
            raise InputError(f"{key}: {n} values for a table of {rows} rows; every column "
                             "needs one value per row", key, v)
        rows = n if rows is None else rows
        native.append((key, kind, payload))
        given[key] = v
    return native, given, rows, index


def _given(given: Mapping[str, Any], field: str, row: int) -> Any:
    """The value row ``row`` gave for ``field``, as given (None where none)."""
    if field not in given:
        return None
    v = given[field]
    if _is_scalar(v):
        return v
    try:
        x = v.iloc[row] if hasattr(v, "iloc") else v[row]
    except (IndexError, KeyError, TypeError):
        return None
    if hasattr(x, "as_py"):  # a pyarrow scalar
        x = x.as_py()
    return None if isinstance(x, float) and math.isnan(x) else x


def _flags(b: bytearray, frame: bool) -> Any:
    codes = np.frombuffer(b, dtype=np.uint8)
    missing = codes == 2
    if frame:
        import pandas as pd
        return pd.arrays.BooleanArray(codes == 1, missing)
    if not missing.any():
        return codes == 1
    out = np.empty(len(codes), dtype=object)
    out[:] = [None if c == 2 else bool(c) for c in codes]
    return out


def solve_table(columns: Any, outputs: Union[str, Sequence[str]] = _DEFAULT_OUTPUTS, *,
                threads: Optional[int] = None, errors: str = "return") -> Any:
    """Solves a table of scenarios, one per row, on every core — the same answers as
    :func:`solve` row by row, to the last bit, at NumPy speed.

    Args:
        columns: a dict of columns (NumPy arrays, lists, or one value for every row), a
            pandas DataFrame or a pyarrow Table; each column named by a scenario key
            (``dem_contact.keys()``). Numbers are SI; a text column may carry units
            (``"20 um"``, ``"63 GPa"``). A missing value — NaN in a number column, None
            (or pandas' NA) in another — is "not given" for that row.
        outputs: the fields of the solution wanted, by their dotted path in
            :func:`solve`'s answer: ``"contact_time"``, ``"restitution"``,
            ``"adhesion.sticking_velocity"``, ``"code.to_type.value"``,
            ``"tangential.rebound_angle"``, a list's element by its index
            (``"adhesion_codes.0.restitution"``). Numbers come as float64 arrays (NaN where a
            row has none), true/false as bool arrays, texts (``"regime"``,
            ``"code.to_type.name"``) as object arrays.
        threads: how many threads share the rows (default: every core).
        errors: ``"return"``: a row the calculator refuses has NaN (or None) in every
            output and its message in ``errors`` (and its key in ``error_field``); the other
            rows are answered as ever. ``"raise"``: the first such row raises its
            :class:`InputError`, with ``.index`` the row.

    Returns:
        A dict of NumPy arrays — one per output, plus ``errors`` and ``error_field`` (None
        where the row is valid) — or, given a DataFrame, a DataFrame of those columns with
        its index (so ``df.join(solve_table(df, …))`` lines them up).

    Raises:
        InputError: a column that is not a scenario key (with the near miss), an output
            that is not a field of the solution, columns of different lengths, a bad
            ``threads`` or ``errors``; with ``errors="raise"``, the first invalid row.

    Example:
        >>> import numpy as np, dem_contact as d
        >>> out = d.solve_table({"model": "tsuji", "r1": np.array([1e-3, 2e-3]),
        ...                      "E1": "63 GPa", "nu1": 0.2, "rho1": 2500, "v0": 1, "e": 0.8},
        ...                     ["contact_time", "restitution"])
        >>> [f"{t:.4e}" for t in out["contact_time"]]     # seconds, the second bead twice as big
        ['5.6158e-06', '1.1232e-05']
        >>> out["errors"].tolist()                           # every row valid
        [None, None]

    On a cluster, the same call per partition (``dask.dataframe``'s ``map_partitions``):
    see ``examples/dask_table.py``.
    """
    if errors not in ("raise", "return"):
        raise InputError(f"errors = {errors!r}: expected \"raise\" or \"return\"", "errors",
                         errors)
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int)
                                or threads < 1):
        raise InputError(f"threads = {threads!r}: expected a whole number of threads, at "
                         "least 1 (or None: every core)", "threads", threads)
    paths = [outputs] if isinstance(outputs, str) else list(outputs)
    if not all(isinstance(p, str) for p in paths):
        raise InputError(f"outputs = {outputs!r:.60}: expected dotted paths as text "
                         "(\"contact_time\", \"adhesion.sticking_velocity\")", "outputs",
                         outputs)
    native, given, rows, index = _read(columns)
    rows = 1 if rows is None else rows
    answer = _native.solve_table(native, rows, paths, threads, errors == "raise")
    if answer[0] == "error":
        _, field, message = answer
        value = outputs if field == "outputs" else None
        raise InputError(message, field, value)
    _, cols, errs = answer
    if errors == "raise" and errs:
        row, field, message = errs[0]
        raise InputError(message, field, _given(given, field, row), row)
    frame = index is not None
    out: Dict[str, Any] = {}
    for path, (kind, c) in zip(paths, cols):
        if kind == "t":
            a = np.empty(len(c), dtype=object)
            a[:] = c
            out[path] = a
        elif kind == "n":
            out[path] = np.frombuffer(c, dtype=np.float64)
        else:
            out[path] = _flags(c, frame)
    messages = np.full(rows, None, dtype=object)
    fields = np.full(rows, None, dtype=object)
    for row, field, message in errs:
        messages[row], fields[row] = message, field
    out["errors"], out["error_field"] = messages, fields
    if frame:
        import pandas as pd
        return pd.DataFrame(out, index=index)
    return out

