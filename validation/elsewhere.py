"""Runs recorded elsewhere: Chrono DEM-Engine on a GPU. No GPU is here when the suite runs, so
its runs enter validation/recorded.json from the results the scripts beside them wrote:

    python3 -m validation.elsewhere      merge the records into validation/recorded.json

- `validation/deme/`: DEME 3.0.19 (pip `deme`, CUDA 12.8 wheels) on one NVIDIA H200, run by
  run_deme.sh [oblique] (deme_impact.py, deme_oblique.py): deme_results.json,
  deme_oblique.json. One timestep (1 ns) only; its integration error at that step is
  estimated by `deme/emulate.py` (DEME's integrator on DEME's force law, from its kernel
  source, at h and h/2, in float64): the record's `halving` is emu(h) − emu(h/2), its
  `shift` DEME − emu(h) (what float32 and DEME's other arithmetic add), and the tolerance
  3·max(|halving|, |shift|) (validate.FACTOR), floored as for every run.
"""

import json
import os

from . import cases as C

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(HERE, "recorded.json")


def _load(*path):
    with open(os.path.join(HERE, *path)) as f:
        return json.load(f)


def _deme_record(case_id, measured, emu, seconds, note):
    h, h2 = emu["h"], emu["h/2"]
    halving = {q: h[q] - h2[q] for q in measured}
    shift = {q: measured[q] - h[q] for q in measured}
    return {"id": case_id, "code": "Chrono", "release": "DEME 3.0.19", "runs": [None, measured, None],
            "halving": halving, "shift": shift,
            "tolerance": {q: 3.0 * max(abs(halving[q]), abs(shift[q])) for q in measured},
            "tolerance_basis": "DEME recorded at one timestep (1 ns) on a GPU: halving = its integrator emulated at h and h/2 "
                               "(validation/deme/emulate.py), shift = DEME − that emulation at h",
            "seconds": seconds, "reported_version": "deme 3.0.19 (pip)", "recorded": note}


def deme_records():
    """The head-on and oblique DEME runs, with their emulated integration error."""
    res, obl, emu = _load("deme", "deme_results.json"), _load("deme", "deme_oblique.json"), _load("deme", "emulated.json")
    out = []
    step = res["meta"]["stepping_wall_s"] / len(res["results"])
    for r in res["results"]:
        geo = "pair" if r["geometry"] == "sphere-sphere" else "wall"
        key = f"{geo}/e{r['CoR_input']}"
        measured = {"e": r["e_measured"], "tc": r["t_c_interp_s"], "overlap": r["delta_max_m"]}
        out.append(_deme_record(f"deme/hertz-mindlin/{key}", measured, emu["normal"][key], round(step, 2),
                                "validation/deme/deme_results.json (run_deme.sh, NVIDIA H200)"))
    for c in obl["cases"]:
        if not c["vt_before"]:
            continue
        key = f"{c['angle_deg']:.0f}deg"
        # DEME's spin about +y on a plane z = 0 with the bead moving along +x: a positive ω_y
        # moves the contact point along −x, against the slip: ω1 (issue 23's sign) = −ω_y.
        measured = {"e": c["e_normal"], "vt_after": c["vel_after"][0], "omega1_after": -c["omega_after_global"][1]}
        out.append(_deme_record(f"deme/hertz-mindlin-oblique/wall/{key}", measured, emu["oblique"][key], None,
                                "validation/deme/deme_oblique.json (run_deme.sh oblique, NVIDIA H200)"))
    return out


def main():
    ids = {c["id"] for c in C.all_cases()}
    new = deme_records()
    missing = [r["id"] for r in new if r["id"] not in ids]
    if missing:
        raise SystemExit(f"records without a case in cases.py: {missing}")
    with open(RECORDED) as f:
        doc = json.load(f)
    old = {r["id"]: r for r in doc["records"]}
    old.update({r["id"]: r for r in new})
    doc["records"] = sorted(old.values(), key=lambda r: r["id"])
    with open(RECORDED, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    print(f"merged {len(new)} records recorded elsewhere into {RECORDED}")


if __name__ == "__main__":
    main()
