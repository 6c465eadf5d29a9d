"""dem_contact.solve_table against dem_contact.solve, row by row, to the last bit.

Random rows of every model, end criterion, DEM code setting, adhesive law and oblique impact
(numbers, numbers as text with units, missing values); invalid rows each with their own
error; pandas and pyarrow in, a DataFrame out; any number of threads. Run by
scripts/python-test.sh, whose venv holds pandas and pyarrow.
"""

import math
import struct

import numpy as np
import pytest

import dem_contact as d

pd = pytest.importorskip("pandas")
pa = pytest.importorskip("pyarrow")

# Outputs compared: numbers, flags and texts from every part of a solution.
OUTPUTS = [
    "restitution", "contact_time", "max_overlap", "max_force", "min_force", "time_of_max_force",
    "damping_constant", "damping_coefficient", "stiffness", "effective_mass", "tension",
    "regime", "method", "integration_steps", "natural_frequency", "effective_radius",
    "equal_overlap_linear_stiffness", "recovered_work", "rebound_height", "energy.stored",
    "energy.after.total", "code.to_type.value", "code.to_type.name", "code.typed.restitution",
    "code.speed_dependent", "adhesion.sticking_velocity", "adhesion.pull_off_force",
    "adhesion.stuck", "adhesion.restitution_without_adhesion", "adhesion_codes.0.to_type.0.value",
    "tangential.rebound_angle", "tangential.vt_after", "tangential.regime", "notes.0",
]

# The outputs above that are texts (the others are numbers and flags).
TEXTS = {"regime", "method", "code.to_type.name", "tangential.regime", "notes.0"}

CODES_MK = ["pfc-linear", "lammps-hooke-coeff-restitution", "liggghts-hooke-stiffness"]
CODES_MAT = ["liggghts-hertz", "edem-hertz-mindlin", "yade-hertz-mindlin", "chrono-smc-hertz",
             "mercurydpm-hertzian"]


def at(sol, path):
    """The value at a dotted path of a solution (None where absent)."""
    v = sol
    for seg in path.split("."):
        if isinstance(v, list):
            i = int(seg)
            v = v[i] if i < len(v) else None
        elif isinstance(v, dict):
            v = v.get(seg)
        else:
            return None
        if v is None:
            return None
    return v


def bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


def same(got, want):
    """Bit for bit for numbers (NaN where solve has none), equal otherwise."""
    if isinstance(got, (float, np.floating)):
        if want is None:
            return math.isnan(got)
        return not isinstance(want, bool) and bits(float(got)) == bits(float(want))
    if got is None or got is pd.NA:
        return want is None
    return got == want


def groups(rng):
    """Tables of random rows, a dict of columns each; rows given to solve as dicts."""
    n = 60
    u = lambda a, b, k=n: rng.uniform(a, b, k)
    logu = lambda a, b, k=n: 10 ** rng.uniform(math.log10(a), math.log10(b), k)
    e = u(0.3, 0.95)
    e[::9] = np.nan  # not given: the damping is given in those rows instead
    damping = np.where(np.isnan(e), u(0.05, 0.5), np.nan)
    r1 = np.array([f"{x:.6g} um" if i % 3 == 0 else x * 1e-6
                   for i, x in enumerate(logu(20, 5000))], dtype=object)
    e[5], v0 = 1.2, logu(0.01, 10)  # invalid rows: e out of range, a negative speed
    v0[7] = -v0[7]
    yield {"model": "linear", "m1": logu(1e-6, 1), "k": logu(1e3, 1e9), "v0": v0,
           "e": e, "damping": damping,
           "end": np.array(["force" if i % 4 == 0 else None for i in range(n)], dtype=object)}
    for model in ("hertz", "tsuji", "hunt-crossley", "viscoelastic"):
        cols = {"model": model, "r1": r1, "E1": logu(1e7, 4e11), "nu1": u(0, 0.45),
                "rho1": u(1000, 8000), "v0": logu(0.01, 10)}
        if model == "viscoelastic":
            cols["damping"] = logu(1e-9, 1e-6)
        elif model != "hertz":
            cols["e"] = u(0.3, 0.95)
        if model == "tsuji":
            cols["mu"] = np.where(np.arange(n) % 5 == 0, u(0.1, 0.6), np.nan)
            cols["vt"] = np.where(np.arange(n) % 5 == 0, u(0, 2), np.nan)
        yield cols
    yield {"model": "power-law", "m1": logu(1e-6, 1), "k": logu(1e3, 1e9), "w": u(1, 2),
           "p": u(0, 1), "v0": logu(0.01, 10), "e": u(0.3, 0.95), "g": 9.81}
    yield {"model": "power-function", "m1": logu(1, 1000), "k": logu(1e8, 1e11),
           "transition_force": logu(1e3, 1e6), "exponent": u(2, 12), "v0": logu(0.01, 10)}
    yield {"code": rng.choice(CODES_MK, n), "m1": logu(1e-6, 1), "k": logu(1e3, 1e9),
           "v0": logu(0.01, 10), "e": u(0.3, 0.95)}
    yield {"code": rng.choice(CODES_MAT, n), "r1": r1, "E1": logu(1e7, 4e11), "nu1": u(0, 0.45),
           "rho1": u(1000, 8000), "v0": logu(0.01, 10), "e": u(0.3, 0.95)}
    k = 6  # adhesive rows are integrated with root finding: a few
    yield {"model": "tsuji", "adhesion": rng.choice(["jkr", "dmt"], k), "r1": logu(5e-6, 1e-4, k),
           "E1": "63 GPa", "nu1": 0.2, "rho1": 2500, "surface_energy": u(0.01, 0.2, k),
           "v0": logu(0.01, 1, k), "e": u(0.3, 0.95, k)}


