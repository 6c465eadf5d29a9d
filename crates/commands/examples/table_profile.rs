//! Where a closed-form row of `solve_table` spends its time: the bench's linear table
//! (`bench/python.py`'s closed forms: m and e per row) timed stage by stage on one thread.
//!     cargo run --release -p dem-contact-commands --example table_profile [rows]

use dem_contact_commands::table::{solve_table, Cell, Column, Outputs, Table};
use std::time::Instant;

fn main() {
    println!(
        "sizes: Scenario {} B, Solution {} B",
        std::mem::size_of::<dem_contact::Scenario>(),
        std::mem::size_of::<dem_contact::Solution>()
    );
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    // A small LCG: the rows need not be random in any strong sense.
    let mut s = 5u64;
    let mut u = || {
        s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (s >> 11) as f64 / (1u64 << 53) as f64
    };
    let m: Vec<f64> = (0..n).map(|_| 1e-3 + 7e-3 * u()).collect();
    let e: Vec<f64> = (0..n).map(|_| 0.3 + 0.65 * u()).collect();
    let t = Table::new(n)
        .with("model", Column::Same(Cell::Text("linear".into())))
        .and_then(|t| t.with("m1", Column::Numbers(m[..].into())))
        .and_then(|t| t.with("k", Column::Same(Cell::Number(1e5))))
        .and_then(|t| t.with("v0", Column::Same(Cell::Number(1.0))))
        .and_then(|t| t.with("e", Column::Numbers(e[..].into())))
        .expect("the table");
    let outs = Outputs::new(&["damping_constant", "contact_time", "max_overlap"]).expect("outputs");
    // This thread's CPU time (the machine is shared: wall time is not what a row costs).
    let cpu = || -> f64 {
        std::fs::read_to_string("/proc/thread-self/schedstat")
            .ok()
            .and_then(|s| s.split_whitespace().next().and_then(|x| x.parse().ok()))
            .unwrap_or(f64::NAN)
    };
    let per = |name: &str, t0: (Instant, f64)| {
        println!(
            "{name:40} {:8.1} ns/row CPU ({:8.1} wall)",
            (cpu() - t0.1) / n as f64,
            t0.0.elapsed().as_secs_f64() * 1e9 / n as f64
        );
    };
    let now = || (Instant::now(), cpu());
    if std::env::args().nth(2).as_deref() == Some("table") {
        for _ in 0..3 {
            let t0 = now();
            let a = solve_table(&t, &outs, Some(1));
            per("solve_table, 1 thread, whole", t0);
            assert!(a.errors.is_empty());
        }
        return;
    }
    let t0 = now();
    let scs: Vec<_> = (0..n).map(|i| t.scenario(i).expect("valid")).collect();
    per("scenario per row (whole read)", t0);
    let t0 = now();
    let sols: Vec<_> =
        scs.iter().map(|sc| dem_contact::solve_numbers(sc).expect("solved")).collect();
    per("dem_contact::solve_numbers", t0);
    drop(sols);
    let t0 = now();
    let mut sum = 0.0;
    for sc in &scs {
        sum += dem_contact::solve_numbers(sc).map_or(0.0, |s| s.contact_time.unwrap_or(0.0));
    }
    per("dem_contact::solve_numbers (dropped)", t0);
    let t0 = now();
    let a = solve_table(&t, &outs, Some(1));
    per("solve_table, 1 thread, whole", t0);
    println!("{sum} {}", a.errors.len());
}
