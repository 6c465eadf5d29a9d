//! `dem-contact solve --table FILE --outputs a,b,c [--threads N]`: a CSV table of scenarios
//! (a header of scenario keys, a row per contact) solved on every core, answered as CSV (a
//! column per output and `errors`, a row per input row) by the commands' `table`.

use crate::Fail;
use dem_contact_commands::table::{answer_csv, solve_table, table_from_csv, Outputs};
use dem_contact_commands::whole;
use serde_json::Value;
use std::io::Read;

/// What `--outputs` is when not given.
const DEFAULT_OUTPUTS: &str = "restitution,contact_time,max_overlap,max_force";

/// The options of `solve --table`, each once.
#[derive(Default)]
struct Options {
    table: Option<String>,
    outputs: Option<String>,
    threads: Option<usize>,
}

fn options(args: &[String]) -> Result<Options, Fail> {
    let mut o = Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value =
            |name: &str| it.next().cloned().ok_or_else(|| Fail(format!("{name}: missing value")));
        let twice = |name: &str| Fail(format!("{name}: given twice; give it once"));
        match a.as_str() {
            "--table" if o.table.is_some() => return Err(twice("--table")),
            "--table" => o.table = Some(value("--table")?),
            "--outputs" if o.outputs.is_some() => return Err(twice("--outputs")),
            "--outputs" => o.outputs = Some(value("--outputs")?),
            "--threads" if o.threads.is_some() => return Err(twice("--threads")),
            "--threads" => {
                let n = whole("threads", &Value::String(value("--threads")?))?;
                if n == 0 {
                    return Err(Fail(
                        "--threads = 0: at least 1 (or leave it out: every core)".into(),
                    ));
                }
                o.threads = Some(n);
            }
            "-h" | "--help" => return Err(Fail(String::new())),
            other => {
                return Err(Fail(format!(
                    "{other}: not an option of solve --table (it takes --table, --outputs, \
                     --threads); try dem-contact --help"
                )))
            }
        }
    }
    Ok(o)
}

/// The table's text: a file, or `-` for stdin.
fn read(arg: &str) -> Result<String, Fail> {
    if arg == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| Fail(format!("table: cannot read stdin: {e}")))?;
        Ok(s)
    } else {
        std::fs::read_to_string(arg)
            .map_err(|e| Fail(format!("table: cannot read file {arg:?}: {e}")))
    }
}

/// Runs `solve --table …` (`args`: the options after `solve`); the CSV answer, and on stderr
/// how many rows were refused (each one's message is in its `errors` cell).
pub fn run(args: &[String]) -> Result<String, Fail> {
    let o = options(args)?;
    let file = o.table.ok_or_else(|| Fail("--table: missing; give a CSV file or -".into()))?;
    let paths: Vec<&str> =
        o.outputs.as_deref().unwrap_or(DEFAULT_OUTPUTS).split(',').map(str::trim).collect();
    let outputs = Outputs::new(&paths)?;
    let table = table_from_csv(&read(&file)?)?;
    let answer = solve_table(&table, &outputs, o.threads);
    if !answer.errors.is_empty() {
        eprintln!(
            "note: {} of {} rows refused (the errors column says why)",
            answer.errors.len(),
            table.rows()
        );
    }
    Ok(answer_csv(&outputs, &answer))
}
