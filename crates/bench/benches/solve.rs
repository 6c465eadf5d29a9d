//! Criterion benchmarks: `solve` for every model (closed form and integrated), the exact
//! inversions e → damping, and the restitution ↔ damping view; the adhesive solves and the
//! rolling test and the elastic–plastic laws (in CPU time of the thread, see [`CpuTime`]).
//! Run: cargo bench -p dem-contact-bench

use criterion::{criterion_group, criterion_main, Criterion};
use dem_contact::models::power_law::{alpha2_for_restitution, hc_alpha2_exact, unit_restitution};
use dem_contact::{damping_view, solve, solve_with_curves, End, Scenario, Value};
use std::hint::black_box;

fn sc(pairs: &[(&str, Value<'_>)]) -> Scenario {
    Scenario::from_pairs(pairs.iter().copied()).expect("valid scenario")
}

fn table1(model: &'static str, k: f64) -> Vec<(&'static str, Value<'static>)> {
    vec![
        ("model", Value::Text(model)),
        ("m1", Value::Number(2.094e-3)),
        ("k", Value::Number(k)),
        ("v0", Value::Number(6.331)),
        ("e", Value::Number(0.9)),
    ]
}

fn solves(c: &mut Criterion) {
    let mut g = c.benchmark_group("solve");
    let cases: Vec<(&str, Scenario)> = vec![
        ("linear closed form", sc(&table1("linear", 3.357e7))),
        ("linear force criterion (closed-form inverse)", {
            let mut p = table1("linear", 3.357e7);
            p.push(("end", Value::Text("force")));
            sc(&p)
        }),
        ("linear integrated (g = 9.81)", {
            let mut p = table1("linear", 3.357e7);
            p.push(("g", Value::Number(9.81)));
            sc(&p)
        }),
        (
            "hertz closed form",
            sc(&[
                ("model", Value::Text("hertz")),
                ("m1", Value::Number(2.094e-3)),
                ("k", Value::Number(5.935e9)),
                ("v0", Value::Number(6.331)),
            ]),
        ),
        ("tsuji (eq. 7 + integration)", sc(&table1("tsuji", 5.935e9))),
        ("tsuji force criterion (integrated inversion)", {
            let mut p = table1("tsuji", 5.935e9);
            p.push(("end", Value::Text("force")));
            sc(&p)
        }),
        ("hunt-crossley exact", sc(&table1("hunt-crossley", 5.935e9))),
        ("power-law w=1.5 p=0.5 (integrated inversion)", {
            let mut p = table1("power-law", 5.935e9);
            p.extend([("w", Value::Number(1.5)), ("p", Value::Number(0.5))]);
            sc(&p)
        }),
    ];
    for (name, s) in &cases {
        g.bench_function(*name, |b| b.iter(|| solve(black_box(s)).expect("solves")));
    }
    let s = &cases[4].1;
    g.bench_function("tsuji with 400 curve samples", |b| {
        b.iter(|| solve_with_curves(black_box(s), 400).expect("solves"))
    });
    g.finish();
}

/// Oblique impacts: a glass sphere on a rigid wall at 1 m/s normal speed, 30°,
/// μ = 0.3 — beside the same contact head-on.
fn oblique(c: &mut Criterion) {
    let mut g = c.benchmark_group("oblique");
    let glass = |model: &'static str, more: &[(&'static str, Value<'static>)]| {
        let mut p = vec![
            ("model", Value::Text(model)),
            ("rho1", Value::Number(2500.0)),
            ("r1", Value::Number(1e-3)),
            ("E1", Value::Number(63e9)),
            ("nu1", Value::Number(0.2)),
            ("v0", Value::Number(1.0)),
        ];
        p.extend_from_slice(more);
        sc(&p)
    };
    let vt = (30f64).to_radians().tan();
    let oblique = |law: &'static str| {
        vec![
            ("vt", Value::Number(vt)),
            ("mu", Value::Number(0.3)),
            ("tangential", Value::Text(law)),
        ]
    };
    let e = [("e", Value::Number(0.8))];
    let cases: Vec<(&str, Scenario)> = vec![
        ("hertz head-on (closed form)", glass("hertz", &[])),
        ("hertz oblique, mindlin", glass("hertz", &oblique("mindlin"))),
        ("hertz oblique, mindlin-total", glass("hertz", &oblique("mindlin-total"))),
        ("hertz oblique, coulomb (rolls: integrated)", glass("hertz", &oblique("coulomb"))),
        ("hertz oblique, coulomb, gross slip (closed form)", {
            let p = [
                ("vt", Value::Number(3.0)),
                ("mu", Value::Number(0.1)),
                ("tangential", Value::Text("coulomb")),
            ];
            glass("hertz", &p)
        }),
        ("tsuji head-on", glass("tsuji", &e)),
        ("tsuji oblique, mindlin", glass("tsuji", &[&e[..], &oblique("mindlin")].concat())),
        ("liggghts-hertz oblique (its law)", {
            let mut p = vec![
                ("code", Value::Text("liggghts-hertz")),
                ("rho1", Value::Number(2500.0)),
                ("r1", Value::Number(1e-3)),
                ("E1", Value::Number(63e9)),
                ("nu1", Value::Number(0.2)),
                ("E2", Value::Number(63e9)),
                ("nu2", Value::Number(0.2)),
                ("v0", Value::Number(1.0)),
                ("e", Value::Number(0.8)),
            ];
            p.extend([("vt", Value::Number(vt)), ("mu", Value::Number(0.3))]);
            sc(&p)
        }),
    ];
    for (name, s) in &cases {
        g.bench_function(*name, |b| b.iter(|| solve(black_box(s)).expect("solves")));
    }
    g.finish();
}