def rows_of(cols):
    n = max(len(v) for v in cols.values() if isinstance(v, np.ndarray))
    out = []
    for i in range(n):
        row = {}
        for key, v in cols.items():
            x = v[i] if isinstance(v, np.ndarray) else v
            if x is None or (isinstance(x, float) and math.isnan(x)):
                continue
            row[key] = x.item() if isinstance(x, np.generic) else x
        out.append(row)
    return out


def compare(table, cols, outputs, present=None):
    """Each row of `cols` against solve: an invalid row its own error (field and message) and
    None in every output, a valid one every output to the last bit (`present` counts, per
    output, the rows that have it). Returns (valid rows, invalid rows)."""
    checked = errors = 0
    for i, row in enumerate(rows_of(cols)):
        try:
            sol = d.solve(row)
        except d.InputError as e:
            errors += 1
            assert table["errors"][i] == e.message, (row, table["errors"][i])
            assert table["error_field"][i] == e.field, row
            assert all(same(table[p][i], None) for p in outputs), row
            continue
        assert table["errors"][i] is None, (row, table["errors"][i])
        for p in outputs:
            assert same(table[p][i], at(sol, p)), (row, p, table[p][i], at(sol, p))
            if present is not None:
                present[p] += at(sol, p) is not None
        checked += 1
    return checked, errors


def test_random_rows_equal_solve_bit_for_bit():
    rng = np.random.default_rng(44)
    checked = errors = 0
    present = dict.fromkeys(OUTPUTS, 0)
    for cols in groups(rng):
        c, e = compare(d.solve_table(cols, OUTPUTS), cols, OUTPUTS, present)
        checked, errors = checked + c, errors + e
    assert checked > 500 and 2 <= errors < 50, (checked, errors)
    # Every output compared was there in some rows (the oblique, adhesive, code parts too).
    assert all(present.values()), present


def test_numbers_and_flags_alone_equal_solve_bit_for_bit():
    """Numbers and flags alone are read from the library's solve without texts
    (dem_contact::solve_numbers): each the same as solve's to the last bit, each error the
    same, on the random rows of every kind (columns of one value read once)."""
    rng = np.random.default_rng(45)
    numeric = [p for p in OUTPUTS if p not in TEXTS]
    checked = errors = 0
    for cols in groups(rng):
        c, e = compare(d.solve_table(cols, numeric), cols, numeric)
        checked, errors = checked + c, errors + e
    assert checked > 500 and 2 <= errors < 50, (checked, errors)


# The outputs a linear table's closed-form rows give without building a whole solution
# (dem_contact::batch): fields of a solution the closed form gives directly.
CLOSED = ["effective_mass", "stiffness", "damping_constant", "damping_coefficient",
          "requested_restitution", "restitution", "contact_time", "max_overlap",
          "time_of_max_overlap", "max_force", "time_of_max_force", "min_force",
          "natural_frequency", "decay_rate", "damped_frequency", "w", "p", "window"]


