//! `dem-contact`: the contact calculator on the command line.
//!
//! ```text
//! dem-contact solve --scenario '<json>' | FILE | -   [--curves N] [--format json|csv]
//! ```
//!
//! Prints one JSON object (the library's `Solution`), or with `--format csv` the sampled
//! curves with a header carrying units. Invalid input: exit status 2 and one line on
//! stderr naming the field, the value and the allowed range.

use dem_contact::{solve_with_curves, Error, Scenario};
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
dem-contact — DEM normal contact calculator

USAGE:
    dem-contact solve   --scenario <JSON | FILE | -> [--curves N] [--format json|csv]
    dem-contact damping --scenario <JSON | FILE | ->
    dem-contact timestep --scenario <JSON | FILE | ->
    dem-contact scheme --scenario <JSON | FILE | -> [--sweep N] [--format json|csv]
    dem-contact codes [--scenario <JSON | FILE | ->]
    dem-contact sweep --scenario <JSON | FILE | -> --over KEY [--from A] [--to B] [--points N] [--log] [--format json|csv]
    dem-contact fit --scenario <JSON | FILE | ->
    dem-contact keys
    dem-contact sources
    dem-contact --help | --version

solve       Solve one contact scenario and print the solution as one JSON object.
  --scenario  The scenario: a JSON object, a path to a file holding one, or - for stdin;
              a file the page exported ({\"scenario\": …, \"solution\": …}) is read as its
              scenario.
  --curves N  Add N samples of t [s], overlap [m], force [N] over the contact (and of
              tangential_force [N], slip [m/s] for an oblique impact).
  --format    json (default) or csv (the curves, 201 samples unless --curves says).
  --explain   Add \"explain\": how each result was obtained, the formulas with the numbers
              in them (closed forms) or the method (integrated), with their sources.
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
codes       With no --scenario: list the DEM code settings (ids for the key `code`). With
            --scenario holding a pair and e: every code's typed value, achieved e and the
            value to type for that e, as JSON.
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
keys        List the scenario keys with their units.
sources     The full references every formula cites (\"Hu et al. 2011, eq. 7\").

UNITS: a number is in SI units; a string may carry a unit with a prefix, checked against
the key: \"m1\": \"2.1 g\", \"E1\": \"70 GPa\", \"r1\": \"4 mm\", \"v0\": \"22.8 km/h\",
\"k\": \"5.935 GN/m^1.5\", \"e\": \"90 %\", \"dt\": \"25 µs\".

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
    dem-contact solve --scenario '{\"model\":\"power-function\",\"m1\":510.5,\"k\":2.1333e10,\"h0\":5.001,\"g\":9.8,\"transition_force\":1.28e5,\"exponent\":10}'

Exit status: 0 success, 2 invalid input or usage.";

const KEYS_HELP: &str = "\
model       text     linear | hertz | tsuji | hunt-crossley | power-law | power-function |
                     viscoelastic
m1, m2      kg       masses (omit m2 for a wall), or
rho1, rho2  kg/m^3   densities of spheres of radius r1, r2
mass_rule   text     reduced (default) | arithmetic
k           N/m^w    contact stiffness (N/m linear, N/m^1.5 Hertz-type), or
k1, k2      N/m      linear: stiffnesses of the two bodies, in series, or
E1, nu1, r1 Pa, 1, m material of body 1 (Hertz k = 4/3 E*√R*)
E2, nu2, r2 Pa, 1, m material of body 2 (omit r2 for a flat wall, E2 for a rigid one)
linear_k    text     linear from material: equal-overlap (default) | di-maio-di-renzo
v0          m/s      impact speed (> 0), or
h0          m        drop height: v0 = √(2 g h0), g default 9.81; reports the rebound height
e           1        restitution in (0, 1], or
damping     1        the model's damping constant: α (linear), α1 (tsuji), α2 (others),
                     b (power-function; also `exponent`), A in s (viscoelastic); with
                     code: the code's own constant (dp_nratio, betan, damp, gamma_n)
transition_force N   power-function: F_t (omit: never inelastic)
formula     text     hunt-crossley: exact (default) | hu-fit | hunt-crossley |
                     lankarani-nikravesh | flores | gonthier
w, p        1        exponents of k ξ^w and λ ξ^p ξ̇ (power-law; w for hunt-crossley)
end         text     overlap (default) | force
g           m/s^2    body acceleration pushing the bodies together (default 0)
code        text     a DEM code setting (dem-contact codes lists them): the contact as that
                     code computes it, instead of model
limit       bool     the code's tension switch (default: the code's default)
tc          s        a code's contact time input (yade-viscel, mercurydpm-linear)
v_char      m/s      a code's characteristic impact speed (liggghts-hooke, chrono-*)
vt          m/s      oblique impact: tangential speed of body 1 relative to body 2 (v0 stays
                     the normal speed); adds the `tangential` object
omega1, omega2 rad/s spins about the axis normal to the impact plane, positive where they
                     add to the slip u0 = vt + r1 omega1 + r2 omega2 (a wall has no omega2)
mu          1        Coulomb friction coefficient ≥ 0 (required with vt or a spin)
tangential  text     mindlin (incremental, default for Hertz-type models) | mindlin-total |
                     linear (kt or kt_ratio) | coulomb; with code: one of that code's laws
kt          N/m      tangential stiffness of the linear law, or
kt_ratio    1        k_t / k (linear model only)
tangential_damping 1 tangential damping ratio ζ_t, c_t = 2ζ_t√(m k_t) (default none); with
                     code: the code's own (LAMMPS x_t, LIGGGHTS 0 = off, Yade betas)
dim         1        3 (spheres, default) | 2 (disks, I = m r²/2; linear model, masses given)";

/// A usage or input error: exit status 2, one line on stderr.
struct Fail(String);

impl From<Error> for Fail {
    fn from(e: Error) -> Self {
        Fail(e.to_string())
    }
}

#[derive(PartialEq)]
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

/// Replays a contact with an explicit scheme: the scenario's own keys plus `dt`, `t_end`
/// and `scheme`.
fn scheme(text: &str, sweep: Option<usize>, format: &Format) -> Result<String, Fail> {
    use dem_contact::scheme::{replay, sweep as sweep_fn, Scheme};
    let mut obj: serde_json::Map<String, serde_json::Value> = parse_json(text)?;
    let mut take_num = |key: &str| -> Result<Option<f64>, Fail> {
        use dem_contact::Value;
        let text;
        let value = match obj.remove(key) {
            None | Some(serde_json::Value::Null) => Value::Null,
            Some(serde_json::Value::Number(n)) => n.as_f64().map_or(Value::Null, Value::Number),
            Some(serde_json::Value::String(s)) => {
                text = s;
                Value::Text(&text)
            }
            Some(v) => return Err(Fail(format!("{key} = {v}: expected a number in seconds"))),
        };
        Ok(dem_contact::scheme::time_key(key, value)?)
    };
    let dt = take_num("dt")?.ok_or_else(dem_contact::scheme::missing_dt)?;
    let t_end = take_num("t_end")?;
    let scheme = match obj.remove("scheme") {
        None => Scheme::VelocityVerlet,
        Some(serde_json::Value::String(s)) => Scheme::parse(&s).ok_or_else(|| {
            Fail(format!("scheme = {s:?}: expected velocity-verlet or teufelsbauer2008"))
        })?,
        Some(v) => {
            return Err(Fail(format!("scheme = {v}: expected velocity-verlet or teufelsbauer2008")))
        }
    };
    let sc: Scenario = parse_json(&serde_json::Value::Object(obj).to_string())?;
    let run = replay(&sc, scheme, dt, t_end)?;
    if *format == Format::Csv {
        return Ok(run.points.to_csv());
    }
    let mut v = serde_json::to_value(&run).map_err(|e| Fail(format!("output: {e}")))?;
    if let Some(n) = sweep {
        let pts = sweep_fn(&sc, scheme, n)?;
        v["sweep"] = serde_json::json!(pts
            .iter()
            .map(|(r, e)| serde_json::json!({"dt_over_tc": r, "restitution": e}))
            .collect::<Vec<_>>());
    }
    serde_json::to_string_pretty(&v).map_err(|e| Fail(format!("output: {e}")))
}

/// Parses JSON into `T`; messages of the library's own parsers start with the key.
fn parse_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Fail> {
    serde_json::from_str::<T>(text).map_err(|e| {
        let msg = e.to_string();
        if e.is_data() {
            // Our own message (it starts with the key); drop serde_json's position suffix.
            Fail(msg.rsplit_once(" at line ").map_or(msg.clone(), |(m, _)| m.to_string()))
        } else {
            Fail(format!("scenario: not a JSON object: {msg}"))
        }
    })
}

/// A file the page exported, `{"scenario": {…}, "solution": {…}}`, is read as its scenario;
/// anything else is left as it is (and parsed as a scenario).
fn unwrap_export(text: String) -> String {
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(serde_json::Value::Object(mut m))
            if m.get("scenario").is_some_and(|s| s.is_object()) =>
        {
            m.remove("scenario").map_or(text, |s| s.to_string())
        }
        _ => text,
    }
}

/// `dem-contact codes`: every code setting id with its one-line summary.
fn codes_list() -> String {
    let mut out = String::from("Code settings (scenario key `code`; see dem-contact --help):\n");
    let mut last = "";
    for s in dem_contact::codes::SETTINGS {
        if s.code != last {
            out.push_str(&format!("\n{}\n", s.code));
            last = s.code;
        }
        out.push_str(&format!("  {:<32} {}\n", s.id, s.summary));
    }
    out
}

/// The options of `sweep`.
#[derive(Default)]
struct RangeArgs {
    over: Option<String>,
    from: Option<String>,
    to: Option<String>,
    points: Option<usize>,
    log: bool,
}

/// `dem-contact sweep`: the scenario over a range of one key.
fn sweep_command(text: &str, args: &RangeArgs, format: &Format) -> Result<String, Fail> {
    let sc: Scenario = parse_json(text)?;
    let over = args.over.as_deref().ok_or_else(|| {
        Fail("--over: missing; give the key to sweep (v0, h0, e, damping, m1, k, …)".into())
    })?;
    if dem_contact::sweep::oblique::applies(&sc, over) {
        return oblique_sweep(&sc, over, args, format);
    }
    // The scenario's own value of the key centres a default range (v0 may come from h0).
    let base = dem_contact::sweep::base_value(&sc, over);
    // --log, or logarithmic by default when the ends are the default decades.
    let log = if args.log {
        Some(true)
    } else if args.from.is_some() && args.to.is_some() {
        Some(false)
    } else {
        None
    };
    let range = dem_contact::sweep::Range::parse(
        over,
        args.from.as_deref(),
        args.to.as_deref(),
        args.points.unwrap_or(50),
        log,
        base,
    )?;
    let out = dem_contact::sweep::sweep(&sc, &range)?;
    match format {
        Format::Csv => Ok(out.to_csv()),
        Format::Json => {
            serde_json::to_string_pretty(&out).map_err(|e| Fail(format!("output: {e}")))
        }
    }
}

/// `dem-contact sweep` of an oblique impact (issue 23): over `angle` (degrees, the impact
/// speed held) or a key, the tangential results at each point.
fn oblique_sweep(
    sc: &Scenario,
    over: &str,
    args: &RangeArgs,
    format: &Format,
) -> Result<String, Fail> {
    use dem_contact::sweep::oblique;
    let log = if args.log { Some(true) } else { None };
    let range = oblique::range(
        sc,
        over,
        args.from.as_deref(),
        args.to.as_deref(),
        args.points.unwrap_or(50),
        log,
    )?;
    let out = oblique::sweep(sc, &range)?;
    match format {
        Format::Csv => Ok(out.to_csv()),
        Format::Json => {
            serde_json::to_string_pretty(&out).map_err(|e| Fail(format!("output: {e}")))
        }
    }
}

/// `dem-contact fit`: the damping constant that fits the scenario's `measured` list.
fn fit_command(text: &str) -> Result<String, Fail> {
    use dem_contact::sweep::fit::{fit, parse_table, Measured};
    use dem_contact::Value;
    let mut obj: serde_json::Map<String, serde_json::Value> = parse_json(text)?;
    let measured = match obj.remove("measured") {
        None | Some(serde_json::Value::Null) => Vec::new(),
        Some(serde_json::Value::String(t)) => parse_table(&t)?,
        Some(serde_json::Value::Array(rows)) => {
            let mut out = Vec::with_capacity(rows.len());
            for (i, row) in rows.iter().enumerate() {
                let serde_json::Value::Object(m) = row else {
                    return Err(Fail(format!(
                        "measured[{i}] = {row}: expected an object {{\"v0\": …, \"e\": …}} or {{\"h0\": …, \"h1\": …}}"
                    )));
                };
                let mut pairs = Vec::with_capacity(m.len());
                for (k, v) in m {
                    let value = match v {
                        serde_json::Value::Number(n) => n.as_f64().map_or(Value::Null, Value::Number),
                        serde_json::Value::String(s) => Value::Text(s.as_str()),
                        serde_json::Value::Null => Value::Null,
                        other => {
                            return Err(Fail(format!(
                                "measured[{i}].{k} = {other}: expected a number"
                            )))
                        }
                    };
                    pairs.push((k.as_str(), value));
                }
                out.push(Measured::from_pairs(i, pairs)?);
            }
            out
        }
        Some(v) => {
            return Err(Fail(format!(
                "measured = {v}: expected a list of {{\"v0\", \"e\"}} or {{\"h0\", \"h1\"}} objects, or CSV text"
            )))
        }
    };
    let sc: Scenario = parse_json(&serde_json::Value::Object(obj).to_string())?;
    let out = fit(&sc, &measured)?;
    serde_json::to_string_pretty(&out).map_err(|e| Fail(format!("output: {e}")))
}

fn run(args: &[String]) -> Result<String, Fail> {
    let mut it = args.iter();
    let cmd = it.next().map(String::as_str);
    match cmd {
        None | Some("-h") | Some("--help") | Some("help") => return Ok(USAGE.to_string()),
        Some("-V") | Some("--version") => {
            return Ok(format!("dem-contact {}", env!("CARGO_PKG_VERSION")))
        }
        Some("keys") => return Ok(KEYS_HELP.to_string()),
        Some("codes") if args.len() == 1 => return Ok(codes_list()),
        Some("sources") => {
            return Ok(dem_contact::sources::REFERENCES
                .iter()
                .map(|r| format!("{}\n    {}\n", r.cite, r.full))
                .collect::<Vec<_>>()
                .join("\n"))
        }
        Some("solve") | Some("damping") | Some("timestep") | Some("scheme") | Some("codes")
        | Some("sweep") | Some("fit") => {}
        Some(other) => {
            return Err(Fail(format!("unknown command {other:?}; try dem-contact --help")))
        }
    }
    let (mut scenario, mut curves, mut format, mut sweep) = (None, None, Format::Json, None);
    let mut explain = false;
    let mut range = RangeArgs::default();
    while let Some(a) = it.next() {
        let mut value =
            |name: &str| it.next().cloned().ok_or_else(|| Fail(format!("{name}: missing value")));
        match a.as_str() {
            "--scenario" => scenario = Some(value("--scenario")?),
            "--curves" => {
                let v = value("--curves")?;
                curves = Some(v.parse::<usize>().map_err(|_| {
                    Fail(format!("--curves = {v:?}: must be a whole number of samples ≥ 2"))
                })?);
            }
            "--sweep" => {
                let v = value("--sweep")?;
                sweep = Some(
                    v.parse::<usize>().ok().filter(|n| (2..=200).contains(n)).ok_or_else(|| {
                        Fail(format!(
                            "--sweep = {v:?}: must be a whole number of timesteps in [2, 200]"
                        ))
                    })?,
                );
            }
            "--format" => {
                format = match value("--format")?.as_str() {
                    "json" => Format::Json,
                    "csv" => Format::Csv,
                    v => return Err(Fail(format!("--format = {v:?}: must be json or csv"))),
                }
            }
            "--explain" => explain = true,
            "--over" if cmd == Some("sweep") => range.over = Some(value("--over")?),
            "--from" if cmd == Some("sweep") => range.from = Some(value("--from")?),
            "--to" if cmd == Some("sweep") => range.to = Some(value("--to")?),
            "--log" if cmd == Some("sweep") => range.log = true,
            "--points" if cmd == Some("sweep") => {
                let v = value("--points")?;
                range.points = Some(v.parse::<usize>().map_err(|_| {
                    Fail(format!("--points = {v:?}: must be a whole number in [2, 1000]"))
                })?);
            }
            "-h" | "--help" => return Ok(USAGE.to_string()),
            other => return Err(Fail(format!("unknown option {other:?}; try dem-contact --help"))),
        }
    }
    let scenario = scenario
        .ok_or_else(|| Fail("--scenario: missing; give a JSON object, a file or -".into()))?;
    let text = unwrap_export(read_text(&scenario)?);
    match cmd {
        Some("timestep") => {
            let inp: dem_contact::timestep::TimestepInput = parse_json(&text)?;
            let sol = dem_contact::timestep::timestep(&inp)?;
            return serde_json::to_string_pretty(&sol).map_err(|e| Fail(format!("output: {e}")));
        }
        Some("scheme") => return scheme(&text, sweep, &format),
        Some("sweep") => return sweep_command(&text, &range, &format),
        Some("fit") => return fit_command(&text),
        Some("codes") => {
            let sc: Scenario = parse_json(&text)?;
            let e = sc.e.ok_or_else(|| {
                Fail("e: missing; the comparison of codes is for a target restitution e".into())
            })?;
            if !(e > 0.0 && e <= 1.0) {
                return Err(Fail(format!("e = {e}: restitution must be in (0, 1]")));
            }
            let rows = dem_contact::codes::compare(&sc, e);
            return serde_json::to_string_pretty(&rows).map_err(|e| Fail(format!("output: {e}")));
        }
        _ => {}
    }
    let scenario: Scenario = parse_json(&text)?;
    if let Some(n) = curves {
        if n < 2 {
            return Err(Fail(format!("--curves = {n}: must be at least 2 samples")));
        }
    }
    let samples = match (&format, curves) {
        (_, Some(n)) => n,
        (Format::Csv, None) => 201,
        (Format::Json, None) => 0,
    };
    if cmd == Some("damping") {
        if curves.is_some() || format != Format::Json {
            return Err(Fail("damping: --curves and --format apply to solve only".into()));
        }
        let view = dem_contact::damping_view(&scenario)?;
        return serde_json::to_string_pretty(&view)
            .map_err(|e| Fail(format!("output: cannot encode JSON: {e}")));
    }
    let sol = solve_with_curves(&scenario, samples)?;
    if explain && (cmd != Some("solve") || format != Format::Json) {
        return Err(Fail("--explain: applies to solve with JSON output".into()));
    }
    Ok(match format {
        Format::Json if explain => {
            let steps = dem_contact::explain::explain(&scenario, &sol)?;
            let mut v = serde_json::to_value(&sol).map_err(|e| Fail(format!("output: {e}")))?;
            v["explain"] =
                serde_json::to_value(&steps).map_err(|e| Fail(format!("output: {e}")))?;
            serde_json::to_string_pretty(&v).map_err(|e| Fail(format!("output: {e}")))?
        }
        Format::Json => serde_json::to_string_pretty(&sol)
            .map_err(|e| Fail(format!("output: cannot encode JSON: {e}")))?,
        Format::Csv => sol.curves.as_ref().map(|c| c.to_csv()).unwrap_or_default(),
    })
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