fn inversions(c: &mut Criterion) {
    let mut g = c.benchmark_group("inversion");
    g.bench_function("hunt-crossley exact relation e → α2", |b| {
        b.iter(|| hc_alpha2_exact(black_box(0.9)))
    });
    g.bench_function("linear force criterion e → α", |b| {
        b.iter(|| dem_contact::models::linear::alpha_from_restitution_force(black_box(0.5)))
    });
    g.bench_function("one dimensionless integration α2 → e (w=1.5, p=0.5)", |b| {
        b.iter(|| unit_restitution(1.5, 0.5, black_box(0.3), End::Overlap))
    });
    g.bench_function("integrated inversion e → α2 (w=1.5, p=0.5)", |b| {
        b.iter(|| alpha2_for_restitution(black_box(0.7), 1.5, 0.5, End::Overlap))
    });
    // A new e each time: past the last answers kept (32), so each call inverts.
    let mut i = 0u32;
    g.bench_function("integrated inversion e → α2, uncached (w=1.5, p=0.5)", |b| {
        b.iter(|| {
            i = i.wrapping_add(1);
            let e = 0.7 + 1e-9 * f64::from(i % 1000);
            alpha2_for_restitution(black_box(e), 1.5, 0.5, End::Overlap)
        })
    });
    // The adhesive contact's inversion (e_with_adhesion: JKR on Tsuji, 20 µm powder).
    let jkr = sc(&[
        ("model", Value::Text("tsuji")),
        ("adhesion", Value::Text("jkr")),
        ("surface_energy", Value::Number(0.05)),
        ("e_with_adhesion", Value::Number(0.5)),
        ("v0", Value::Number(0.3)),
        ("E1", Value::Number(5e9)),
        ("nu1", Value::Number(0.3)),
        ("r1", Value::Number(20e-6)),
        ("rho1", Value::Number(1500.0)),
        ("E2", Value::Number(5e9)),
        ("nu2", Value::Number(0.3)),
        ("r2", Value::Number(20e-6)),
        ("rho2", Value::Number(1500.0)),
    ]);
    g.bench_function("e_with_adhesion solve (JKR on tsuji)", |b| {
        b.iter(|| solve(black_box(&jkr)).expect("solves"))
    });
    g.finish();
}

fn views(c: &mut Criterion) {
    let mut g = c.benchmark_group("damping view");
    let hc = sc(&[("model", Value::Text("hunt-crossley")), ("e", Value::Number(0.9))]);
    g.bench_function("hunt-crossley, 6 relations", |b| b.iter(|| damping_view(black_box(&hc))));
    let ts = sc(&[
        ("model", Value::Text("tsuji")),
        ("e", Value::Number(0.9)),
        ("end", Value::Text("force")),
    ]);
    g.bench_function("tsuji force criterion (forward-sampled exact curve)", |b| {
        b.iter(|| damping_view(black_box(&ts)))
    });
    g.finish();
}

