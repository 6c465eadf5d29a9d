//! One row of a table: its scenario read from the columns, key by key in the columns' order
//! as the library's `Reader` reads a JSON object, solved, and its outputs picked; or its
//! error, with the value the row gave.

use super::outputs::{Kind, Outputs};
use super::pick::{pick, Slot};
use super::{Cell, Column, OutColumn, RowError, Table};
use crate::CommandError;
use dem_contact::batch::Plan;
use dem_contact::{NumberKey, Scenario, Solution, Value};

/// A cell as the library's value; `None`: not given (a missing cell, or NaN).
fn value(cell: &Cell) -> Option<Value<'_>> {
    match cell {
        Cell::Missing | Cell::Invalid(_) => None,
        Cell::Number(x) if x.is_nan() => None,
        Cell::Number(x) => Some(Value::Number(*x)),
        Cell::Text(s) => Some(Value::Text(s)),
    }
}

impl Column<'_> {
    /// The value of row `i`.
    fn at(&self, i: usize) -> Result<Option<Value<'_>>, &str> {
        let cell = match self {
            Column::Numbers(x) => return Ok(Some(x[i]).filter(|x| !x.is_nan()).map(Value::Number)),
            Column::Cells(c) => &c[i],
            Column::Same(c) => c,
        };
        match cell {
            Cell::Invalid(why) => Err(why),
            c => Ok(value(c)),
        }
    }

    /// Row `i`'s cell as JSON, for an error's value (`None` where not given).
    fn json(&self, i: usize) -> Option<Box<serde_json::Value>> {
        let v = match self {
            Column::Numbers(x) => Cell::Number(x[i]),
            Column::Cells(c) => c[i].clone(),
            Column::Same(c) => c.clone(),
        };
        match v {
            Cell::Number(x) if x.is_nan() => None,
            Cell::Number(x) => Some(Box::new(
                serde_json::Number::from_f64(x).map_or_else(|| x.to_string().into(), Into::into),
            )),
            Cell::Text(s) => Some(Box::new(s.into())),
            Cell::Missing | Cell::Invalid(_) => None,
        }
    }
}

/// Row `i`'s scenario: each key set in the columns' order, then the choices a code makes
/// itself refused beside a `code` — what the library's `Reader` does with a JSON object's
/// keys, less its check for a key given twice, which a table cannot hold ([`Table::with`]).
pub(crate) fn scenario(table: &Table<'_>, i: usize) -> Result<Scenario, CommandError> {
    let mut sc = Scenario::default();
    let mut named = None;
    for (key, col) in &table.columns {
        set(table, &mut sc, &mut named, key, col, i)?;
    }
    sc.no_choice_beside_code(named).map_err(|e| error(table, i, &e))?;
    Ok(sc)
}

/// Sets column `key`'s value of row `i` in `sc`; `named`: the first model, end or mass rule
/// written so far.
fn set(
    table: &Table<'_>,
    sc: &mut Scenario,
    named: &mut Option<&'static str>,
    key: &str,
    col: &Column<'_>,
    i: usize,
) -> Result<(), CommandError> {
    match col.at(i) {
        Ok(Some(v)) => {
            *named = named.or(Scenario::decided_by_code(key, &v));
            sc.set(key, v).map_err(|e| error(table, i, &e))
        }
        Ok(None) => Ok(()),
        Err(why) => Err(CommandError {
            field: key.to_string(),
            value: None,
            message: format!("{key} = {why}"),
            option: false,
        }),
    }
}

/// The columns that hold one value for every row, read once: the scenario they give alone
/// (each row's starts from a copy of it and sets its other columns, in order), per column
/// the model, end or mass rule it writes when it is one of them, and the library's plan for
/// the rows when it serves the outputs asked for ([`plan`]).
pub(crate) struct Template {
    base: Scenario,
    named: Vec<Option<&'static str>>,
    /// Per column of numbers, its key resolved once where it is a plain number.
    numbers: Vec<Option<NumberKey>>,
    plan: Option<Plan>,
}

/// The [`Template`] of `table`; `None` when a column of one value is refused (every row then
/// reads its scenario whole, so that its error is the first in the columns' order). Each
/// key sets its own fields whatever the others hold, so the order in which they are set
/// changes nothing but which error comes first.
pub(crate) fn template(table: &Table<'_>) -> Option<Template> {
    let mut base = Scenario::default();
    let mut named = Vec::with_capacity(table.columns.len());
    let mut numbers = Vec::with_capacity(table.columns.len());
    for (key, col) in &table.columns {
        let mut n = None;
        if let Column::Same(_) = col {
            set(table, &mut base, &mut n, key, col, 0).ok()?;
        }
        named.push(n);
        numbers.push(match col {
            Column::Numbers(_) => NumberKey::of(key),
            _ => None,
        });
    }
    Some(Template { base, named, numbers, plan: None })
}

