//! `dem-contact`: the contact calculator on the command line.
//!
//! ```text
//! dem-contact solve --scenario '<json>' | FILE | -   [--curves N] [--format json|csv]
//! ```
//!
//! Prints one JSON object (the library's `Solution`), or with `--format csv` the sampled
//! curves with a header carrying units. Invalid input: exit status 2 and one line on
//! stderr naming the field, the value and the allowed range.

use commands::{CommandError, SolveOptions, SweepOptions};
use dem_contact_commands as commands;
use serde_json::Value;
use std::io::{Read, Write};
use std::process::ExitCode;

mod table;

const USAGE: &str = "\
dem-contact — DEM contact calculator (normal, oblique, adhesion, rolling resistance, and what
each DEM code — LAMMPS, LIGGGHTS, Yade, PFC, EDEM, MercuryDPM, Chrono, Kratos — makes of them)

USAGE:
    dem-contact solve   --scenario <JSON | FILE | -> [--curves N] [--format json|csv]
    dem-contact solve   --table <CSV | -> [--outputs a,b,…] [--threads N]
    dem-contact damping --scenario <JSON | FILE | ->
    dem-contact timestep --scenario <JSON | FILE | ->
    dem-contact scheme --scenario <JSON | FILE | -> [--sweep N] [--format json|csv]
    dem-contact codes [--scenario <JSON | FILE | ->]
    dem-contact sweep --scenario <JSON | FILE | -> --over KEY [--from A] [--to B] [--points N] [--log] [--format json|csv]
    dem-contact fit --scenario <JSON | FILE | ->
    dem-contact rolling --scenario <JSON | FILE | -> [--curves N]
    dem-contact keys
    dem-contact sources
    dem-contact --help | --version