fn timesteps(c: &mut Criterion) {
    use dem_contact::scheme::{replay, Scheme};
    use dem_contact::timestep::{timestep, Packing, TimestepInput};
    let mut g = c.benchmark_group("timestep");
    let fcc = TimestepInput {
        packing: Some(Packing::FaceCentredCubic),
        r: Some(1e-3),
        rho: Some(2500.0),
        kn: Some(1e5),
        ks: Some(5e4),
        kn_rot: Some(1e-3),
        ks_rot: Some(1e-3),
        young: Some(70e9),
        nu: Some(0.25),
        v_max: Some(1.0),
        ..TimestepInput::default()
    };
    g.bench_function("12-contact body (fcc), 12×12 matrices, Rayleigh, Hertz", |b| {
        b.iter(|| timestep(black_box(&fcc)))
    });
    let case1 = sc(&[
        ("m1", Value::Number(5.0)),
        ("m2", Value::Number(5.0)),
        ("k1", Value::Number(1e4)),
        ("k2", Value::Number(1e4)),
        ("v0", Value::Number(2.0)),
        ("damping", Value::Number(0.5)),
    ]);
    g.bench_function("velocity-verlet replay, 1000 steps per contact", |b| {
        b.iter(|| replay(black_box(&case1), Scheme::VelocityVerlet, 8.1e-5, None))
    });
    g.finish();
}

/// e(v0) with 100 speeds over two decades, each model at the glass beads (Tsuji, Hertz,
/// linear: one solution scaled; Hunt–Crossley, viscoelastic, power-function and a code with
/// tension clipped: 100 solves); and a fit of A to five measurements.
fn sweeps(c: &mut Criterion) {
    use dem_contact::sweep::fit::{fit, Measured};
    use dem_contact::sweep::{sweep, Range};
    let mut g = c.benchmark_group("sweep, 100 speeds");
    let glass = |extra: &[(&'static str, Value<'static>)]| {
        let mut p = vec![
            ("rho1", Value::Number(2500.0)),
            ("r1", Value::Number(1e-3)),
            ("E1", Value::Number(63e9)),
            ("nu1", Value::Number(0.2)),
            ("rho2", Value::Number(2500.0)),
            ("r2", Value::Number(1e-3)),
            ("E2", Value::Number(63e9)),
            ("nu2", Value::Number(0.2)),
            ("v0", Value::Number(1.0)),
        ];
        p.extend_from_slice(extra);
        sc(&p)
    };
    let range = Range { over: "v0".into(), from: 0.1, to: 10.0, points: 100, log: true };
    let e = ("e", Value::Number(0.8));
    let cases = [
        ("tsuji (scaled)", glass(&[("model", Value::Text("tsuji")), e])),
        ("linear (scaled)", glass(&[("model", Value::Text("linear")), e])),
        ("hunt-crossley, λ held", glass(&[("model", Value::Text("hunt-crossley")), e])),
        ("viscoelastic, A held", glass(&[("model", Value::Text("viscoelastic")), e])),
        (
            "tsuji, force criterion (clipped)",
            glass(&[("model", Value::Text("tsuji")), ("end", Value::Text("force")), e]),
        ),
        (
            "code liggghts-hertz (scaled: constants fixed)",
            glass(&[("code", Value::Text("liggghts-hertz")), e]),
        ),
    ];
    for (name, s) in &cases {
        g.bench_function(*name, |b| b.iter(|| sweep(black_box(s), &range).expect("sweeps")));
    }
    g.finish();
    let mut g = c.benchmark_group("fit");
    let base = glass(&[("model", Value::Text("viscoelastic"))]);
    let data: Vec<Measured> =
        [(0.1, 0.848), (0.3, 0.815), (1.0, 0.771), (3.0, 0.725), (10.0, 0.665)]
            .iter()
            .map(|&(v0, e)| Measured::Speed { v0, e })
            .collect();
    g.bench_function("viscoelastic A to 5 measurements", |b| {
        b.iter(|| fit(black_box(&base), &data))
    });
    g.finish();
}

/// The CPU time of the benchmarking thread (Linux: `CLOCK_THREAD_CPUTIME_ID`; elsewhere the
/// wall clock): on a machine shared with other work the wall clock counts the time the thread
/// waited for a core, the CPU time only what the solve itself took. The adhesive and rolling
/// groups use it, so that their figures mean the same on a busy machine as on a quiet one.
pub struct CpuTime(criterion::measurement::WallTime);

