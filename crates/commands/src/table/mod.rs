//! `solve` over a table: columns in (one per scenario key), columns out (one per output,
//! a solution's field by its dotted path), rows split over threads. What Python's
//! `dem_contact.solve_table` and `dem-contact solve --table` call; a DEM code's
//! pre-processor can link it the same way:
//!
//! ```
//! use dem_contact_commands::table::{solve_table, Cell, Column, OutColumn, Outputs, Table};
//! // Teufelsbauer, Hübl & Wu 2008: linear springs, three masses, one stiffness, two restitutions.
//! let m1 = [1e-3, 2e-3, 4e-3];
//! let table = Table::new(3)
//!     .with("model", Column::Same(Cell::Text("linear".into())))?
//!     .with("m1", Column::Numbers(m1[..].into()))?
//!     .with("k", Column::Same(Cell::Number(1e5)))?
//!     .with("v0", Column::Same(Cell::Number(1.0)))?
//!     .with("e", Column::Cells(vec![Cell::Number(0.5), Cell::Text("90 %".into()), Cell::Number(1.3)].into()))?;
//! let outputs = Outputs::new(&["contact_time", "restitution", "regime"])?;
//! let answer = solve_table(&table, &outputs, None);
//! let OutColumn::Numbers(tc) = &answer.columns[0] else { unreachable!() };
//! // Undamped would be π √(m/k); the dashpot lengthens it a little.
//! assert!(tc[0] > std::f64::consts::PI * (1e-3f64 / 1e5).sqrt());
//! assert!(tc[2].is_nan()); // e = 1.3 is refused, that row alone
//! assert_eq!(answer.errors[0].row, 2);
//! assert_eq!(answer.errors[0].error.message, "e = 1.3: restitution must be in (0, 1]");
//! # Ok::<(), dem_contact_commands::CommandError>(())
//! ```
//!
//! Each row is exactly what `solve` answers for the same keys: its scenario is read by the
//! library's `Reader` in the columns' order (as a JSON object's keys are), solved by
//! `dem_contact::solve`, and its outputs read from the solution's own `Serialize` by the
//! paths compiled once ([`Outputs`]): no JSON, no text but a text output's. A row the
//! library refuses has NaN (or none) in every output and its error in
//! [`Answer::errors`]; the other rows are untouched. Work is shared between threads in
//! chunks taken in order from a counter (`std::thread::scope`; no thread pool).

mod csv;
mod outputs;
mod pick;
mod rows;

pub use csv::{answer_csv, table_from_csv};
pub use outputs::{Kind, Outputs, OUTPUTS};

use crate::CommandError;
use std::borrow::Cow;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One cell of a table.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// Not given in this row (as a key left out of a scenario).
    Missing,
    /// A number in SI units (NaN: not given).
    Number(f64),
    /// A text: a number with a unit (`"20 um"`), or a choice (`"tsuji"`, `"true"`).
    Text(String),
    /// A value the caller could not read as a number or a text: the row's error, this
    /// text after `key = ` in its message (`[1, 2]: expected a number, a text or nothing`).
    Invalid(String),
}

/// One column: a scenario key's values, one per row.
#[derive(Debug, Clone, PartialEq)]
pub enum Column<'a> {
    /// Numbers in SI units; NaN: not given in that row.
    Numbers(Cow<'a, [f64]>),
    /// Cells of any kind (numbers, texts with units, missing).
    Cells(Cow<'a, [Cell]>),
    /// The same cell in every row.
    Same(Cell),
}

impl Column<'_> {
    fn len(&self) -> Option<usize> {
        match self {
            Column::Numbers(x) => Some(x.len()),
            Column::Cells(c) => Some(c.len()),
            Column::Same(_) => None,
        }
    }
}

/// The input: a number of rows and a column per scenario key, in the order they are read.
#[derive(Debug, Clone, PartialEq)]
pub struct Table<'a> {
    rows: usize,
    columns: Vec<(String, Column<'a>)>,
}

impl<'a> Table<'a> {
    /// A table of `rows` rows and no columns yet.
    pub fn new(rows: usize) -> Self {
        Table { rows, columns: Vec::new() }
    }

    /// Adds the column of scenario key `key`. Refused: a key that is not a scenario key
    /// (the message of `solve`, with its suggestion), a key given twice, a column of
    /// another length than the table's.
    pub fn with(mut self, key: &str, column: Column<'a>) -> Result<Self, CommandError> {
        let mut probe = dem_contact::Scenario::default();
        if let Err(e) = probe.set(key, dem_contact::Value::Null) {
            return Err(CommandError {
                field: key.into(),
                value: None,
                message: e.to_string(),
                option: false,
            });
        }
        if self.columns.iter().any(|(k, _)| k == key) {
            return Err(CommandError::scenario(format!("{key}: a column given twice")));
        }
        if let Some(n) = column.len().filter(|n| *n != self.rows) {
            return Err(CommandError::scenario(format!(
                "{key}: {n} values for a table of {} rows; every column needs one per row",
                self.rows
            )));
        }
        self.columns.push((key.to_string(), column));
        Ok(self)
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The scenario keys, in the order they are read.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.columns.iter().map(|(k, _)| k.as_str())
    }

