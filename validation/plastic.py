"""Elastic-plastic contacts (issue 43) run in the DEM codes, against `dem-contact solve`.

    python3 -m validation.plastic run [--record] [--only SUBSTR] [--runners liggghts,mercurydpm]
    python3 -m validation.plastic check [--only SUBSTR] [--live liggghts]
    python3 -m validation.plastic source [--only SUBSTR]

run:    runs every case (validation/cases.py `plastic_cases`) whose code is installed, three
        runs each, measures them with validation/measure.py and compares with the calculator;
        --record writes validation/recorded_plastic.json (merged by case id).
check:  the calculator against the recording; --live also runs the cases marked `live` of
        those runners (LIGGGHTS: hooke/hysteresis, luding, edinburgh with fixKc off and on,
        thornton_ning with a yield ratio, pair and wall at 0.1 and 1 m/s: 20 cases, 60 runs,
        --jobs at once, default 2) and fails when a run no longer reproduces its recording.
source: each code's law as read in its source (validation/plastic_source.py), integrated by
        the independent RK4 of tests/golden/generate_plastic.py, against the recorded runs.

The cases, the measurement and the tolerance are the main suite's (validation/README.md): dt,
dt/2 and dt/2 with the grid shifted; tol = max(3·|halving Δ|, 3·|grid-shift Δ|, 1e-6 of the
quantity's scale); the contact ends where the overlap returns to 0 (each law's own end: the
force of these laws is 0 or a dashpot's below the plastic overlap, and the contract counts the
contact to δ = 0). Every case is solved by `dem-contact solve` with its code setting
(docs/plastic-codes.md, "The code settings"); all 52 recorded cases compare.
"""

import argparse
import concurrent.futures
import json
import os
import sys
import time

from . import cases as C
from . import measure, plastic_source, report
from . import validate as V

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(HERE, "recorded_plastic.json")
STEPS_PER_TC = 4000  # as validate.run_case: dt = t_c,est/4000
RUN_SCALE = 2.5  # the run covers 2.5 estimated contact times (cases.py _case)


def load():
    if not os.path.exists(RECORDED):
        return {}
    with open(RECORDED) as f:
        return {r["id"]: r for r in json.load(f)["records"]}


def prepare(case, recorded=None):
    """The case with its t_c estimate and run length: the recorded dt (a live run repeats the
    recorded one), else the code's law as read (plastic_source, coarse: only to choose dt)."""
    if recorded is not None:
        tc = recorded["runs"][0]["dt"] * STEPS_PER_TC
    else:
        out, _ = plastic_source.contact(case, 400)
        if out["stuck"]:
            raise measure.MeasureError("the law as read sticks: no contact time to measure")
        tc = out["tc"]
    c = dict(case, tc_est=tc)
    c["inputs"] = dict(case["inputs"], run_time=RUN_SCALE * tc)
    return c


def selected(args, live=None):
    cs = C.plastic_cases()
    if args.only:
        cs = [c for c in cs if any(s in c["id"] for s in args.only.split(","))]
    if getattr(args, "runners", None):
        cs = [c for c in cs if c["runner"] in args.runners.split(",")]
    if live is not None:
        cs = [c for c in cs if c["live"] and c["runner"] in live]
    return cs


def run(cases, recorded, check_live, jobs=1):
    """Runs the cases, `jobs` at once (each case its own process of the code, one core each);
    returns their records and the failures."""
    avail = V.runners()
    records, failed = {}, []
    todo = []
    for c in cases:
        if c["runner"] not in avail:
            print(f"skip {c['id']}: {c['runner']} not installed", file=sys.stderr)
            continue
        todo.append(c)

    def attempt(c):
        old = recorded.get(c["id"])
        try:
            return V.run_case(prepare(c, old if check_live else None), avail)
        except (RuntimeError, measure.MeasureError) as err:
            return err

    V.concurrent_runs = jobs > 1
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(attempt, todo))
    for c, rec in zip(todo, results):
        if isinstance(rec, Exception):
            failed.append((c["id"], str(rec)))
            print(f"FAILED {c['id']}: {rec}", file=sys.stderr)
            continue
        records[c["id"]] = rec
        print(f"ran {c['id']} in {rec['seconds']} s", file=sys.stderr)
        if check_live:
            old = recorded.get(c["id"])
            failed += [(c["id"], "not recorded")] if old is None else V.reproduces(c, rec, old)
    return records, failed


def source(args):
    """The code's law as read against each recorded run (module doc)."""
    recorded = load()
    bad, lines = 0, []
    head = f"{'case':62} {'q':8} {'measured':>13} {'source law':>13} {'diff':>10} {'tol':>9}"
    for c in selected(args):
        rec = recorded.get(c["id"])
        if rec is None:
            continue
        mine, rk = plastic_source.contact(c)
        for q in ("e", "tc", "overlap"):
            fine = rec["runs"][1][q]
            halving, shift = V.deltas(rec, q)
            tol = max(V.FACTOR * max(abs(halving), abs(shift)), V.FLOOR * V.scale(c, q, rec["runs"][1]))
            d = mine[q] - fine
            ok = abs(d) <= tol + rk * abs(fine)
            bad += not ok
            lines.append(f"{c['id']:62} {q:8} {fine:13.7g} {mine[q]:13.7g} {d:10.2e} {tol:9.2e}"
                         f"{'' if ok else '  DIFFERS'}")
    print("\n".join([head] + lines))
    print(f"\n{len(lines) - bad} of {len(lines)} quantities reproduced by the law as read")
    return 1 if bad else 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="validation.plastic")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--record", action="store_true")
    r.add_argument("--only")
    r.add_argument("--runners")
    r.add_argument("--jobs", type=int, default=1, help="cases run at once")
    k = sub.add_parser("check")
    k.add_argument("--only")
    k.add_argument("--live", help="also run the live cases of these runners (comma-separated)")
    k.add_argument("--jobs", type=int, default=2,
                   help="live cases run at once (default 2: each is one process of the code)")
    s = sub.add_parser("source")
    s.add_argument("--only")
    args = ap.parse_args(argv)
    if args.cmd == "source":
        return source(args)
    recorded = load()
    rows, failed, records = [], [], {}
    if args.cmd == "run":
        records, failed = run(selected(args), recorded, False, args.jobs)
        for c in selected(args):
            if c["id"] in records:
                rows += V.compare(c, records[c["id"]])
    else:
        if args.live:
            t0 = time.time()
            live = selected(args, args.live.split(","))
            _, failed = run(live, recorded, True, args.jobs)
            print(f"{len(live)} live cases ({3 * len(live)} runs) in {time.time() - t0:.0f} s, "
                  f"{args.jobs} at once", file=sys.stderr)
        for c in selected(args):
            rec = recorded.get(c["id"])
            if rec is None:
                failed.append((c["id"], "not recorded (python3 -m validation.plastic run --record)"))
                continue
            rows += V.compare(c, rec)
    print(V.table(rows))
    if args.cmd == "run" and args.record:
        recorded.update(records)
        report.write_records(RECORDED, V.FACTOR, V.FLOOR, "written by python3 -m validation.plastic run --record; "
                             "runs[0] at dt, runs[1] at dt/2, runs[2] at dt/2 with the grid shifted by half a step",
                             recorded)
    return V.summary(rows, failed)


if __name__ == "__main__":
    sys.exit(main())