solve       Solve one contact scenario and print the solution as one JSON object (with
            \"adhesion\": the adhesive contact, see ADHESION; with \"code\": as that DEM code
            computes it, see codes; with mu and vt or a spin: an oblique impact).
  --scenario  The scenario: a JSON object, a path to a file holding one, or - for stdin;
              a file the page exported ({\"scenario\": …, \"solution\": …}) is read as its
              scenario.
  --curves N  Add N samples of t [s], overlap [m], force [N] over the contact (and of
              tangential_force [N], slip [m/s] for an oblique impact).
  --format    json (default) or csv (the curves, 201 samples unless --curves says).
  --explain   Add \"explain\": how each result was obtained, the formulas with the numbers
              in them (closed forms) or the method (integrated), with their sources.
  --table     Many scenarios at once, on every core: a CSV file (or - for stdin) whose
              header names the scenario keys and whose rows are the contacts (units allowed:
              20 um; an empty cell is not given). Prints CSV: a column per output and
              errors (why a row was refused; its outputs empty), a row per input row.
  --outputs   With --table: the solution's fields by their path in the JSON answer,
              comma-separated (contact_time,restitution,adhesion.sticking_velocity,
              code.to_type.value; default restitution,contact_time,max_overlap,max_force).
  --threads N With --table: the threads sharing the rows (default: every core).
damping     The restitution-damping view of the scenario's model and end criterion: the
            exact relation and every published one, as curves over e, and at the
            scenario's e the damping each gives and the restitution it really achieves.
timestep    The timestep to use: every criterion (PFC's per-degree-of-freedom estimate,
            one contact with its dashpot, a fraction of the Rayleigh time, 10 steps per
            contact, the kinematic limit) and the smallest as `recommended`, named by
            `recommended_by`, checked by replaying the contact at it. The particles: the
            solve keys of the pair (m1, r1, rho1, E1, nu1, …, v0, model, e or damping,
            end), or two equal ones as r with rho (or m), E, nu (or G), v_max; or a size
            range r_min, r_max. kn, ks (N/m) are derived when not given (Hertz tangent at
            the deepest overlap; Mindlin); ks_ratio, packing (face-centred-cubic default;
            body-centred-cubic, simple-cubic, square, hexagonal) or contacts
            [{normal, point, kn, ks, kn_rot, ks_rot}]; rayleigh_fraction (default 0.2),
            safety_factor (default 1), a_max, epsilon (kinematic limit), dt (a step to
            judge: fine, inaccurate or unstable), contact_time.
scheme      Replay one contact with an explicit DEM scheme: the solve keys plus dt [s],
            t_end [s] (default 5 contact times) and scheme (velocity-verlet | teufelsbauer2008);
            --sweep N adds the restitution the scheme gives against Δt/t_c; csv prints
            the scheme's points.
codes       With no --scenario: list the DEM code settings (ids for the key `code`) and the
            adhesive settings. With --scenario holding a pair and e: every code's typed value,
            achieved e and the value to type for that e, as JSON. With r_min and r_max (a size
            range; densities, no radii or masses) and a code: every pair of the range and
            each size at a wall under the ONE value typed into that code.
            A solve scenario with \"code\": \"<id>\" answers as that code computes the contact
            (its force law, damping formula, mass and wall rules, tension handling): the
            usual solution (restitution = what the code achieves) plus \"code\": {typed,
            to_type (the value to type for the requested e), end, source, notes, snippet}.
            Keys: limit (true: the code's tension switch — LAMMPS limit_damping, LIGGGHTS
            limitForce, PFC dp_mode 1), tc (Yade ViscElMat, MercuryDPM linear), v_char
            (LIGGGHTS characteristicVelocity, Chrono), damping (PFC dp_nratio, Yade betan,
            LAMMPS damp or gamma_n).
sweep       Oblique (the scenario has mu, or --over angle): the tangential results at each
            point (vt'/vt, ω', the rebound angles, the regime) beside the rigid-body Coulomb
            line; --over angle sweeps the incidence angle in degrees (default 5 to 85) at the
            scenario's impact speed √(v0² + vt²), --over vt, omega1, … one key (Chung & Ooi
            2011, Tests 4–8). Otherwise:
            The contact over a range of one key (v0 above all: e(v0)), with the damping held
            as a DEM code holds it — α, α1, b, A (viscoelastic) or λ (hunt-crossley,
            power-law), or the value typed into a code — so e changes with the speed where
            the model says it does. --over a numeric key (v0, h0, e, damping, m1, k, g, …);
            --from, --to (SI, or with a unit: \"10 cm/s\"; default: a decade either side of
            the scenario's value, log-spaced); --points (default 50, at most 1000); --log
            spaces them logarithmically. JSON: {over, unit, held, constant_restitution,
            method, points: [{value, restitution, contact_time, max_overlap, max_force}],
            notes}; csv: one line per point with units in the header.
fit         The damping constant that best fits measurements (least squares in e, the exact
            model at each speed, Brent's minimisation between the values that fit each
            point alone): the scenario holds the pair, the model or code and
            \"measured\": [{\"v0\": …, \"e\": …}, …] or drop tests [{\"h0\": …, \"h1\": …}]
            (e = √(h1/h0), v0 = √(2 g h0), g default 9.81), or a CSV text of the pairs.
            Prints damping_constant (the held quantity: A, α, λ, a code's input), held, rms,
            max_residual, points (each measurement's e and the model's), scenario.
rolling     The single-ball rolling test (Ai, Chen, Rotter & Ooi 2011): a solid sphere r1
            (m1 or rho1) rolls without slip on a flat wall under g (default 9.81) from v0,
            slowed by rolling \"constant\" (type A: M = μ_r R_r F_n) or \"epsd\" (type C:
            spring k_r = 2.25 k_n μ_r² R_r² capped at μ_r R_r F_n, dashpot
            C_r = 2 η_r √(I_r k_r) below the cap); mu_r (required), eta_r (epsd, default 0),
            k_n from kn or the material E1, nu1 (E2, nu2; the Hertz secant at the static
            overlap). Prints {\"rolling\": {lever_arm, normal_force, torque_limit, kn,
            stiffness, damping, inertia, period, stopping_distance, stopping_time,
            static_angle [deg]}, law, stopped, notes, mu_r_to_type: the μ_r to type in each
            DEM code for the same torque (its lever R*, min R, R − δ, 2R*, …), on the wall and
            between two equal spheres}. code (liggghts-cdt, liggghts-epsd, liggghts-epsd2,
            liggghts-epsd3, lammps-sds, mercurydpm, yade-hertz-mindlin, kratos-constant-torque,
            kratos-epsd, chrono-multicore, edem-standard, edem-rvd, edem-type-c, pfc-rrlinear)
            instead of rolling runs the test as that code does, with what it takes: kr
            (pseudo-force stiffness, N/m), krot (N·m/rad), gamma_r (N·s/m), kr_factor, kt.
            With timestep, rolling \"epsd\" and mu_r add the criterion `rolling` (the
            rolling spring's stability).