    /// Row `row`'s scenario, read as `solve` reads the same keys (its error names the key
    /// and the value the row gave).
    pub fn scenario(&self, row: usize) -> Result<dem_contact::Scenario, CommandError> {
        rows::scenario(self, row)
    }

    /// Row `row`'s whole solution, as `solve` gives it for the same keys (what
    /// [`solve_table`] reads its outputs from).
    pub fn solution(&self, row: usize) -> Result<dem_contact::Solution, CommandError> {
        rows::solution(self, row)
    }
}

/// One output's values, one per row.
#[derive(Debug, Clone, PartialEq)]
pub enum OutColumn {
    /// [`Kind::Number`]: NaN where the row has none (an invalid row, an absent field).
    Numbers(Vec<f64>),
    /// [`Kind::Flag`]: `None` where the row has none.
    Flags(Vec<Option<bool>>),
    /// [`Kind::Text`]: `None` where the row has none.
    Texts(Vec<Option<String>>),
}

/// The error of one row.
#[derive(Debug, Clone, PartialEq)]
pub struct RowError {
    /// The row, from 0.
    pub row: usize,
    /// Its error, as `solve` gives it for the same keys.
    pub error: CommandError,
}

/// The answer: a column per output (in the order asked for), and the rows' errors in
/// order of rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// One column per output.
    pub columns: Vec<OutColumn>,
    /// Each invalid row's error.
    pub errors: Vec<RowError>,
}

/// Solves every row of `table` for `outputs` on `threads` threads (`None`: every core).
pub fn solve_table(table: &Table<'_>, outputs: &Outputs, threads: Option<usize>) -> Answer {
    run(table, outputs, threads, false)
}

/// [`solve_table`], stopping at the first invalid row: its error (rows after it may not
/// have been solved), or every column.
pub fn solve_table_or_first_error(
    table: &Table<'_>,
    outputs: &Outputs,
    threads: Option<usize>,
) -> Result<Vec<OutColumn>, RowError> {
    let answer = run(table, outputs, threads, true);
    match answer.errors.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(answer.columns),
    }
}

/// The threads to use: `threads`, or every core, never more than one per 64 rows.
fn threads_for(rows: usize, threads: Option<usize>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    threads.unwrap_or(cores).clamp(1, rows.div_ceil(64).max(1))
}

/// One chunk's answer: its first row, its columns and its errors.
type Chunk = (usize, Vec<OutColumn>, Vec<RowError>);

fn run(table: &Table<'_>, outputs: &Outputs, threads: Option<usize>, stop: bool) -> Answer {
    let rows = table.rows;
    let threads = threads_for(rows, threads);
    // Chunks small enough to balance slow (integrated) rows, large enough that taking one
    // costs nothing beside its rows.
    let size = (rows / (threads * 16)).clamp(16, 4096);
    let next = AtomicUsize::new(0);
    let first_bad = AtomicUsize::new(usize::MAX);
    let done: Mutex<Vec<Chunk>> = Mutex::new(Vec::new());
    let work = || {
        let mut mine = Vec::new();
        loop {
            let start = next.fetch_add(size, Ordering::Relaxed);
            if start >= rows || (stop && start > first_bad.load(Ordering::Relaxed)) {
                break;
            }
            let end = (start + size).min(rows);
            let (cols, errors) = rows::solve_range(table, outputs, start..end, stop);
            if let Some(e) = errors.first() {
                first_bad.fetch_min(e.row, Ordering::Relaxed);
            }
            mine.push((start, cols, errors));
        }
        done.lock().unwrap_or_else(std::sync::PoisonError::into_inner).extend(mine);
    };
    if threads == 1 {
        work();
    } else {
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(work);
            }
        });
    }
    let mut chunks = done.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    chunks.sort_by_key(|c| c.0);
    gather(outputs, rows, chunks)
}

/// The chunks' columns and errors joined in order of rows.
fn gather(outputs: &Outputs, rows: usize, chunks: Vec<Chunk>) -> Answer {
    let mut columns = rows::columns(outputs, rows);
    let mut errors = Vec::new();
    for (_, cols, errs) in chunks {
        for (all, part) in columns.iter_mut().zip(cols) {
            match (all, part) {
                (OutColumn::Numbers(a), OutColumn::Numbers(p)) => a.extend(p),
                (OutColumn::Flags(a), OutColumn::Flags(p)) => a.extend(p),
                (OutColumn::Texts(a), OutColumn::Texts(p)) => a.extend(p),
                _ => {}
            }
        }
        errors.extend(errs);
    }
    Answer { columns, errors }
}
