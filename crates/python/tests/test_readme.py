"""The README's Python examples, run as a reader runs them.

Every ``python`` block of README.md (and of the docs pages it links to) runs in order, in one
session — as the blocks would in one notebook — statement by statement as the interactive
interpreter runs them. Each block must run without an error, and every number written in its
comments must be one the block produced: printed, shown as a statement's value, or returned by
a ``dem_contact`` function — at the digits written (``0.0810`` holds 0.08100 but not 0.0812),
as written or in SI units (``10.66 ns`` holds 1.066e-08; ``0.1 mm`` the printed 0.1).
"""

import ast
import contextlib
import io
import math
import pathlib
import re
import tokenize

import numpy as np
import pytest

import dem_contact

ROOT = pathlib.Path(__file__).resolve().parents[3]

PREFIX = {"n": 1e-9, "µ": 1e-6, "u": 1e-6, "m": 1e-3, "c": 1e-2, "k": 1e3, "M": 1e6, "G": 1e9}
NUMBER = re.compile(
    r"(?<![\w.])([-−]?\d+(?:\.\d+)?)(?:[eE]([-+−]?\d+))?"
    r"(?:\s*(?:([nµumckMG])?(m/s|N/m|Pa|N|m|s|J|g)(?![A-Za-z])|(°|%)))?")


def documents():
    """README.md and every docs/*.md page it links to: (name, text)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    docs = dict.fromkeys(re.findall(r"\]\((docs/[^)#]+\.md)", readme))
    return [("README.md", readme)] + [(d, (ROOT / d).read_text(encoding="utf-8")) for d in docs]


def python_blocks(name, text):
    """The fenced ``python`` blocks of a Markdown text: (where, code)."""
    blocks, body, start = [], None, 0
    for i, line in enumerate(text.splitlines()):
        fence = line.strip().startswith("```")
        if body is None and fence and line.strip()[3:].strip() == "python":
            body, start = [], i + 2
        elif body is not None and fence:
            blocks.append((f"{name}:{start}", "\n".join(body) + "\n"))
            body = None
        elif body is not None:
            body.append(line)
    return blocks


def stated_numbers(comment):
    """The numbers of a comment: (text, value as written, value in SI, half its last digit as
    written, the same in SI)."""
    out = []
    for m in NUMBER.finditer(comment):
        mant, exp, prefix, base = m.group(1).replace("−", "-"), m.group(2), m.group(3), m.group(4)
        exp = int(exp.replace("−", "-")) if exp else 0
        decimals = len(mant.split(".")[1]) if "." in mant else 0
        value = float(mant) * 10.0 ** exp
        half = 0.5 * 10.0 ** (exp - decimals)
        scale = PREFIX.get(prefix, 1.0) if base else 1.0
        if base == "g":  # grams: SI is the kilogram
            scale *= 1e-3
        out.append((m.group(0).strip(), value, value * scale, half, half * scale))
    return out


def numbers_in(value, out):
    """Every number inside a value (dicts, lists, arrays, text as printed) into `out`."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, (int, float, np.integer, np.floating)):
        if math.isfinite(float(value)):
            out.append(float(value))
    elif isinstance(value, dict):
        for v in value.values():
            numbers_in(v, out)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            numbers_in(v, out)
    elif isinstance(value, np.ndarray):
        numbers_in(value.ravel().tolist(), out)
    elif isinstance(value, str):
        out.extend(float(m.group(0)) for m in re.finditer(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?", value))


@contextlib.contextmanager
def recording(module, produced):
    """Every public function of `module` records the numbers it returns into `produced`."""
    saved = {}
    for name in getattr(module, "__all__", []):
        f = getattr(module, name)
        if callable(f) and not isinstance(f, type):
            def wrapper(*a, _f=f, **k):
                result = _f(*a, **k)
                numbers_in(result, produced)
                return result
            saved[name] = f
            setattr(module, name, wrapper)
    try:
        yield
    finally:
        for name, f in saved.items():
            setattr(module, name, f)


def comments(code):
    """The comments of a block: (line, text)."""
    toks = tokenize.generate_tokens(io.StringIO(code).readline)
    return [(t.start[0], t.string.lstrip("#").strip()) for t in toks if t.type == tokenize.COMMENT]


def run_block(code, namespace):
    """Runs a block as the interactive interpreter would: each statement in turn, the value of
    an expression statement shown. Returns the numbers it produced."""
    produced = []
    printed = io.StringIO()
    with recording(dem_contact, produced), contextlib.redirect_stdout(printed):
        for stmt in ast.parse(code).body:
            if isinstance(stmt, ast.Expr):
                value = eval(compile(ast.Expression(stmt.value), "<readme>", "eval"), namespace)
                numbers_in(value, produced)
                if value is not None:
                    print(repr(value))
            else:
                exec(compile(ast.Module([stmt], []), "<readme>", "exec"), namespace)
    numbers_in(printed.getvalue(), produced)
    return produced


def unproduced(code, produced):
    """The numbers written in the block's comments that it did not produce."""
    missing = []
    for line, text in comments(code):
        for written, value, si, half, half_si in stated_numbers(text):
            hit = any(abs(x - value) <= half * (1 + 1e-9) or abs(x - si) <= half_si * (1 + 1e-9)
                      for x in produced)
            if not hit:
                missing.append(f"line {line}: {written} ({text})")
    return missing


def run_all(blocks):
    """Runs the blocks in one session: the failures, as text."""
    namespace, failures = {"__name__": "__readme__"}, []
    for where, code in blocks:
        try:
            produced = run_block(code, namespace)
        except Exception as e:  # the example does not run: that is the finding
            failures.append(f"{where}: {type(e).__name__}: {e}")
            continue
        failures.extend(f"{where}, {m}" for m in unproduced(code, produced))
    return failures


BLOCKS = [b for name, text in documents() for b in python_blocks(name, text)]


def test_every_python_example_of_the_readme_runs_and_gives_its_numbers():
    assert len(BLOCKS) >= 3, BLOCKS
    failures = run_all(BLOCKS)
    assert not failures, "\n".join(failures)


def test_a_broken_example_fails():
    """An example that raises, a number the block does not give, and a unit that does not
    hold it are each caught; the same block stated right passes."""
    ok = ('import dem_contact as d\n'
          'bead = dict(model="tsuji", r1="1 mm", E1="63 GPa", nu1=0.2, rho1=2500, v0=1, e=0.8)\n'
          'd.solve(**bead)["contact_time"]    # a bead on a wall: 5.6158e-06 s\n')
    assert run_all([("ok", ok)]) == []
    assert run_all([("us", ok.replace("5.6158e-06 s", "5.616 µs"))]) == []
    for broken in [ok.replace("5.6158e-06", "5.6168e-06"),
                   ok.replace("5.6158e-06 s", "5.616 ms"),
                   ok.replace('e=0.8)', 'e=1.3)'),
                   ok.replace("d.solve", "d.solver")]:
        failures = run_all([("broken", broken)])
        assert len(failures) == 1, (broken, failures)


@pytest.mark.parametrize("text, expected", [
    ("t_c = 6.4508e-06 s", [6.4508e-06]),
    ("0.1 mm: 10.66 ns (rayleigh)", [1e-4, 1.066e-08]),
    ("wall (no r2, E2): 5.6158e-06 s.", [5.6158e-06]),
    ("0.0810 m, 0.0640 m", [0.081, 0.064]),
])
def test_numbers_are_read_with_their_units(text, expected):
    got = [si for _, _, si, _, _ in stated_numbers(text)]
    assert got == pytest.approx(expected, rel=1e-12)