keys        List the scenario keys with their units.
sources     The full references every formula cites (\"Hu et al. 2011, eq. 7\").

ADHESION (solve, sweep, timestep): \"adhesion\" adds an adhesive law to the model:
    jkr, dmt        (hertz, tsuji) surface_energy γ [J/m²] of ONE surface, or work_of_adhesion
                    w = 2γ (Dupré): give one (Johnson, Kendall & Roberts 1971; Derjaguin,
                    Muller & Toporov 1975; the sticking velocity after Thornton & Ning 1998)
    sjkr, sjkr2     (hertz, tsuji, linear) cohesion_energy_density k_c [J/m³] (LIGGGHTS 3.8.0)
    linear-irreversible  (linear) adhesion_force f_a [N], adhesion_stiffness k_a [N/m]
                    (MercuryDPM)
  e (or damping) is the dissipation without adhesion; e_with_adhesion instead asks for the
  restitution WITH adhesion at v0 (the damping is found; its e_to_type is what to type).
  The answer adds \"adhesion\": {pull_off_force, separation_overlap, min_force, stuck,
  sticking_velocity, restitution_without_adhesion, e_to_type, …} and \"adhesion_codes\": each
  DEM code's value to type (γ or w as that code takes it), its restitution and sticking
  velocity. With \"code\" too: that code's own adhesive contact (dem-contact codes lists which
  adhesive settings compose with which code settings).

UNITS: a number is in SI units; a string may carry a unit with a prefix, checked against
the key: \"m1\": \"2.1 g\", \"E1\": \"70 GPa\", \"r1\": \"4 mm\", \"v0\": \"22.8 km/h\",
\"k\": \"5.935 GN/m^1.5\", \"e\": \"90 %\", \"dt\": \"25 µs\". Numbers are read exactly
(correctly rounded): every number printed reads back as the same double.

