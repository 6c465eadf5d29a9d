"""A table of contacts too large for one machine, solved on a Dask cluster (runs in CI:
scripts/python-test.sh, on a local cluster of two worker processes).

A design of experiments for a calibration: glass and steel beads of a size distribution
hitting each other at a range of speeds, with the restitution wanted, as a DEM code would
meet them — one row per contact. ``dem_contact.solve_table`` solves a table of rows on every
core of one machine; on a cluster the same call runs on each partition of a
``dask.dataframe`` (``map_partitions``), where each worker solves its partitions and nothing
but the rows and the answers travel. Dask is the scheduler; nothing here schedules.

On a real cluster the table would be read where it lies and the answers written beside it::

    import dask.dataframe as dd
    from dask.distributed import Client
    client = Client("tcp://scheduler:8786")      # one worker per machine, one thread each
    rows = dd.read_parquet("s3://bucket/doe/*.parquet")
    answers = rows.map_partitions(d.solve_table, OUTPUTS, meta=meta(rows))
    answers.to_parquet("s3://bucket/doe-answers/")

``solve_table`` uses every core of a worker's machine by itself (``threads=None``), so give
each machine one worker with one Dask thread; where several workers share a machine (as
the two here), give each its share of the cores with ``threads=``.

    python examples/dask_table.py [--partitions 4] [--rows 1000]
"""

import argparse
import time

import numpy as np
import pandas as pd
import dask.dataframe as dd
from dask.distributed import Client, LocalCluster

import dem_contact as d

OUTPUTS = ["contact_time", "restitution", "max_overlap", "max_force", "damping_constant",
           "code.to_type.value", "tension"]
MATERIALS = {"glass": ("63 GPa", 0.2, 2500.0), "steel": ("210 GPa", 0.3, 7850.0)}


def partition(i, rows):
    """Partition ``i`` of the design: its rows made where they are used (a real table would
    be read from files); the same ``i`` always gives the same rows."""
    rng = np.random.default_rng(1000 + i)
    material = rng.choice(list(MATERIALS), rows)
    E, nu, rho = (np.array([MATERIALS[m][j] for m in material], dtype=object if j == 0 else float)
                  for j in range(3))
    r = 10 ** rng.uniform(-4, -2.5, (2, rows))  # radii 0.1 mm … 3 mm, log-uniform
    frame = pd.DataFrame({
        "code": "liggghts-hertz",  # what to type into LIGGGHTS's hertz for each contact
        "r1": r[0], "r2": r[1], "E1": E, "E2": E, "nu1": nu, "nu2": nu, "rho1": rho,
        "rho2": rho, "v0": rng.uniform(0.05, 3.0, rows), "e": rng.uniform(0.4, 0.95, rows)})
    frame.index = pd.RangeIndex(i * rows, (i + 1) * rows)
    return frame


def meta(rows):
    """The answer's columns and types, for Dask: ``solve_table`` on no rows."""
    return d.solve_table(rows._meta, OUTPUTS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--partitions", type=int, default=4)
    ap.add_argument("--rows", type=int, default=1000, help="rows per partition")
    args = ap.parse_args()
    rows = dd.from_map(partition, range(args.partitions), rows=args.rows,
                       divisions=[i * args.rows for i in range(args.partitions + 1)])
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster):
        t0 = time.perf_counter()
        answers = rows.map_partitions(d.solve_table, OUTPUTS, threads=1, meta=meta(rows))
        got = answers.compute()
        wall = time.perf_counter() - t0
    n = args.partitions * args.rows
    print(f"{n} contacts on 2 workers in {wall:.2f} s ({n / wall:,.0f} per second), "
          f"{int(got['errors'].notna().sum())} refused")
    # The same rows in this process: the cluster's answers equal them to the last bit.
    local = d.solve_table(rows.compute(), OUTPUTS)
    assert got.index.equals(local.index)
    for c in OUTPUTS:
        a, b = got[c].to_numpy(), local[c].to_numpy()
        same = np.array_equal(a, b, equal_nan=True) if a.dtype.kind == "f" else (a == b).all()
        assert same, c
    print("equal to the in-process answers: yes")
    glass = got[rows["E1"].compute() == "63 GPa"]
    print(f"glass: LIGGGHTS coefficientRestitution to type, median "
          f"{glass['code.to_type.value'].median():.4f} for the wanted e; contact time "
          f"{glass['contact_time'].median() * 1e6:.2f} µs (median)")


if __name__ == "__main__":
    main()
