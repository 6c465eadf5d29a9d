//! The README's command-line examples, run: every command of a ```sh block in README.md and in
//! the docs pages it links to. A `dem-contact …` command (or `cargo run … -p dem-contact-cli
//! -- …`) is run with this build's binary and must succeed; the comment lines right after it
//! (no blank line between) state its output, and the output must say it:
//! - JSON: the stated text is read as a fragment of the answer — `"key": value` pairs, objects
//!   and lists, `…` for what is left out, parentheses for commentary — and each object stated
//!   must match an object of the answer (a key alone, `{"v0", "e"}`, must be present); a
//!   number matches when the answer's rounds to it at the digits written (`0.95666` holds
//!   0.956663 but not 0.95676);
//! - CSV (`--format csv`): line by line, cell by cell, `…` skipping cells;
//! - `error: …`: the command must fail with exit status 2 and say that on stderr.
//!
//! Any other command of a block must be a known program or a file of the repository (the
//! setup and benchmark commands are not run here), so a mistyped `dem-contat` fails too.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md and every `docs/*.md` page it links to, as (name, text).
fn documents() -> Vec<(String, String)> {
    let read = |rel: &str| std::fs::read_to_string(root().join(rel)).unwrap();
    let readme = read("README.md");
    let mut out = vec![("README.md".to_string(), readme.clone())];
    for (i, _) in readme.match_indices("](docs/") {
        let rest = &readme[i + 2..];
        let Some(end) = rest.find([')', '#']) else { continue };
        let rel = &rest[..end];
        if rel.ends_with(".md") && !out.iter().any(|(n, _)| n == rel) {
            out.push((rel.to_string(), read(rel)));
        }
    }
    out
}

/// A fenced block of a Markdown text whose info string is `sh`.
struct Block {
    /// The line number of its first line.
    first: usize,
    /// The index (from 0) of the line after its closing fence.
    after: usize,
    body: String,
}

/// The fenced blocks of a Markdown text whose info string is `sh`.
fn sh_blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, bool, String)> = None;
    for (n, line) in text.lines().enumerate() {
        let fence = line.trim_start().strip_prefix("```");
        match (&mut open, fence) {
            (None, Some(info)) => {
                let sh = matches!(info.trim(), "sh" | "bash" | "shell" | "console");
                open = Some((n + 2, sh, String::new()));
            }
            (Some((start, sh, body)), Some(_)) => {
                if *sh {
                    blocks.push(Block { first: *start, after: n + 1, body: std::mem::take(body) });
                }
                open = None;
            }
            (Some((_, _, body)), None) => {
                body.push_str(line);
                body.push('\n');
            }
            (None, None) => {}
        }
    }
    // An unclosed fence runs to the end of the document (CommonMark).
    if let Some((first, true, body)) = open {
        blocks.push(Block { first, after: text.lines().count(), body });
    }
    blocks
}

/// One command of a block: its words, the line it starts on, and the output stated after it.
#[derive(Debug)]
struct Cmd {
    line: usize,
    words: Vec<String>,
    stated: Vec<String>,
}

/// Splits a block into commands as a POSIX shell reads it (quotes, `\`-newline, comments): a
/// comment line right after a command states its output; a blank line ends that.
fn commands(block: &str, first_line: usize) -> Vec<Cmd> {
    let mut cmds: Vec<Cmd> = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut word: Option<String> = None;
    let mut line = first_line;
    let mut start = line;
    let mut stating = false; // comment lines now state the last command's output
    let mut chars = block.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                for q in chars.by_ref() {
                    if q == '\'' {
                        break;
                    }
                    line += usize::from(q == '\n');
                    w.push(q);
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                while let Some(q) = chars.next() {
                    match q {
                        '"' => break,
                        '\\' if matches!(chars.peek(), Some('"' | '\\' | '$' | '`')) => {
                            w.push(chars.next().unwrap());
                        }
                        _ => {
                            line += usize::from(q == '\n');
                            w.push(q);
                        }
                    }
                }
            }
            '\\' => match chars.next() {
                Some('\n') => line += 1,
                Some(q) => word.get_or_insert_with(String::new).push(q),
                None => {}
            },
            '#' if word.is_none() => {
                let text: String = chars.by_ref().take_while(|&q| q != '\n').collect();
                if words.is_empty() && stating {
                    cmds.last_mut().unwrap().stated.push(text.trim().to_string());
                }
                if words.is_empty() {
                    line += 1;
                    continue;
                }
                // A comment after a command's words: a description; the command ends here.
                cmds.push(Cmd { line: start, words: std::mem::take(&mut words), stated: vec![] });
                stating = true;
                line += 1;
            }
            '\n' => {
                words.extend(word.take());
                if words.is_empty() {
                    stating = false;
                } else {
                    cmds.push(Cmd {
                        line: start,
                        words: std::mem::take(&mut words),
                        stated: vec![],
                    });
                    stating = true;
                }
                line += 1;
            }
            c if c.is_whitespace() => words.extend(word.take()),
            c => {
                if words.is_empty() && word.is_none() {
                    start = line;
                }
                word.get_or_insert_with(String::new).push(c);
            }
        }
    }
    words.extend(word);
    if !words.is_empty() {
        cmds.push(Cmd { line: start, words, stated: vec![] });
    }
    cmds
}