/// The library's plan for the rows of `table` over `t`'s base ([`dem_contact::batch`]):
/// what every row shares checked once, each row's closed form computed without its whole
/// solution, where the outputs are all numbers it serves and the columns of more than one
/// value all keys it serves (each row's cells set as `solve` sets them: a text with its
/// unit, which the plan checks per row).
fn plan(table: &Table<'_>, t: &Template, outputs: &Outputs) -> Option<Plan> {
    let varying: Vec<&str> = table
        .columns
        .iter()
        .filter(|(_, col)| !matches!(col, Column::Same(_)))
        .map(|(key, _)| key.as_str())
        .collect();
    let paths: Vec<&str> = outputs.paths().iter().map(String::as_str).collect();
    Plan::new(&t.base, &varying, &paths)
}

/// Row `i`'s scenario as [`scenario`] reads it, written over `sc`: a scenario that holds the
/// columns of one value from `t` (its base) and any other row's values of the other columns,
/// each of which is set again here — to the row's value, or reset to "not given" where the
/// row has none — so that no value of another row is left (a copy of the base per row cost
/// a tenth of a closed-form row). An error leaves `sc` as partly written, which the next
/// row's columns write over again.
fn scenario_over(
    table: &Table<'_>,
    t: &Template,
    i: usize,
    sc: &mut Scenario,
) -> Result<(), CommandError> {
    let mut named = None;
    for (((key, col), same), number) in table.columns.iter().zip(&t.named).zip(&t.numbers) {
        match (col, number) {
            (Column::Same(_), _) => named = named.or(*same),
            // A plain number (NaN: not given), set as `set` sets it, without its look-up.
            (Column::Numbers(x), Some(k)) => sc.set_number(*k, Some(x[i]).filter(|x| !x.is_nan())),
            (_, _) => match col.at(i) {
                // Not given in this row: reset as a JSON null would (an earlier row's value
                // must not stay).
                Ok(None) => sc.set(key, Value::Null).map_err(|e| error(table, i, &e))?,
                _ => set(table, sc, &mut named, key, col, i)?,
            },
        }
    }
    sc.no_choice_beside_code(named).map_err(|e| error(table, i, &e))
}

/// The library's error for row `i`, with the value the row gave for its field.
fn error(table: &Table<'_>, i: usize, e: &dem_contact::Error) -> CommandError {
    let field = e.field().to_string();
    let value = table.columns.iter().find(|(k, _)| *k == field).and_then(|(_, c)| c.json(i));
    CommandError { field, value, message: e.to_string(), option: false }
}

/// Row `i`'s solution, as `solve` gives it for the same keys.
pub(crate) fn solution(table: &Table<'_>, i: usize) -> Result<Solution, CommandError> {
    let sc = scenario(table, i)?;
    dem_contact::solve(&sc).map_err(|e| error(table, i, &e))
}

/// What a chunk reuses from row to row: the table's [`Template`], the scenario each row is
/// written over, and the numbers a plan writes a row's outputs into.
pub(crate) struct Reuse<'a> {
    t: &'a Template,
    sc: &'a mut Scenario,
    numbers: &'a mut [f64],
}

/// Solves row `i`, its scenario read with `reuse` where given (written over the chunk's
/// scenario): by the template's plan where it serves the row (every number as `solve` gives
/// it, into `reuse`'s numbers), else into `slots` (cleared first) from its solution built in
/// `out` (the chunk's): by `dem_contact::solve_numbers_into` when every output asked for is
/// a number or a flag (each number and flag, and each error, as `solve` gives them; the
/// texts a model writes apart from its numbers possibly empty), by `dem_contact::solve`
/// otherwise.
pub(crate) fn solve(
    table: &Table<'_>,
    outputs: &Outputs,
    i: usize,
    reuse: Option<Reuse<'_>>,
    slots: &mut [Slot],
    out: &mut Option<Solution>,
) -> Result<Solved, CommandError> {
    let whole;
    let sc = match reuse {
        Some(Reuse { t, sc, numbers }) => {
            scenario_over(table, t, i, sc)?;
            if t.plan.as_ref().is_some_and(|p| p.solve(sc, numbers)) {
                return Ok(Solved::Numbers);
            }
            &*sc
        }
        None => {
            whole = scenario(table, i)?;
            &whole
        }
    };
    slots.iter_mut().for_each(|s| *s = Slot::None);
    // Numbers alone: the solution built in the chunk's `out`, not moved out per row.
    let sol = if outputs.numbers_only() {
        dem_contact::solve_numbers_into(sc, out)
    } else {
        dem_contact::solve(sc).map(|s| &*out.insert(s))
    };
    pick(sol.map_err(|e| error(table, i, &e))?, &outputs.root, slots);
    Ok(Solved::Slots)
}

