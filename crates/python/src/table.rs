//! `solve_table`: the columns of `dem_contact.solve_table` (`dem_contact/_table.py`) read
//! into the commands' [`Table`], solved without the GIL on every core, and the outputs
//! handed back as bytes NumPy reads without a copy per value. No JSON on the way.

use dem_contact_commands::table::{self, Cell, Column, OutColumn, Outputs, Table};
use dem_contact_commands::CommandError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyFloat, PyInt, PyList, PyString, PyTuple};

/// What a cell must be, for an error about one that is not.
const EXPECTED: &str = "expected a number, a text (a number with a unit, a choice) or nothing";

/// `repr(x)` kept to a line.
fn short(x: &Bound<'_, PyAny>) -> String {
    let r = x.repr().map_or_else(|_| "?".to_string(), |r| r.to_string());
    if r.chars().count() > 40 {
        format!("{}…", r.chars().take(39).collect::<String>())
    } else {
        r
    }
}

/// A Python value as a cell, as `solve` reads it from JSON: `None` (and NaN) not given,
/// `True`/`False` the texts `true`/`false`, numbers, texts; anything else the row's error.
fn cell(x: &Bound<'_, PyAny>) -> Cell {
    if x.is_none() {
        Cell::Missing
    } else if let Ok(b) = x.cast::<PyBool>() {
        Cell::Text(if b.is_true() { "true" } else { "false" }.into())
    } else if let Ok(f) = x.cast::<PyFloat>() {
        Cell::Number(f.value())
    } else if x.is_instance_of::<PyInt>() {
        match x.extract::<f64>() {
            Ok(v) => Cell::Number(v),
            Err(_) => {
                Cell::Invalid(format!("{}: beyond the largest number (about 1.8e308)", short(x)))
            }
        }
    } else if let Ok(s) = x.cast::<PyString>() {
        match s.to_cow() {
            Ok(t) => Cell::Text(t.into_owned()),
            Err(_) => Cell::Invalid(format!("{}: text that is not valid Unicode", short(x))),
        }
    } else {
        Cell::Invalid(format!("{}: {EXPECTED}", short(x)))
    }
}

/// One column from its (key, kind, payload): `n` float64 bytes in the machine's order,
/// `c` a list of Python values, `s` one value for every row.
fn column(kind: &str, payload: &Bound<'_, PyAny>) -> PyResult<Column<'static>> {
    Ok(match kind {
        "n" => {
            let bytes = payload.cast::<PyBytes>()?.as_bytes();
            let x: Vec<f64> = bytes
                .chunks_exact(8)
                .map(|b| f64::from_ne_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
                .collect();
            Column::Numbers(x.into())
        }
        "c" => {
            let list = payload.cast::<PyList>()?;
            Column::Cells(list.iter().map(|x| cell(&x)).collect::<Vec<_>>().into())
        }
        _ => Column::Same(cell(payload)),
    })
}

/// An output column for Python as (kind, payload): `n` numbers as float64 bytes, `b` flags
/// as bytes (0 false, 1 true, 2 none), `t` texts as a list of str or None.
fn out(py: Python<'_>, c: OutColumn) -> PyResult<(&'static str, Bound<'_, PyAny>)> {
    Ok(match c {
        OutColumn::Numbers(x) => {
            let bytes: Vec<u8> = x.iter().flat_map(|v| v.to_ne_bytes()).collect();
            ("n", PyByteArray::new(py, &bytes).into_any())
        }
        OutColumn::Flags(x) => {
            let bytes: Vec<u8> = x.iter().map(|b| b.map_or(2, u8::from)).collect();
            ("b", PyByteArray::new(py, &bytes).into_any())
        }
        OutColumn::Texts(x) => ("t", PyList::new(py, x)?.into_any()),
    })
}

/// `("error", field, message)` for an error about the call as a whole.
fn refused<'py>(py: Python<'py>, e: &CommandError) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, ["error", e.field.as_str(), e.message.as_str()])
}

/// Solves a table: `columns` as [(key, kind, payload)] (see [`column`]), `rows` rows,
/// `outputs` dotted paths, on `threads` threads (None: every core); `stop`: stop at the
/// first invalid row. Answers `("ok", [column per output], [(row, field, message)])` or
/// `("error", field, message)` when the columns or outputs themselves are refused.
#[pyfunction]
#[pyo3(signature = (columns, rows, outputs, threads, stop))]
pub fn solve_table<'py>(
    py: Python<'py>,
    columns: Vec<(String, String, Bound<'py, PyAny>)>,
    rows: usize,
    outputs: Vec<String>,
    threads: Option<usize>,
    stop: bool,
) -> PyResult<Bound<'py, PyTuple>> {
    let outputs = match Outputs::new(&outputs) {
        Ok(o) => o,
        Err(e) => return refused(py, &e),
    };
    let mut t = Table::new(rows);
    for (key, kind, payload) in columns {
        t = match t.with(&key, column(&kind, &payload)?) {
            Ok(t) => t,
            Err(e) => return refused(py, &e),
        };
    }
    let answer = py.detach(|| {
        if stop {
            match table::solve_table_or_first_error(&t, &outputs, threads) {
                Ok(columns) => table::Answer { columns, errors: Vec::new() },
                Err(e) => table::Answer { columns: Vec::new(), errors: vec![e] },
            }
        } else {
            table::solve_table(&t, &outputs, threads)
        }
    });
    let cols = answer.columns.into_iter().map(|c| out(py, c)).collect::<PyResult<Vec<_>>>()?;
    let errors: Vec<(usize, String, String)> =
        answer.errors.into_iter().map(|e| (e.row, e.error.field, e.error.message)).collect();
    (String::from("ok"), cols, errors).into_pyobject(py)
}

/// The native solve alone, for `bench/python.py`: each row's scenario read and solved as
/// [`solve_table`] does, on this thread, the solutions dropped; answers the rows refused.
#[pyfunction]
pub fn _solve_rows_for_bench(
    py: Python<'_>,
    columns: Vec<(String, String, Bound<'_, PyAny>)>,
    rows: usize,
) -> PyResult<usize> {
    let mut t = Table::new(rows);
    for (key, kind, payload) in columns {
        t = t
            .with(&key, column(&kind, &payload)?)
            .map_err(|e| pyo3::exceptions::PyValueError::new_err(e.message))?;
    }
    Ok(py.detach(|| (0..rows).filter(|&i| t.solution(i).is_err()).count()))
}