/// The arguments of `dem-contact` in a command, or None when it is not a calculator example.
fn calculator_args(words: &[String]) -> Option<Vec<String>> {
    if words[0] == "dem-contact" {
        return Some(words[1..].to_vec());
    }
    let cli = words.windows(2).any(|w| w[0] == "-p" && w[1] == "dem-contact-cli");
    if words[0] == "cargo" && words.get(1).is_some_and(|w| w == "run") && cli {
        let dashes = words.iter().position(|w| w == "--")?;
        return Some(words[dashes + 1..].to_vec());
    }
    None
}

/// Programs the documentation may name without this test running them.
const PROGRAMS: &[&str] = &["cargo", "rustup", "python3", "node", "npm", "cd", "mkdir", "cp"];

/// A command that is not an example: each part of a `&&` chain must start with a known
/// program, a file of the repository, or a virtual environment's program made earlier.
fn check_other(words: &[String], venvs: &mut Vec<String>, at: &str) -> Result<(), String> {
    for part in words.split(|w| w == "&&" || w == "|" || w == ";") {
        let Some(first) = part.first() else { continue };
        if let [_, m, venv, dir] = part {
            if m == "-m" && venv == "venv" {
                venvs.push(dir.clone());
            }
        }
        let in_venv = venvs.iter().any(|v| first.starts_with(&format!("{v}/bin/")));
        if !(PROGRAMS.contains(&first.as_str()) || in_venv || root().join(first).is_file()) {
            return Err(format!(
                "{at}: `{first}` is neither dem-contact nor a known program or file"
            ));
        }
    }
    Ok(())
}

// ---- the stated output, read as a fragment of the answer ---------------------------------

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Str(String),
    Num(String),
    Word(String),
    Punct(char),
    Gap,
}

fn tokens(text: &str) -> Result<Vec<Tok>, String> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    let mut depth = 0usize; // inside parentheses: commentary, skipped
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                let mut s = String::new();
                while let Some(q) = chars.next() {
                    match q {
                        '"' => break,
                        '\\' => s.push(chars.next().unwrap_or('\\')),
                        _ => s.push(q),
                    }
                }
                if depth == 0 {
                    out.push(Tok::Str(s));
                }
            }
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            '{' | '}' | '[' | ']' | ':' | ',' => out.push(Tok::Punct(c)),
            '…' => out.push(Tok::Gap),
            c if c.is_whitespace() => {}
            c if c == '-' || c.is_ascii_digit() => {
                let mut s = c.to_string();
                while let Some(&q) = chars.peek() {
                    let exp_sign = (q == '-' || q == '+') && s.ends_with(['e', 'E']);
                    if !(q.is_ascii_digit() || matches!(q, '.' | 'e' | 'E') || exp_sign) {
                        break;
                    }
                    s.push(q);
                    chars.next();
                }
                out.push(Tok::Num(s));
            }
            c if c.is_ascii_alphabetic() => {
                let mut s = c.to_string();
                while let Some(&q) = chars.peek().filter(|q| q.is_ascii_alphanumeric()) {
                    s.push(q);
                    chars.next();
                }
                if !matches!(s.as_str(), "true" | "false" | "null") {
                    return Err(format!(
                        "stated output: `{s}` is not JSON (commentary goes in parentheses)"
                    ));
                }
                out.push(Tok::Word(s));
            }
            c => return Err(format!("stated output: unexpected `{c}`")),
        }
    }
    Ok(out)
}