/// Where [`solve`] wrote a row's outputs.
pub(crate) enum Solved {
    /// In the slots.
    Slots,
    /// The plan's numbers, one per output, in [`Reuse`]'s numbers.
    Numbers,
}

/// Output columns of `rows` rows for `outputs`, empty.
pub(crate) fn columns(outputs: &Outputs, rows: usize) -> Vec<OutColumn> {
    outputs
        .kinds()
        .iter()
        .map(|k| match k {
            Kind::Number => OutColumn::Numbers(Vec::with_capacity(rows)),
            Kind::Flag => OutColumn::Flags(Vec::with_capacity(rows)),
            Kind::Text => OutColumn::Texts(Vec::with_capacity(rows)),
        })
        .collect()
}

/// Appends a row's slots to the columns (NaN or none where a row has no value).
pub(crate) fn push(columns: &mut [OutColumn], slots: &mut [Slot]) {
    for (col, slot) in columns.iter_mut().zip(slots) {
        match (col, std::mem::take(slot)) {
            (OutColumn::Numbers(v), Slot::Number(x)) => v.push(x),
            (OutColumn::Numbers(v), _) => v.push(f64::NAN),
            (OutColumn::Flags(v), Slot::Flag(b)) => v.push(Some(b)),
            (OutColumn::Flags(v), _) => v.push(None),
            (OutColumn::Texts(v), Slot::Text(s)) => v.push(Some(s)),
            (OutColumn::Texts(v), _) => v.push(None),
        }
    }
}

/// Solves rows `range` into new columns and the rows' errors; stops after the first error
/// when `stop` says a row at or before `range.start` has already failed.
pub(crate) fn solve_range(
    table: &Table<'_>,
    outputs: &Outputs,
    range: std::ops::Range<usize>,
    stop_on_error: bool,
) -> (Vec<OutColumn>, Vec<RowError>) {
    let mut cols = columns(outputs, range.len());
    let mut slots = vec![Slot::None; outputs.kinds().len()];
    let mut errors = Vec::new();
    // (A panic there, a bug, leaves each row to read its scenario whole and report it.)
    let t = std::panic::catch_unwind(|| {
        template(table).map(|mut t| {
            t.plan = plan(table, &t, outputs);
            t
        })
    })
    .ok()
    .flatten();
    // One scenario for the chunk, each row written over it ([`scenario_over`]).
    let mut sc = t.as_ref().map(|t| t.base.clone());
    let mut numbers = vec![0.0; slots.len()];
    let mut out = None;
    for i in range {
        let solved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let reuse =
                t.as_ref().zip(sc.as_mut()).map(|(t, sc)| Reuse { t, sc, numbers: &mut numbers });
            solve(table, outputs, i, reuse, &mut slots, &mut out)
        }))
        .unwrap_or_else(|p| Err(panicked(&p)));
        match solved {
            // The plan's numbers, straight into their columns (every output a number).
            Ok(Solved::Numbers) => {
                for (col, x) in cols.iter_mut().zip(&numbers) {
                    if let OutColumn::Numbers(v) = col {
                        v.push(*x);
                    }
                }
                continue;
            }
            Ok(Solved::Slots) => {}
            Err(error) => {
                slots.iter_mut().for_each(|s| *s = Slot::None);
                errors.push(RowError { row: i, error });
                if stop_on_error {
                    push(&mut cols, &mut slots);
                    break;
                }
            }
        }
        push(&mut cols, &mut slots);
    }
    (cols, errors)
}

/// A panic inside the library, as the row's error (a bug: it never should).
fn panicked(p: &Box<dyn std::any::Any + Send>) -> CommandError {
    let what = p
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into());
    CommandError::scenario(format!(
        "scenario: dem-contact failed inside the library (a bug, please report it): {what}"
    ))
}
