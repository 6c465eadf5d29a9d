//! A table as CSV (RFC 4180: a header of scenario keys, fields separated by commas, quoted
//! with `"` where they hold a comma, a quote or a line break), and an answer written back
//! as CSV: a column per output and `errors`, a row per input row.

use super::{Answer, Cell, Column, OutColumn, Outputs, Table};
use crate::CommandError;
use std::fmt::Write;

/// The records of `text`: fields of each line, quotes removed.
fn records(text: &str) -> Result<Vec<Vec<String>>, String> {
    let (mut out, mut rec, mut field) = (Vec::new(), Vec::new(), String::new());
    let (mut quoted, mut line) = (false, 1usize);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (false, '"') if field.is_empty() => quoted = true,
            (false, ',') => rec.push(std::mem::take(&mut field)),
            (false, '\r') if chars.peek() == Some(&'\n') => {}
            (false, '\n') => {
                rec.push(std::mem::take(&mut field));
                out.push(std::mem::take(&mut rec));
                line += 1;
            }
            (_, c) => {
                line += usize::from(c == '\n');
                field.push(c);
            }
        }
    }
    if quoted {
        return Err(format!("line {line}: a quoted field is not closed"));
    }
    if !field.is_empty() || !rec.is_empty() {
        rec.push(field);
        out.push(rec);
    }
    // Blank lines (a trailing one above all) hold no row.
    out.retain(|r| !(r.len() == 1 && r[0].trim().is_empty()));
    Ok(out)
}

/// Reads a CSV table: the header names the scenario keys; each line is a row, each field
/// a text read as the key reads it (a number, a number with a unit, a choice); an empty
/// field is "not given" in that row.
pub fn table_from_csv(text: &str) -> Result<Table<'static>, CommandError> {
    let bad = |m: String| CommandError::option("table", None, &format!(": {m}"));
    let mut recs = records(text.strip_prefix('\u{feff}').unwrap_or(text)).map_err(bad)?;
    if recs.is_empty() {
        return Err(bad("empty; the first line names the scenario keys (model,m1,k,v0,e)".into()));
    }
    let header: Vec<String> = recs.remove(0).into_iter().map(|k| k.trim().to_string()).collect();
    let mut cols: Vec<Vec<Cell>> = vec![Vec::with_capacity(recs.len()); header.len()];
    for (i, rec) in recs.into_iter().enumerate() {
        if rec.len() != header.len() {
            return Err(bad(format!(
                "line {}: {} fields where the header has {}",
                i + 2,
                rec.len(),
                header.len()
            )));
        }
        for (col, field) in cols.iter_mut().zip(rec) {
            col.push(if field.trim().is_empty() { Cell::Missing } else { Cell::Text(field) });
        }
    }
    let rows = cols.first().map_or(0, Vec::len);
    let mut table = Table::new(rows);
    for (key, col) in header.iter().zip(cols) {
        // A column of one value throughout is read once (as a value given for every row:
        // the same scenarios), which lets the library's plan serve the other columns' rows.
        let column = match col.first() {
            Some(first) if col.iter().all(|c| c == first) => Column::Same(first.clone()),
            _ => Column::Cells(col.into()),
        };
        table = table.with(key, column)?;
    }
    Ok(table)
}

/// A field for CSV: quoted where it must be.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// The answer as CSV: a header of the outputs' paths and `errors`, then a line per row:
/// numbers in full precision (`{:e}`, read back to the same double), `true`/`false`,
/// texts, and empty where a row has none; `errors` holds an invalid row's message.
pub fn answer_csv(outputs: &Outputs, answer: &Answer) -> String {
    let mut out = String::new();
    for p in outputs.paths() {
        out.push_str(&field(p));
        out.push(',');
    }
    out.push_str("errors\n");
    let rows = answer.columns.first().map_or(0, |c| match c {
        OutColumn::Numbers(v) => v.len(),
        OutColumn::Flags(v) => v.len(),
        OutColumn::Texts(v) => v.len(),
    });
    let mut errors = answer.errors.iter().peekable();
    for i in 0..rows {
        for col in &answer.columns {
            let _ = match col {
                OutColumn::Numbers(v) if v[i].is_nan() => Ok(()),
                OutColumn::Numbers(v) => write!(out, "{:e}", v[i]),
                OutColumn::Flags(v) => v[i].map_or(Ok(()), |b| write!(out, "{b}")),
                OutColumn::Texts(v) => {
                    v[i].as_deref().map_or(Ok(()), |s| write!(out, "{}", field(s)))
                }
            };
            out.push(',');
        }
        if let Some(e) = errors.next_if(|e| e.row == i) {
            out.push_str(&field(&e.error.message));
        }
        out.push('\n');
    }
    out
}