/// What the stated output says of a value.
#[derive(Debug)]
enum Pat {
    Num(String),
    Str(String),
    Word(String),
    /// Nothing: null, "" or absent.
    Empty,
    /// An object with these keys (and, where stated, values).
    Obj(Vec<(String, Option<Pat>)>),
    /// A list holding these, in this order.
    List(Vec<Pat>),
}

struct Parser {
    toks: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }
    fn next(&mut self) -> Option<Tok> {
        self.at += 1;
        self.toks.get(self.at - 1).cloned()
    }
    fn skip_gaps(&mut self) {
        while matches!(self.peek(), Some(Tok::Gap | Tok::Punct(','))) {
            self.at += 1;
        }
    }
    /// Members up to `end` (None: the end of the text); values stated without a key
    /// (`… {"quantity": …} …`) go to `bare`.
    fn members(
        &mut self,
        end: Option<char>,
        bare: &mut Vec<Pat>,
    ) -> Result<Vec<(String, Option<Pat>)>, String> {
        let mut members = Vec::new();
        loop {
            self.skip_gaps();
            match self.next() {
                None if end.is_none() => return Ok(members),
                Some(Tok::Punct(c)) if Some(c) == end => return Ok(members),
                Some(Tok::Str(key)) if self.peek() == Some(&Tok::Punct(':')) => {
                    self.at += 1;
                    members.push((key, Some(self.value()?)));
                }
                Some(Tok::Str(key)) => members.push((key, None)),
                Some(Tok::Punct('{' | '[')) if end.is_none() => {
                    self.at -= 1;
                    bare.push(self.value()?);
                }
                t => return Err(format!("stated output: unexpected {t:?}")),
            }
        }
    }
    fn value(&mut self) -> Result<Pat, String> {
        match self.next() {
            Some(Tok::Num(n)) => Ok(Pat::Num(n)),
            Some(Tok::Str(s)) => Ok(Pat::Str(s)),
            Some(Tok::Word(w)) => Ok(Pat::Word(w)),
            Some(Tok::Punct('{')) => {
                let mut bare = Vec::new();
                let members = self.members(Some('}'), &mut bare)?;
                Ok(Pat::Obj(members))
            }
            Some(Tok::Punct('[')) => {
                let mut items = Vec::new();
                loop {
                    self.skip_gaps();
                    if self.peek() == Some(&Tok::Punct(']')) {
                        self.at += 1;
                        return Ok(Pat::List(items));
                    }
                    items.push(self.value()?);
                }
            }
            t => Err(format!("stated output: a value expected, found {t:?}")),
        }
    }
}

/// A number as written matches `x` when `x` rounds to it at the digits written.
fn number_matches(written: &str, x: f64) -> bool {
    let Ok(stated) = written.parse::<f64>() else { return false };
    let (mantissa, exp) = match written.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (written, 0),
    };
    let decimals = mantissa.split_once('.').map_or(0, |(_, f)| f.len() as i32);
    let half = 0.5 * 10f64.powi(exp - decimals);
    (x - stated).abs() <= half * (1.0 + 1e-9) + f64::EPSILON * stated.abs()
}

fn matches(pat: &Pat, v: &Value) -> bool {
    match (pat, v) {
        (Pat::Num(n), Value::Number(x)) => x.as_f64().is_some_and(|x| number_matches(n, x)),
        (Pat::Str(s), Value::String(t)) => s == t,
        (Pat::Word(w), v) => &v.to_string() == w,
        (Pat::Empty, v) => v.is_null() || v.as_str() == Some(""),
        (Pat::Obj(members), Value::Object(o)) => members.iter().all(|(k, p)| match o.get(k) {
            Some(x) => p.as_ref().map_or(true, |p| matches(p, x)),
            None => matches!(p, Some(Pat::Empty)),
        }),
        (Pat::List(items), Value::Array(a)) => {
            let mut rest = a.iter();
            items.iter().all(|p| rest.any(|x| matches(p, x)))
        }
        _ => false,
    }
}

