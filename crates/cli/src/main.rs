//! `dem-contact`: the contact calculator on the command line.
//!
//! ```text
//! dem-contact solve --scenario '<json>' | FILE | -   [--curves N] [--format json|csv]
//! ```
//!
//! Prints one JSON object (the library's `Solution`), or with `--format csv` the sampled
//! curves with a header carrying units. Invalid input: exit status 2 and one line on
//! stderr naming the field, the value and the allowed range.

use dem_contact::{solve_with_curves, Error, Scenario, Solution};
use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
dem-contact — DEM normal contact calculator

USAGE:
    dem-contact solve --scenario <JSON | FILE | -> [--curves N] [--format json|csv]
    dem-contact keys
    dem-contact --help | --version

solve       Solve one contact scenario and print the solution as one JSON object.
  --scenario  The scenario: a JSON object, a path to a file holding one, or - for stdin.
  --curves N  Add N samples of t [s], overlap [m], force [N] over the contact.
  --format    json (default) or csv (the curves, 201 samples unless --curves says).
keys        List the scenario keys with their units.

SCENARIO KEYS (SI units):
    model      \"linear\"
    m1, m2     masses [kg]; leave m2 out for a wall
    mass_rule  \"reduced\" (default, m1 m2/(m1+m2)) or \"arithmetic\" ((m1+m2)/2, PFC3D 3.0)
    k          contact stiffness [N/m], or k1 and k2 [N/m] in series
    v0         impact speed [m/s] (> 0)
    e          restitution in (0, 1], or
    damping    the model's damping constant (linear: damping ratio α)
    end        \"overlap\" (default: contact ends when the overlap returns to 0)
               or \"force\" (when the force returns to 0: no tension)
    g          body acceleration pushing the bodies together [m/s²] (default 0)

EXAMPLE:
    dem-contact solve --scenario '{\"model\":\"linear\",\"m1\":5,\"m2\":5,\"k1\":1e4,\"k2\":1e4,\"v0\":2,\"damping\":0.5}'

Exit status: 0 success, 2 invalid input or usage.";

const KEYS_HELP: &str = "\
model      text   linear
m1         kg     mass of body 1 (required)
m2         kg     mass of body 2 (omit for a wall)
mass_rule  text   reduced | arithmetic
k          N/m    contact stiffness (or k1 + k2)
k1         N/m    stiffness of body 1 (series with k2)
k2         N/m    stiffness of body 2 / wall
v0         m/s    impact speed (> 0)
e          1      restitution in (0, 1] (or damping)
damping    1      damping ratio α (or e)
end        text   overlap | force
g          m/s^2  body acceleration pushing the bodies together (default 0)";

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

fn read_scenario(arg: &str) -> Result<Scenario, Fail> {
    let text = if arg.trim_start().starts_with('{') {
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
    };
    serde_json::from_str::<Scenario>(&text).map_err(|e| {
        let msg = e.to_string();
        if e.is_data() {
            // Our own message (it starts with the key); drop serde_json's position suffix.
            Fail(msg.rsplit_once(" at line ").map_or(msg.clone(), |(m, _)| m.to_string()))
        } else {
            Fail(format!("scenario: not a JSON object: {msg}"))
        }
    })
}

fn csv(sol: &Solution) -> String {
    let mut out = String::from("t [s],overlap [m],force [N]\n");
    if let Some(c) = &sol.curves {
        for i in 0..c.t.len() {
            out.push_str(&format!("{:e},{:e},{:e}\n", c.t[i], c.overlap[i], c.force[i]));
        }
    }
    out
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
        Some("solve") => {}
        Some(other) => {
            return Err(Fail(format!("unknown command {other:?}; try dem-contact --help")))
        }
    }
    let (mut scenario, mut curves, mut format) = (None, None, Format::Json);
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
            "--format" => {
                format = match value("--format")?.as_str() {
                    "json" => Format::Json,
                    "csv" => Format::Csv,
                    v => return Err(Fail(format!("--format = {v:?}: must be json or csv"))),
                }
            }
            "-h" | "--help" => return Ok(USAGE.to_string()),
            other => return Err(Fail(format!("unknown option {other:?}; try dem-contact --help"))),
        }
    }
    let scenario = scenario
        .ok_or_else(|| Fail("--scenario: missing; give a JSON object, a file or -".into()))?;
    let scenario = read_scenario(&scenario)?;
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
    let sol = solve_with_curves(&scenario, samples)?;
    Ok(match format {
        Format::Json => serde_json::to_string_pretty(&sol)
            .map_err(|e| Fail(format!("output: cannot encode JSON: {e}")))?,
        Format::Csv => csv(&sol),
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
