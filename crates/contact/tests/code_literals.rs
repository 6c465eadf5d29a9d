//! One file per code: what a DEM code does with a setting is written in that code's own file
//! (`codes/<code>.rs`, `codes/<code>_*.rs`, `codes/*_<code>.rs` or `codes/<code>/`), not
//! keyed by the setting's id in files shared by every code. Counted from the source: every
//! string literal outside comments and test modules of `src/` that equals the id of a code
//! setting (normal, adhesive, rolling or bridge: each `id: "…"` under `src/codes/`), where
//! the file is not that code's own (the code is the id's first word: `liggghts-hertz` →
//! LIGGGHTS). The count may only fall: [`CEILING`] is the figure reached.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The most such literals the source may hold.
const CEILING: usize = 1;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The file's text up to its test module, without comments (a line's `//` onwards; a `//`
/// inside a string is rare enough in this crate's code to be left as it is).
fn code_text(p: &Path) -> String {
    strip(&std::fs::read_to_string(p).unwrap())
}

/// [`code_text`] of a text: up to a line `#[cfg(test)]` followed by `mod …`, with the
/// comments (from `//` outside a string to the line's end) left out.
fn strip(text: &str) -> String {
    let mut kept = String::new();
    let mut lines = text.lines().peekable();
    while let Some(l) = lines.next() {
        let next_is_mod = lines.peek().is_some_and(|n| n.trim_start().starts_with("mod "));
        if l.trim() == "#[cfg(test)]" && next_is_mod {
            break;
        }
        kept.push_str(l);
        kept.push('\n');
    }
    let (mut out, mut in_string, mut in_comment) = (String::new(), false, false);
    let mut chars = kept.chars().peekable();
    while let Some(c) = chars.next() {
        if in_comment {
            if c == '\n' {
                in_comment = false;
                out.push(c);
            }
            continue;
        }
        if in_string && c == '\\' {
            out.push(c);
            out.extend(chars.next());
            continue;
        }
        if c == '"' {
            in_string = !in_string;
        } else if c == '\'' && !in_string {
            // A char literal such as '"' (a lifetime's quote is left as it is).
            let mut look = chars.clone();
            if let (Some(a), Some('\'')) = (look.next(), look.next()) {
                out.push(c);
                out.push(a);
                out.push('\'');
                chars = look;
                continue;
            }
        } else if c == '/' && !in_string && chars.peek() == Some(&'/') {
            in_comment = true;
            continue;
        }
        out.push(c);
    }
    out
}

/// The string literals of a text (plain `"…"`, escapes skipped; raw strings are not used
/// for ids).
fn literals(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\'' {
            // A char literal such as '"' (a lifetime's quote is harmless: the next char).
            let mut look = chars.clone();
            if let (Some(_), Some('\'')) = (look.next(), look.next()) {
                chars = look;
            }
            continue;
        }
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(d) = chars.next() {
            match d {
                '\\' => {
                    chars.next();
                }
                '"' => break,
                _ => s.push(d),
            }
        }
        out.push(s);
    }
    out
}

/// Every setting id declared under `src/codes/` (`id: "…"`).
fn ids(all: &[PathBuf]) -> BTreeSet<String> {
    let codes = src().join("codes");
    let mut out = BTreeSet::new();
    for p in all.iter().filter(|p| p.starts_with(&codes)) {
        let text = code_text(p);
        for (i, _) in text.match_indices("id: \"") {
            let rest = &text[i + 5..];
            let end = rest.find('"').unwrap();
            out.insert(rest[..end].to_string());
        }
    }
    out
}

/// Whether `p` is the own file of the code of `id`.
fn own(p: &Path, id: &str) -> bool {
    let code = id.split('-').next().unwrap();
    let Ok(rel) = p.strip_prefix(src().join("codes")) else {
        return false;
    };
    let mut parts = rel.components();
    let first = parts.next().unwrap().as_os_str().to_string_lossy().into_owned();
    if parts.next().is_some() {
        return first == code;
    }
    let stem = first.trim_end_matches(".rs");
    stem == code || stem.starts_with(&format!("{code}_")) || stem.ends_with(&format!("_{code}"))
}

/// Each file's literals naming another code's setting, by file.
fn count() -> Vec<(String, usize)> {
    let mut all = Vec::new();
    files(&src(), &mut all);
    all.sort();
    let ids = ids(&all);
    assert!(ids.len() > 40, "the settings were not found: {ids:?}");
    let mut out = Vec::new();
    for p in &all {
        if p.file_stem().is_some_and(|s| s == "tests") {
            continue;
        }
        let n = literals(&code_text(p))
            .iter()
            .filter(|l| ids.contains(l.as_str()) && !own(p, l))
            .count();
        if n > 0 {
            let rel = p.strip_prefix(src()).unwrap().display().to_string();
            out.push((rel, n));
        }
    }
    out
}

#[test]
fn a_code_setting_is_named_in_its_own_file() {
    let by_file = count();
    let total: usize = by_file.iter().map(|(_, n)| n).sum();
    let table: Vec<String> = by_file.iter().map(|(f, n)| format!("{f} {n}")).collect();
    println!(
        "{total} literals naming a code setting outside its code's file:\n{}",
        table.join("\n")
    );
    assert!(
        total <= CEILING,
        "{total} literals name a code setting outside its code's file (at most {CEILING}):\n{}",
        table.join("\n")
    );
}

#[test]
fn the_counter_counts() {
    let text = "let a = \"x-y\"; // \"x-z\"\nlet c = '\"'; let b = \"w\\\"\";";
    assert_eq!(literals(&strip(text)), ["x-y", "w"]);
    let codes = src().join("codes");
    assert!(own(&codes.join("liggghts.rs"), "liggghts-hertz"));
    assert!(own(&codes.join("bridge_liggghts.rs"), "liggghts-hertz"));
    assert!(own(&codes.join("lammps/rolling.rs"), "lammps-sds"));
    assert!(!own(&codes.join("adhesion.rs"), "lammps-jkr"));
    assert!(!own(&src().join("scenario.rs"), "yade-viscel"));
}