def closed_tables(rng):
    """Linear tables of numbers: each key a column or one value for every row, at random;
    the stiffness given or in series, e or the damping ratio (both in some rows), a wall or
    two bodies, either end criterion; masses as text with a unit in some tables; invalid cells
    (out of range, negative, beyond the scales the closed-form rows are served at) and cells
    left out (NaN)."""
    n = 40
    for t in range(24):
        logu = lambda a, b: 10 ** rng.uniform(a, b, n)
        cols = {"model": "linear", "end": ["overlap", "force"][t % 2]}
        if t % 3 == 1:
            cols["mass_rule"] = "arithmetic"
        cols["m1"] = logu(-9, 2)
        if t % 4 >= 2:
            cols["m2"] = logu(-9, 2)
        if t % 5 == 0:
            cols["k1"], cols["k2"] = logu(1, 10), logu(1, 10)
        else:
            cols["k"] = logu(0, 11)
        cols["v0"] = logu(-4, 2)
        if t % 6 == 5:
            cols["damping"] = logu(-4, 1.2)
        else:
            cols["e"] = rng.uniform(1e-6, 1, n)
        if t % 8 == 7:
            cols["g"] = 0.0
        for key in list(cols):
            if isinstance(cols[key], np.ndarray):
                x = cols[key]
                if rng.random() < 0.35:
                    cols[key] = float(x[0])  # one value for every row
                    continue
                bad = rng.random(n) < 0.06  # invalid and odd cells
                x[bad] = rng.choice([-1.0, 0.0, np.inf, 1.3, 1e-70, 1e70, 1e300, np.nan],
                                    bad.sum())
        if t % 5 == 2 and isinstance(cols["m1"], np.ndarray):
            # Masses as text with a unit in some rows (an object column, read as solve reads it).
            cols["m1"] = np.array([f"{x * 1e3:.6g} g" if i % 3 == 0 else x
                                   for i, x in enumerate(cols["m1"])], dtype=object)
        if t % 7 == 3 and isinstance(cols.get("e"), np.ndarray):
            # A damping ratio beside e in a few rows: solve refuses those rows.
            cols["damping"] = np.where(np.arange(n) % 9 == 4, 0.2, np.nan)
        yield cols


def test_closed_form_rows_equal_solve_bit_for_bit():
    """Linear tables whose outputs are all fields the closed form gives (served by the
    library's plan, not by a whole solution per row): every row's numbers equal solve's to
    the last bit, every invalid row its own error (field and message), columns or one value
    for every row, on one thread and two."""
    rng = np.random.default_rng(46)
    checked = errors = 0
    for cols in closed_tables(rng):
        outs = list(rng.choice(CLOSED, rng.integers(1, 5), replace=False))
        for outputs in (CLOSED, outs):
            table = d.solve_table(cols, outputs, threads=1 + checked % 2)
            c, e = compare(table, cols, outputs)
            checked, errors = checked + c, errors + e
    assert checked > 800 and errors > 50, (checked, errors)


def test_invalid_rows_each_their_own_error_the_others_exact():
    cols = {"model": "linear", "m1": [1e-3, 1e-3, 2e-3, "heavy", 1e-3],
            "k": 1e5, "v0": [1.0, 1.0, 1.0, 1.0, -2.0], "e": [0.5, 1.3, 0.7, 0.5, 0.5]}
    out = d.solve_table(cols, ["contact_time", "tension", "regime"])
    assert out["errors"][[0, 2]].tolist() == [None, None]
    assert out["errors"][1] == "e = 1.3: restitution must be in (0, 1]"
    assert out["error_field"].tolist() == [None, "e", None, "m1", "v0"]
    assert out["errors"][3].startswith("m1")
    for i in (0, 2):
        row = {k: (v[i] if isinstance(v, list) else v) for k, v in cols.items()}
        assert bits(out["contact_time"][i]) == bits(d.solve(row)["contact_time"])
    assert np.isnan(out["contact_time"][[1, 3, 4]]).all()
    assert out["tension"].tolist() == [True, None, True, None, None]
    with pytest.raises(d.InputError) as err:
        d.solve_table(cols, ["contact_time"], errors="raise")
    assert (err.value.index, err.value.field, err.value.value) == (1, "e", 1.3)
    assert str(err.value) == "e = 1.3: restitution must be in (0, 1]"