/// Whether `pat` matches `v` or any value inside it.
fn found(pat: &Pat, v: &Value) -> bool {
    matches(pat, v)
        || match v {
            Value::Object(o) => o.values().any(|x| found(pat, x)),
            Value::Array(a) => a.iter().any(|x| found(pat, x)),
            _ => false,
        }
}

fn check_json(stated: &str, stdout: &str) -> Result<(), String> {
    let answer: Value = serde_json::from_str(stdout).map_err(|e| format!("not JSON: {e}"))?;
    let mut p = Parser { toks: tokens(stated)?, at: 0 };
    let mut bare = Vec::new();
    let members = p.members(None, &mut bare)?;
    let mut pats = bare;
    if !members.is_empty() {
        pats.push(Pat::Obj(members));
    }
    for pat in &pats {
        if !found(pat, &answer) {
            return Err(format!("the answer does not say {pat:?}"));
        }
    }
    Ok(())
}

fn cell_matches(stated: &str, cell: &str) -> bool {
    match (stated.parse::<f64>(), cell.parse::<f64>()) {
        (Ok(_), Ok(x)) => number_matches(stated, x),
        _ => stated == cell,
    }
}

fn check_csv(stated: &[String], stdout: &str) -> Result<(), String> {
    let lines: Vec<&str> = stdout.lines().collect();
    for (i, s) in stated.iter().enumerate() {
        let line = lines.get(i).ok_or(format!("no line {} in the output", i + 1))?;
        let cells: Vec<&str> = line.split(',').collect();
        let (mut at, mut gap) = (0, false);
        for want in s.split(',') {
            if want.trim() == "…" {
                gap = true;
                continue;
            }
            let hit = if gap {
                cells[at.min(cells.len())..]
                    .iter()
                    .position(|c| cell_matches(want, c))
                    .map(|k| at + k)
            } else {
                cells.get(at).filter(|c| cell_matches(want, c)).map(|_| at)
            };
            let k = hit.ok_or(format!("line {}: `{want}` not in `{line}`", i + 1))?;
            (at, gap) = (k + 1, false);
        }
    }
    Ok(())
}

/// Runs one example and checks what it states: its output, or what is wrong.
fn run_example(args: &[String], stated: &[String]) -> Result<String, String> {
    if args.iter().any(|a| matches!(a.as_str(), "|" | ">" | "<" | "&&" | ";")) {
        return Err("an example is one dem-contact command, without pipes or chains".into());
    }
    let out = Command::new(env!("CARGO_BIN_EXE_dem-contact"))
        .args(args)
        .current_dir(root())
        .output()
        .map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let joined = stated.join(" ");
    if let Some(msg) = joined.strip_prefix("error:") {
        if out.status.code() != Some(2) {
            return Err(format!("stated an error, got exit status {:?}", out.status.code()));
        }
        let mut rest: &str = &stderr;
        for piece in msg.split('…').map(str::trim).filter(|p| !p.is_empty()) {
            let k = rest.find(piece).ok_or(format!("stderr lacks `{piece}`: {stderr}"))?;
            rest = &rest[k + piece.len()..];
        }
        return Ok(String::new());
    }
    if !out.status.success() {
        return Err(format!("exit status {:?}: {stderr}", out.status.code()));
    }
    if stdout.trim().is_empty() {
        return Err("printed nothing".into());
    }
    let csv = args.windows(2).any(|w| w[0] == "--format" && w[1] == "csv");
    match (csv, stated.is_empty()) {
        (true, false) => check_csv(stated, &stdout),
        (false, false) => check_json(&joined, &stdout),
        (false, true) if stdout.trim_start().starts_with(['{', '[']) => check_json("", &stdout),
        _ => Ok(()),
    }?;
    Ok(stdout.into_owned())
}