#[cfg(target_os = "linux")]
fn thread_cpu() -> std::time::Duration {
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut [i64; 2]) -> i32;
    }
    // CLOCK_THREAD_CPUTIME_ID; timespec {tv_sec: i64, tv_nsec: i64} on 64-bit Linux.
    let mut ts = [0i64; 2];
    // SAFETY: clock_gettime writes one timespec into `ts`, which lives for the call.
    unsafe { clock_gettime(3, &mut ts) };
    std::time::Duration::new(ts[0] as u64, ts[1] as u32)
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu() -> std::time::Duration {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

impl criterion::measurement::Measurement for CpuTime {
    type Intermediate = std::time::Duration;
    type Value = std::time::Duration;
    fn start(&self) -> Self::Intermediate {
        thread_cpu()
    }
    fn end(&self, i: Self::Intermediate) -> Self::Value {
        thread_cpu().saturating_sub(i)
    }
    fn add(&self, v1: &Self::Value, v2: &Self::Value) -> Self::Value {
        *v1 + *v2
    }
    fn zero(&self) -> Self::Value {
        std::time::Duration::ZERO
    }
    fn to_f64(&self, value: &Self::Value) -> f64 {
        value.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn criterion::measurement::ValueFormatter {
        criterion::measurement::Measurement::formatter(&self.0)
    }
}

/// The README's sticky powder (Tsuji, JKR or DMT, γ = 0.05 J/m², r = 20 µm, E = 5 GPa,
/// ν = 0.3, ρ = 1500 kg/m³, 0.2 m/s) on a wall or against its twin, with `e` = 0.5 or
/// `e_with_adhesion` = 0.5. Call `i` scales γ by 1 + 1e−9 (i mod 1000): every call a new law,
/// so that no sticking velocity kept from an earlier call is reused (a cold solve).
fn powder(law: &'static str, pair: bool, with_adhesion: bool, i: u32) -> Scenario {
    let gamma = 0.05 * (1.0 + 1e-9 * f64::from(i % 1000));
    let mut p = vec![
        ("model", Value::Text("tsuji")),
        ("adhesion", Value::Text(law)),
        ("surface_energy", Value::Number(gamma)),
        (if with_adhesion { "e_with_adhesion" } else { "e" }, Value::Number(0.5)),
        ("v0", Value::Number(0.2)),
        ("E1", Value::Number(5e9)),
        ("nu1", Value::Number(0.3)),
        ("r1", Value::Number(20e-6)),
        ("rho1", Value::Number(1500.0)),
    ];
    if pair {
        p.extend([
            ("E2", Value::Number(5e9)),
            ("nu2", Value::Number(0.3)),
            ("r2", Value::Number(20e-6)),
            ("rho2", Value::Number(1500.0)),
        ]);
    }
    sc(&p)
}

/// The adhesive solves of the sticky powder, cold (a new law each call): the adhesive contact
/// alone (`contact::solve`: the impact, the sticking velocity, the restitution without
/// adhesion, with `e_with_adhesion` the damping found), and the whole answer (`solve`: with
/// what each DEM code makes of it, the `adhesion_codes` rows).
fn adhesive(c: &mut Criterion<CpuTime>) {
    use criterion::BatchSize;
    let mut g = c.benchmark_group("adhesive solve (CPU time, cold)");
    g.sample_size(20);
    for law in ["jkr", "dmt"] {
        for pair in [false, true] {
            for with_adhesion in [false, true] {
                let name = format!(
                    "tsuji + {law}, {}, {}",
                    if pair { "pair" } else { "wall" },
                    if with_adhesion { "e_with_adhesion 0.5" } else { "e 0.5" }
                );
                let mut i = 0u32;
                let mut next = || {
                    i = i.wrapping_add(1);
                    powder(law, pair, with_adhesion, i)
                };
                g.bench_function(format!("{name}: the adhesive contact"), |b| {
                    b.iter_batched(
                        &mut next,
                        |s| dem_contact::contact::solve(&s, 0).expect("solves"),
                        BatchSize::SmallInput,
                    )
                });
                g.bench_function(format!("{name}: with the code rows"), |b| {
                    b.iter_batched(&mut next, |s| solve(&s).expect("solves"), BatchSize::SmallInput)
                });
            }
        }
    }
    g.finish();
}

/// The elastic–plastic laws (the cases of tests/golden/plastic.json): the hysteretic spring
/// (Walton & Braun) and EEPA on a point mass, EEPA and Thornton on a pair of 1 mm glass beads,
/// with `e_with_plasticity` where the law takes it, and LIGGGHTS's `edinburgh` as that code
/// composes it (`code: liggghts-edinburgh`), e typed and e wanted: the whole answer (`solve`).
fn plastic(c: &mut Criterion<CpuTime>) {
    let mut g = c.benchmark_group("plastic solve (CPU time)");
    g.sample_size(20);
    let glass: [(&'static str, Value<'static>); 8] = [
        ("E1", Value::Number(63e9)),
        ("nu1", Value::Number(0.2)),
        ("r1", Value::Number(1e-3)),
        ("rho1", Value::Number(2500.0)),
        ("E2", Value::Number(63e9)),
        ("nu2", Value::Number(0.2)),
        ("r2", Value::Number(1e-3)),
        ("rho2", Value::Number(2500.0)),
    ];
    let on_glass = |more: &[(&'static str, Value<'static>)]| {
        let mut p = glass.to_vec();
        p.extend_from_slice(more);
        sc(&p)
    };
    let mass = |model: &'static str, k: f64, more: &[(&'static str, Value<'static>)]| {
        let mut p = vec![
            ("model", Value::Text(model)),
            ("k", Value::Number(k)),
            ("unloading_stiffness", Value::Number(5.0 * k)),
            ("m1", Value::Number(1e-5)),
            ("v0", Value::Number(1.0)),
        ];
        p.extend_from_slice(more);
        sc(&p)
    };
    let wanted = |e: f64| ("e_with_plasticity", Value::Number(e));
    let cases = [
        ("hysteretic, k2/k1 = 5", mass("hysteretic", 1e6, &[])),
        ("hysteretic, e_with_plasticity 0.3", mass("hysteretic", 1e6, &[wanted(0.3)])),
        ("eepa, k2/k1 = 5 (point mass)", mass("eepa", 1e9, &[])),
        (
            "eepa on glass, plasticity_ratio 0.8, e_with_plasticity 0.3",
            on_glass(&[
                ("model", Value::Text("eepa")),
                ("plasticity_ratio", Value::Number(0.8)),
                ("v0", Value::Number(0.2)),
                wanted(0.3),
            ]),
        ),
        (
            "thornton on glass, yield pressure 209 MPa",
            on_glass(&[
                ("model", Value::Text("thornton")),
                ("yield_pressure", Value::Number(208_890_862.808_112_62)),
                ("v0", Value::Number(0.3)),
            ]),
        ),
        (
            "code liggghts-edinburgh, e 0.8 typed",
            on_glass(&[
                ("code", Value::Text("liggghts-edinburgh")),
                ("plasticity_ratio", Value::Number(0.8)),
                ("e", Value::Number(0.8)),
                ("v0", Value::Number(1.0)),
            ]),
        ),
        (
            "code liggghts-edinburgh, e_with_plasticity 0.5",
            on_glass(&[
                ("code", Value::Text("liggghts-edinburgh")),
                ("plasticity_ratio", Value::Number(0.6)),
                ("v0", Value::Number(0.2)),
                wanted(0.5),
            ]),
        ),
    ];
    for (name, s) in &cases {
        g.bench_function(*name, |b| b.iter(|| solve(black_box(s)).expect("solves")));
    }
    g.finish();
}

/// The rolling test (`dem-contact rolling`): a 1 mm glass ball at 5 cm/s, type A (constant
/// torque), type C (EPSD) without and with its dashpot (integrated), and a code's law.
fn rolling(c: &mut Criterion<CpuTime>) {
    use dem_contact::rolling::{rolling, RollingInput};
    let mut g = c.benchmark_group("rolling (CPU time)");
    let ball = |more: &[(&'static str, Value<'static>)]| {
        let mut p = vec![
            ("r1", Value::Number(1e-3)),
            ("rho1", Value::Number(2500.0)),
            ("E1", Value::Number(63e9)),
            ("nu1", Value::Number(0.2)),
            ("mu_r", Value::Number(0.1)),
            ("v0", Value::Number(0.05)),
        ];
        p.extend_from_slice(more);
        RollingInput::from_pairs(p).expect("valid rolling input")
    };
    let cases = [
        ("constant torque (closed form)", ball(&[("rolling", Value::Text("constant"))])),
        ("epsd without dashpot (closed form)", ball(&[("rolling", Value::Text("epsd"))])),
        (
            "epsd, eta_r 0.3 (integrated)",
            ball(&[("rolling", Value::Text("epsd")), ("eta_r", Value::Number(0.3))]),
        ),
        (
            "code lammps-sds (integrated)",
            ball(&[
                ("code", Value::Text("lammps-sds")),
                ("kr", Value::Number(1e-3)),
                ("gamma_r", Value::Number(1e-6)),
            ]),
        ),
    ];
    for (name, inp) in &cases {
        g.bench_function(*name, |b| b.iter(|| rolling(black_box(inp)).expect("rolls")));
    }
    g.finish();
}

criterion_group!(benches, solves, oblique, inversions, views, timesteps, sweeps);
criterion_group! {
    name = cpu;
    config = Criterion::default().with_measurement(CpuTime(criterion::measurement::WallTime));
    targets = adhesive, rolling, plastic
}
criterion_main!(benches, cpu);