def test_dataframe_and_arrow_in_the_same_answers():
    n = 50
    rng = np.random.default_rng(3)
    df = pd.DataFrame({"model": "tsuji", "r1": rng.uniform(1e-4, 1e-2, n), "E1": "63 GPa",
                       "nu1": 0.2, "rho1": 2500, "v0": rng.uniform(0.1, 2, n),
                       "e": rng.uniform(0.3, 0.9, n)}, index=pd.RangeIndex(100, 100 + n))
    df.loc[103, "e"] = np.nan  # not given: an error for tsuji (no damping)
    outs = ["contact_time", "restitution", "tension", "regime"]
    got = d.solve_table(df, outs)
    assert isinstance(got, pd.DataFrame) and list(got.index) == list(df.index)
    assert list(got.columns) == outs + ["errors", "error_field"]
    assert got.loc[103, "error_field"] == "e" and pd.isna(got.loc[103, "contact_time"])
    plain = d.solve_table({k: df[k].to_numpy() for k in df.columns}, outs)
    assert np.array_equal(got["contact_time"].to_numpy(), plain["contact_time"], equal_nan=True)
    arrow = d.solve_table(pa.Table.from_pandas(df, preserve_index=False), outs)
    assert np.array_equal(arrow["restitution"], plain["restitution"], equal_nan=True)
    # pandas' nullable columns: <NA> is "not given".
    df2 = df.astype({"e": "Float64"})
    got2 = d.solve_table(df2, outs)
    assert got2.loc[103, "error_field"] == "e"
    assert np.array_equal(got2["contact_time"].to_numpy(),
                          got["contact_time"].to_numpy(), equal_nan=True)
    assert str(got2["tension"].dtype) == "boolean"


def test_threads_give_the_same_answer():
    rng = np.random.default_rng(9)
    n = 5000
    cols = {"model": "hertz", "r1": rng.uniform(1e-4, 1e-2, n), "E1": 63e9, "nu1": 0.2,
            "rho1": 2500, "v0": rng.uniform(0.1, 2, n)}
    one = d.solve_table(cols, ["contact_time", "max_force"], threads=1)
    for t in (2, 3, None):
        other = d.solve_table(cols, ["contact_time", "max_force"], threads=t)
        assert np.array_equal(one["contact_time"], other["contact_time"])
        assert np.array_equal(one["max_force"], other["max_force"])


def test_refusals_name_what_is_wrong():
    with pytest.raises(d.InputError) as err:
        d.solve_table({"m1": [1.0], "v_0": 1}, ["contact_time"])
    assert err.value.field == "v_0" and "v0" in str(err.value)
    with pytest.raises(d.InputError) as err:
        d.solve_table({"m1": [1.0]}, ["contact_tme"])
    assert err.value.field == "outputs" and "contact_time" in str(err.value)
    with pytest.raises(d.InputError) as err:
        d.solve_table({"m1": [1.0], "k": [1.0, 2.0]}, ["contact_time"])
    assert err.value.field == "k"
    for bad in (0, -1, 1.5, True):
        with pytest.raises(d.InputError):
            d.solve_table({"m1": [1.0]}, ["contact_time"], threads=bad)
    with pytest.raises(d.InputError):
        d.solve_table({"m1": [1.0]}, ["contact_time"], errors="ignore")
    with pytest.raises(d.InputError):
        d.solve_table([1, 2], ["contact_time"])
    # An object the calculator cannot read is that row's error, not the call's.
    out = d.solve_table({"model": "linear", "m1": [1e-3, [1, 2]], "k": 1e5, "v0": 1, "e": 0.5},
                        "contact_time")
    assert out["error_field"].tolist() == [None, "m1"] and not np.isnan(out["contact_time"][0])
    # No rows: empty answers.
    empty = d.solve_table({"m1": np.array([])}, ["contact_time", "regime"])
    assert len(empty["contact_time"]) == 0 and len(empty["regime"]) == 0


def test_the_docstring_example_runs():
    import doctest
    import dem_contact._table
    failed, tried = doctest.testmod(dem_contact._table, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failed == 0