/// The table right after a block (before any other block or heading) whose header names
/// output keys in backticks, the first `id`: each row states the answer's object with that
/// `id` (a number at the digits written, text as written, `—` for none).
fn stated_table(text: &str, after: usize) -> Option<Vec<Pat>> {
    let mut lines = text.lines().skip(after).skip_while(|l| !l.starts_with('|'));
    let header = lines.next()?;
    let before = text.lines().skip(after).take_while(|l| !l.starts_with('|'));
    if before.clone().any(|l| l.trim_start().starts_with("```") || l.starts_with('#')) {
        return None;
    }
    let cell = |c: &str| c.trim().replace("**", "");
    let keys: Vec<Option<String>> = header
        .split('|')
        .map(|c| {
            let c = cell(c);
            let key = c.strip_prefix('`').and_then(|k| k.strip_suffix('`'))?;
            (!key.contains([' ', '`'])).then(|| key.to_string())
        })
        .collect();
    if keys.get(1)?.as_deref() != Some("id") {
        return None;
    }
    let rows = lines.skip(1).take_while(|l| l.starts_with('|')).map(|row| {
        let members = row.split('|').zip(&keys).filter_map(|(c, k)| {
            let (c, k) = (cell(c), k.clone()?);
            let c = c.trim_matches('`').to_string();
            Some((
                k,
                Some(if c == "—" {
                    Pat::Empty
                } else if c.parse::<f64>().is_ok() {
                    Pat::Num(c)
                } else {
                    Pat::Str(c)
                }),
            ))
        });
        Pat::Obj(members.collect())
    });
    Some(rows.collect())
}

/// Every example of every document, run; returns the failures and the number run.
fn run_all(docs: &[(String, String)]) -> (Vec<String>, usize, usize) {
    let (mut failures, mut run, mut stated) = (Vec::new(), 0, 0);
    for (name, text) in docs {
        for block in sh_blocks(text) {
            let mut venvs = Vec::new();
            let mut last = None;
            for cmd in commands(&block.body, block.first) {
                let at = format!("{name}:{}", cmd.line);
                let result = match calculator_args(&cmd.words) {
                    Some(args) => {
                        run += 1;
                        stated += usize::from(!cmd.stated.is_empty());
                        let out = run_example(&args, &cmd.stated);
                        last = out.as_ref().ok().map(|o| (at.clone(), o.clone()));
                        out.map(drop)
                    }
                    None => check_other(&cmd.words, &mut venvs, &at).map(|()| last = None),
                };
                if let Err(e) = result {
                    failures.push(format!("{at}: `{}`: {e}", cmd.words.join(" ")));
                }
            }
            let (Some(rows), Some((at, out))) = (stated_table(text, block.after), last) else {
                continue;
            };
            stated += 1;
            let answer: Value = serde_json::from_str(&out).unwrap_or(Value::Null);
            for row in rows.iter().filter(|row| !found(row, &answer)) {
                failures
                    .push(format!("{at}: the table after it states {row:?}, the answer does not"));
            }
        }
    }
    (failures, run, stated)
}