INPUT: a key given twice (or an option) is refused; an empty value (\"\" or null) means \"not
given\"; every number given is checked (finite; masses, radii, moduli, stiffnesses ≥ 0) even
where the scenario does not use it. Errors name the key and the value as typed.

MODELS:
    linear         F = k ξ + c ξ̇, c = 2α√(m k)       (Teufelsbauer, Hübl & Wu 2008; Hu et al. 2011, eq. 1-3)
    hertz          F = k ξ^1.5, k = 4/3 E*√R*, elastic (Hertz 1882; Hu et al. 2011, eq. 5)
    tsuji          F = k ξ^1.5 + α1 √(m k) ξ^0.25 ξ̇   (Tsuji, Tanaka & Ishida 1992; Hu et al. 2011, eq. 6-7)
    hunt-crossley  F = k ξ^w + λ ξ^w ξ̇, λ = α2 k / v0 (Hunt & Crossley 1975; Hu et al. 2011, eq. 11-13)
    power-law      F = k ξ^w + λ ξ^p ξ̇, λ = α2 m v0 (k/(m v0²))^((1+p)/(1+w))  (Hu et al. 2011, eq. 8-10)
    power-function loading k ξ up to F_t, then F_t; unloading F_B (ξ/ξ_B)^b   (An 2006, eq. 1-3)
    viscoelastic   F = k (ξ^1.5 + 1.5 A ξ^0.5 ξ̇), A in s (Kuwabara & Kono 1987; Brilliantov et al. 1996)

SOURCES: dem-contact sources lists the full references.

EXAMPLES:
    dem-contact solve --scenario '{\"model\":\"linear\",\"m1\":5,\"m2\":5,\"k1\":1e4,\"k2\":1e4,\"v0\":2,\"damping\":0.5}'
    dem-contact solve --scenario '{\"model\":\"hunt-crossley\",\"m1\":2.094e-3,\"k\":5.935e9,\"v0\":6.331,\"e\":0.9}'
    dem-contact damping --scenario '{\"model\":\"hunt-crossley\",\"e\":0.9}'
    dem-contact solve --scenario '{\"code\":\"lammps-hertz-tsuji-pre2026\",\"m1\":2.094e-3,\"k\":5.935e9,\"v0\":6.331,\"e\":0.5}'
    dem-contact timestep --scenario '{\"r\":1e-3,\"rho\":2500,\"E\":63e9,\"nu\":0.2,\"v_max\":1,\"e\":0.8}'
    dem-contact sweep --scenario '{\"model\":\"tsuji\",\"rho1\":4000,\"r1\":0.0025,\"E1\":3.8e11,\"nu1\":0.23,\"v0\":3.9,\"e\":0.98,\"mu\":0.092}' --over angle --points 17
    dem-contact rolling --scenario '{\"r1\":\"2 mm\",\"rho1\":2500,\"E1\":\"63 GPa\",\"nu1\":0.2,\"rolling\":\"epsd\",\"mu_r\":0.1,\"eta_r\":0.3,\"v0\":0.2}'
    dem-contact solve --scenario '{\"model\":\"tsuji\",\"adhesion\":\"jkr\",\"surface_energy\":0.05,\"e\":0.5,\"v0\":0.2,\"E1\":\"5 GPa\",\"nu1\":0.3,\"r1\":\"20 um\",\"rho1\":1500}'
    dem-contact solve --scenario '{\"model\":\"power-function\",\"m1\":510.5,\"k\":2.1333e10,\"h0\":5.001,\"g\":9.8,\"transition_force\":1.28e5,\"exponent\":10}'

Exit status: 0 success, 2 invalid input or usage.";

/// A usage or input error: exit status 2, one line on stderr.
struct Fail(String);

impl From<CommandError> for Fail {
    /// The command's message; an error about an option names it as its flag (`--curves`).
    fn from(e: CommandError) -> Self {
        Fail(if e.option { format!("--{}", e.message) } else { e.message })
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Json,
    Csv,
}

fn read_text(arg: &str) -> Result<String, Fail> {
    Ok(if arg.trim_start().starts_with('{') {
        arg.to_string()
    } else if arg == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| Fail(format!("scenario: cannot read stdin: {e}")))?;
        s
    } else {
        std::fs::read_to_string(arg)
            .map_err(|e| Fail(format!("scenario: cannot read file {arg:?}: {e}")))?
    })
}

/// The options of every command that takes a scenario.
#[derive(Default)]
struct Options {
    curves: Option<usize>,
    format: Option<Format>,
    explain: bool,
    sweep: Option<usize>,
    range: SweepOptions,
}

/// A whole number option (`--curves 11`).
fn whole(name: &str, text: String) -> Result<usize, Fail> {
    Ok(commands::whole(name, &Value::String(text))?)
}

/// Reads the options after the command; returns the scenario argument.
fn options(
    cmd: &str,
    mut it: std::slice::Iter<'_, String>,
) -> Result<(Option<String>, Options), Fail> {
    let (mut scenario, mut o) = (None, Options::default());
    let mut seen: Vec<&str> = Vec::new();
    while let Some(a) = it.next() {
        // An option given twice: refused, as a key given twice in a scenario is.
        if a.starts_with("--") && seen.contains(&a.as_str()) {
            return Err(Fail(format!("{a}: given twice; give it once")));
        }
        seen.push(a);
        let mut value =
            |name: &str| it.next().cloned().ok_or_else(|| Fail(format!("{name}: missing value")));
        match a.as_str() {
            "--scenario" => scenario = Some(value("--scenario")?),
            "--curves" => o.curves = Some(whole("curves", value("--curves")?)?),
            "--sweep" => o.sweep = Some(whole("sweep", value("--sweep")?)?),
            "--format" => {
                o.format = Some(match value("--format")?.as_str() {
                    "json" => Format::Json,
                    "csv" => Format::Csv,
                    v => return Err(Fail(format!("--format = {v:?}: must be json or csv"))),
                })
            }
            "--explain" => o.explain = true,
            "--over" if cmd == "sweep" => o.range.over = Some(value("--over")?),
            "--from" if cmd == "sweep" => o.range.from = Some(value("--from")?),
            "--to" if cmd == "sweep" => o.range.to = Some(value("--to")?),
            "--log" if cmd == "sweep" => o.range.log = Some(true),
            "--points" if cmd == "sweep" => {
                o.range.points = Some(whole("points", value("--points")?)?)
            }
            "-h" | "--help" => return Err(Fail(String::new())),
            other => return Err(Fail(format!("unknown option {other:?}; try dem-contact --help"))),
        }
    }
    Ok((scenario, o))
}

