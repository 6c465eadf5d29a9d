//! The accuracy budget: every integrated quantity against its closed form, with the
//! integrator's tolerance and step count. Prints the Markdown table of `docs/accuracy.md`:
//!
//! ```sh
//! cargo run --release -p dem-contact-bench --bin accuracy > docs/accuracy.md
//! ```
//!
//! The integrated side is [`dem_contact::impact::simulate`] (Dormand–Prince 5(4) with
//! event location, relative tolerance [`dem_contact::impact::RTOL`]) or, for the
//! power-function model, its branch-by-branch integration; the exact side is the model's
//! closed form: Teufelsbauer, Hübl & Wu 2008, eq. (6)–(14) for the linear model, energy conservation with the
//! Beta integral for the elastic power laws (Hertz at w = 3/2), An 2006
//! eq. (1)–(3) for the power-function model, and the phase-plane integral of Hu et al. 2011
//! eq. (8) with p = w for Hunt–Crossley's restitution.

use dem_contact::impact::{simulate, Setup, Summary, RTOL};
use dem_contact::models::linear::Linear;
use dem_contact::models::power_function::{self, PowerFunction};
use dem_contact::models::power_law::{hc_restitution_exact, PowerLaw};
use dem_contact::models::ContactModel;
use dem_contact::End;

/// Error of `num` against `exact`, relative to `scale` (the quantity's natural size: itself,
/// or t_c / F_max for a quantity that is exactly 0).
fn err(num: f64, exact: f64, scale: f64) -> f64 {
    (num - exact).abs() / scale.abs().max(exact.abs())
}

fn fmt(e: f64) -> String {
    if e == 0.0 {
        "0".into()
    } else {
        format!("{e:.1e}")
    }
}

/// One row: the errors of t_c, e, ξ_max, t(ξ_max), F_max, t(F_max), F_min.
fn row(case: &str, steps: u32, num: &Summary, exact: &Summary) -> (String, f64) {
    let tc = exact.contact_time.unwrap_or(exact.window);
    let f = exact.max_force.abs();
    let tc_err = match (num.contact_time, exact.contact_time) {
        (Some(a), Some(b)) => err(a, b, b),
        (None, None) => 0.0,
        _ => f64::INFINITY,
    };
    let errs = [
        tc_err,
        err(num.restitution, exact.restitution, 1.0),
        err(num.max_overlap, exact.max_overlap, exact.max_overlap),
        err(num.time_of_max_overlap, exact.time_of_max_overlap, tc),
        err(num.max_force, exact.max_force, f),
        err(num.time_of_max_force, exact.time_of_max_force, tc),
        err(num.min_force, exact.min_force, f),
    ];
    let worst = errs.iter().cloned().fold(0.0, f64::max);
    let cells: Vec<String> = errs.iter().map(|&e| fmt(e)).collect();
    let tc_cell =
        if exact.contact_time.is_none() { "— (no end)".into() } else { cells[0].clone() };
    (format!("| {case} | {steps} | {tc_cell} | {} |", cells[1..].join(" | ")), worst)
}