#[test]
fn every_readme_example_runs_and_says_what_the_readme_states() {
    let docs = documents();
    let (failures, run, stated) = run_all(&docs);
    assert!(
        failures.is_empty(),
        "{} of {run} examples fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The README holds a few dozen; far fewer means the extraction broke.
    assert!(run >= 25 && stated >= 10, "only {run} examples found, {stated} with output");
    eprintln!("{run} examples run, {stated} with their stated output checked");
}

/// The checks can fail: a broken command, a wrong number, a wrong key, a wrong CSV cell,
/// an error that is not the one stated, and an unknown program are each caught.
#[test]
fn a_broken_example_fails() {
    let ok = r#"dem-contact solve --scenario '{"model":"linear","m1":5,"m2":5,"k1":1e4,"k2":1e4,"v0":2,"e":0.3}'"#;
    let broken = [
        format!("{ok}\n# \"damping_constant\": 0.3579\n").replace("0.3579", "0.3589"),
        format!("{ok}\n# \"restitution\": 0.3, \"no_such_key\": 1\n"),
        format!("{ok}\n# … \"damping_constant\": 0.35786, …\n").replace("0.35786", "0.35787"),
        format!("{}\n", ok.replace("\"e\":0.3", "\"e\":1.3")),
        format!("{ok}\n# error: e = 1.3\n"),
        format!("{}\n", ok.replace("dem-contact", "dem-contat")),
        "dem-contact sweep --scenario '{\"model\":\"linear\",\"m1\":1,\"k\":1e4,\"v0\":1,\"e\":0.5}' --over v0 --points 3 --format csv\n# v0 [m/s],restitution [1],contact_time [s]\n# 1e-1,0.6,…\n".to_string(),
    ];
    for text in &broken {
        let doc = format!("```sh\n{text}```\n");
        let (failures, _, _) = run_all(&[("test".into(), doc)]);
        assert_eq!(failures.len(), 1, "not caught:\n{text}\n{failures:?}");
    }
    // A table after an example states a row the answer does not give.
    let codes =
        r#"dem-contact codes --scenario '{"model":"linear","m1":1,"k":1e4,"v0":1,"e":0.5}'"#;
    for (achieved, caught) in [("0.5000", 0), ("0.6000", 1)] {
        let doc = format!("```sh\n{codes}\n```\n\n| `id` | `achieved` |\n|---|---|\n| `pfc-linear` | {achieved} |\n");
        let (failures, _, stated) = run_all(&[("test".into(), doc)]);
        assert_eq!((failures.len(), stated), (caught, 1), "{failures:?}");
    }
    // And the same examples, stated right, pass.
    let right = format!(
        "```sh\n{ok}\n# … \"damping_constant\": 0.35786, \"restitution\": 0.3 (the e asked for), …\n\n{}\n# error: e = 1.3: …\n```\n",
        ok.replace("\"e\":0.3", "\"e\":1.3")
    );
    let (failures, run, stated) = run_all(&[("test".into(), right)]);
    assert!(failures.is_empty() && run == 2 && stated == 2, "{failures:?}");
}

#[test]
fn numbers_match_at_the_digits_written() {
    assert!(number_matches("0.95666", 0.9566629));
    assert!(!number_matches("0.95666", 0.95676));
    assert!(number_matches("1.309e-6", 1.3089969e-6));
    assert!(!number_matches("1.309e-6", 1.3079e-6));
    assert!(number_matches("0.0810", 0.08100));
    assert!(!number_matches("0.0810", 0.0812));
    assert!(number_matches("7.99999999999997e-1", 0.799999999999997));
}

/// Every reference `dem-contact sources` prints is in the README's References, by its
/// citation in bold (as the page and the messages cite it).
#[test]
fn the_references_hold_every_source() {
    let out = Command::new(env!("CARGO_BIN_EXE_dem-contact")).arg("sources").output().unwrap();
    let readme = &documents()[0].1;
    let refs = &readme[readme.find("\n## References").expect("a References section")..];
    let cites: Vec<&str> = std::str::from_utf8(&out.stdout)
        .unwrap()
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with(' '))
        .collect();
    assert!(cites.len() > 30, "{cites:?}");
    let missing: Vec<_> = cites.iter().filter(|c| !refs.contains(&format!("**{c}**"))).collect();
    assert!(missing.is_empty(), "not in the README's References: {missing:?}");
}

/// GitHub's anchor of a heading: lower case, letters, digits, `-` and `_` kept, spaces as `-`.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            out.push(slug(line.trim_start_matches('#')));
        }
    }
    out
}

/// Every link of the README and of the docs pages it links to leads somewhere: a file of the
/// repository, and a heading of it where the link names one.
#[test]
fn every_link_resolves() {
    let mut broken = Vec::new();
    for (name, text) in documents() {
        let dir = Path::new(&name).parent().unwrap_or(Path::new(""));
        for (i, _) in text.match_indices("](") {
            let rest = &text[i + 2..];
            let target = &rest[..rest.find(')').unwrap_or(0)];
            if target.starts_with("http") || target.is_empty() {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((target, ""));
            let path = if file.is_empty() { PathBuf::from(&name) } else { dir.join(file) };
            let Ok(linked) = std::fs::read_to_string(root().join(&path))
                .or_else(|e| root().join(&path).exists().then(String::new).ok_or(e))
            else {
                broken.push(format!("{name}: {target} (no such file)"));
                continue;
            };
            if !anchor.is_empty() && !anchors(&linked).iter().any(|a| a == anchor) {
                broken.push(format!("{name}: {target} (no such heading)"));
            }
        }
    }
    assert!(broken.is_empty(), "{broken:#?}");
}