/// Pretty JSON, as every command prints it.
fn pretty(v: &Value) -> Result<String, Fail> {
    serde_json::to_string_pretty(v).map_err(|e| Fail(format!("output: cannot encode JSON: {e}")))
}

/// Runs a command that takes a scenario.
fn command(cmd: &str, input: &Value, o: &Options) -> Result<String, Fail> {
    let csv = o.format == Some(Format::Csv);
    match cmd {
        "timestep" => pretty(&commands::timestep(input)?),
        "scheme" if csv => Ok(commands::scheme_csv(input)?),
        "scheme" => pretty(&commands::scheme(input, o.sweep)?),
        "sweep" if csv => Ok(commands::sweep_csv(input, &o.range)?),
        "sweep" => pretty(&commands::sweep(input, &o.range)?),
        "fit" => pretty(&commands::fit(input)?),
        "rolling" if o.explain || csv => {
            Err(Fail("rolling: --explain and --format csv apply to solve only".into()))
        }
        "rolling" => pretty(&commands::rolling_with_curves(input, o.curves)?),
        "codes" => pretty(&commands::codes::compare(input)?),
        "damping" => {
            if o.curves.is_some() || o.format.is_some_and(|f| f != Format::Json) {
                return Err(Fail("damping: --curves and --format apply to solve only".into()));
            }
            pretty(&commands::damping(input)?)
        }
        _ if o.explain && (cmd != "solve" || csv) => {
            Err(Fail("--explain: applies to solve with JSON output".into()))
        }
        _ if csv => Ok(commands::solve_csv(input, o.curves)?),
        _ => {
            pretty(&commands::solve(input, SolveOptions { curves: o.curves, explain: o.explain })?)
        }
    }
}

fn run(args: &[String]) -> Result<String, Fail> {
    let mut it = args.iter();
    let cmd = it.next().map(String::as_str);
    let cmd = match cmd {
        None | Some("-h") | Some("--help") | Some("help") => return Ok(USAGE.to_string()),
        Some("-V") | Some("--version") => {
            return Ok(format!("dem-contact {}", env!("CARGO_PKG_VERSION")))
        }
        Some("keys") => return Ok(commands::keys_help()),
        Some("codes") if args.len() == 1 => return Ok(commands::codes::settings_text()),
        Some("sources") => return Ok(commands::sources_text()),
        Some("solve") if args.iter().any(|a| a == "--table") => {
            return match table::run(&args[1..]) {
                Err(Fail(m)) if m.is_empty() => Ok(USAGE.to_string()),
                r => r,
            }
        }
        Some(
            c @ ("solve" | "damping" | "timestep" | "scheme" | "codes" | "sweep" | "fit"
            | "rolling"),
        ) => c,
        Some(other) => {
            return Err(Fail(format!("unknown command {other:?}; try dem-contact --help")))
        }
    };
    let (scenario, opts) = match options(cmd, it) {
        Err(Fail(m)) if m.is_empty() => return Ok(USAGE.to_string()),
        r => r?,
    };
    let scenario = scenario
        .ok_or_else(|| Fail("--scenario: missing; give a JSON object, a file or -".into()))?;
    let input = commands::parse_input(&read_text(&scenario)?)?;
    command(cmd, &input, &opts)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is not an error worth a panic.
            let _ = writeln!(stdout, "{}", out.trim_end());
            ExitCode::SUCCESS
        }
        Err(Fail(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}