fn main() {
    let mut worst = 0.0f64;
    let mut out = Vec::new();
    let mut push = |(line, w): (String, f64)| {
        worst = worst.max(w);
        out.push(line);
    };

    // Linear, Teufelsbauer, Hübl & Wu 2008 case 1's pair (m = 2.5 kg, k = 5000 N/m, v0 = 2 m/s), every regime,
    // both end criteria.
    for alpha in [0.05, 0.3, 0.5, 0.9, 1.0, 2.0] {
        for end in [End::Overlap, End::Force] {
            let lin = Linear { m: 2.5, k: 5000.0, alpha };
            let v0 = 2.0;
            let setup = Setup {
                m: lin.m,
                v0,
                g: 0.0,
                end,
                time_scale: lin.time_scale(),
                local_damping: 0.0,
            };
            let exact = lin.closed_form(v0, end).expect("closed form");
            let num = simulate(&lin, &setup, 0).expect("integrates");
            let name = format!("linear α = {alpha}, ends at {}", end_name(end));
            push(row(&name, num.steps, &num.summary, &exact));
        }
    }
    // Elastic power laws k ξ^w (w = 3/2: Hertz), Hu et al. 2011, Table I's ball.
    for w in [1.0, 1.5, 2.5] {
        let law = PowerLaw { m: 2.094e-3, k: 5.935e9, w, p: 0.0, lambda: 0.0, v0: 6.331 };
        let exact = law.elastic();
        let setup = Setup {
            m: law.m,
            v0: law.v0,
            g: 0.0,
            end: End::Overlap,
            time_scale: law.time_scale(),
            local_damping: 0.0,
        };
        let num = simulate(&law, &setup, 0).expect("integrates");
        let name = if w == 1.5 {
            "Hertz (w = 3/2), elastic".to_string()
        } else {
            format!("power law w = {w}, elastic")
        };
        push(row(&name, num.steps, &num.summary, &exact));
    }
    // Power-function model, An 2006's PFC2D disk (m = 510.5 kg, k = 2.1333e10 N/m) at its
    // drop speed, g = 0 (the closed form is the free collision).
    let v0 = (2.0f64 * 9.8 * 5.001).sqrt();
    for (f_t, b, label) in [
        (1.28e5, 10.0, "An 2006 inelastic (F_t = 1.28e5 N, b = 10)"),
        (1.28e8, 10.0, "An 2006 elastic (F_t = 1.28e8 N, b = 10)"),
        (1.28e5, 1.0, "F_t = 1.28e5 N, b = 1"),
    ] {
        let model = PowerFunction { m: 510.5, k: 3.2e10 * 6.4e10 / (3.2e10 + 6.4e10), f_t, b };
        let (exact, _) = model.closed_form(v0);
        let run = power_function::simulate(&model, v0, 0.0, 0).expect("integrates");
        push(row(&format!("power-function, {label}"), run.steps, &run.summary, &exact));
    }

    println!("# Accuracy of the integrated results\n");
    println!(
        "Generated by `cargo run --release -p dem-contact-bench --bin accuracy > docs/accuracy.md`. \
         Each row integrates a contact that also has a closed form and gives the integrated \
         value's error against it: relative for t_c, ξ_max, F_max; for e absolute; for the \
         times of the extrema relative to t_c and for F_min relative to F_max (they may be 0). \
         Integrator: Dormand–Prince 5(4) with event location, relative tolerance {RTOL:e}, \
         absolute tolerance 1e-2·RTOL on the state's scale (`crates/contact/src/contact.rs`). \
         \"steps\" counts accepted steps.\n"
    );
    println!("| case | steps | t_c | e | ξ_max | t(ξ_max) | F_max | t(F_max) | F_min |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for line in &out {
        println!("{line}");
    }
    println!("\nLargest error in the table: {}.\n", fmt(worst));

    // Hunt–Crossley: the restitution integrated against the exact phase-plane relation.
    println!("## Hunt–Crossley restitution (Hu et al. 2011, eq. 8, p = w = 3/2)\n");
    println!("| α2 | e exact | e integrated | error | steps |");
    println!("|---:|---:|---:|---:|---:|");
    let mut hc_worst = 0.0f64;
    for a2 in [0.01, 0.1, 0.1875, 0.5, 1.0, 2.0] {
        let law = PowerLaw { m: 1.0, k: 1.0, w: 1.5, p: 1.5, lambda: a2, v0: 1.0 };
        let setup = Setup {
            m: 1.0,
            v0: 1.0,
            g: 0.0,
            end: End::Overlap,
            time_scale: law.time_scale(),
            local_damping: 0.0,
        };
        let run = simulate(&law, &setup, 0).expect("integrates");
        let exact = hc_restitution_exact(a2);
        let e = (run.summary.restitution - exact).abs();
        hc_worst = hc_worst.max(e);
        println!(
            "| {a2} | {exact:.12} | {:.12} | {} | {} |",
            run.summary.restitution,
            fmt(e),
            run.steps
        );
    }
    println!("\nLargest error: {}.", fmt(hc_worst));
}

fn end_name(end: End) -> &'static str {
    match end {
        End::Overlap => "ξ = 0",
        End::Force => "F = 0",
    }
}
