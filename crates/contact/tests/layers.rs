//! The crate's layers, kept (docs/architecture.md): each module imports only from its own
//! layer or the layers below, and no files import each other in a circle. Read from the
//! source: every `crate::…`, `super::…` and child-module path outside comments and test
//! modules is an import of the file that defines it.
//!
//! ground → inputs → models → contact → codes → analyses → face (lib.rs)

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, bottom up, each with the top-level modules of `src/` it holds (a file
/// `src/<name>.rs` or a folder `src/<name>/`).
const LAYERS: &[(&str, &str)] = &[
    (
        "ground",
        "math roots integrator units error text named sources impact damped legs normal curves",
    ),
    ("inputs", "scenario pair keys"),
    ("models", "models compare"),
    ("contact", "contact solution energy"),
    ("codes", "codes"),
    ("analyses", "timestep sweep scheme view explain rolling batch"),
    ("face", "lib"),
];

/// Top-level modules outside the layers: shared by the tests only.
const OUTSIDE: &str = "testing";

/// The layer of a module path (its file relative to `src/`, without `.rs`).
fn layer(module: &str) -> Option<(usize, &'static str)> {
    if module.ends_with("/tests") {
        return None;
    }
    let top = module.split('/').next().unwrap_or(module);
    let holds = |(_, (_, mods)): &(usize, &(&str, &str))| mods.split_whitespace().any(|m| m == top);
    LAYERS.iter().enumerate().find(holds).map(|(i, (name, _))| (i, *name))
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every source file as its module path: `models/linear`, `models/mod` → `models`, `lib`.
fn modules() -> BTreeMap<String, PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(&src(), &mut files);
    files
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(src()).unwrap().with_extension("");
            let mut m = rel.to_string_lossy().replace('\\', "/");
            if let Some(parent) = m.strip_suffix("/mod") {
                m = parent.to_string();
            }
            (m, p)
        })
        .collect()
}

/// The code of a file without comments and without its test module (which ends the file
/// by this crate's convention).
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = String::new();
    let (mut depth, mut inline): (i64, Option<i64>) = (0, None);
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.starts_with("#[cfg(test)]") {
            // `#[cfg(test)]` then attributes then `mod …`: the rest is tests.
            let mut rest = lines.clone();
            while rest.peek().is_some_and(|l| l.starts_with("#[")) {
                rest.next();
            }
            if rest.peek().is_some_and(|l| l.starts_with("mod ") || l.starts_with("pub mod ")) {
                break;
            }
            continue;
        }
        let code = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        // Inside an inline module (`mod de { … }`), `super::` is this file's module.
        let t = code.trim_start();
        if inline.is_none()
            && (t.starts_with("mod ")
                || t.starts_with("pub mod ")
                || t.starts_with("pub(crate) mod "))
            && t.trim_end().ends_with('{')
        {
            inline = Some(depth);
        }
        depth += code.matches('{').count() as i64 - code.matches('}').count() as i64;
        let code =
            if inline.is_some() { code.replace("super::", "self::") } else { code.to_string() };
        if inline.is_some_and(|d| depth <= d) {
            inline = None;
        }
        out.push_str(&code);
        out.push('\n');
    }
    out
}

/// The module a path from `from` names: the longest prefix that is a module file.
fn resolve(from: &str, path: &[&str], mods: &BTreeMap<String, PathBuf>) -> Option<String> {
    let mut base: Vec<String> = Vec::new();
    let mut rest = path;
    match rest.first() {
        Some(&"crate") => rest = &rest[1..],
        Some(&"super") => {
            // The parent of `from`'s module (a `mod.rs` is the module of its folder).
            base = if from == "lib" { vec![] } else { from.split('/').map(String::from).collect() };
            while rest.first() == Some(&"super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        Some(&"self") => {
            base = from.split('/').map(String::from).collect();
            rest = &rest[1..];
        }
        _ => {
            // A child module named without a prefix (`power_law::PowerLaw` in models/mod.rs).
            base = if from == "lib" { vec![] } else { from.split('/').map(String::from).collect() };
            let child = [base.join("/"), rest[0].to_string()]
                .iter()
                .filter(|s| !s.is_empty())
                .cloned()
                .collect::<Vec<_>>()
                .join("/");
            if !mods.contains_key(&child) {
                return None;
            }
        }
    }
    let mut best = if base.is_empty() { "lib".to_string() } else { base.join("/") };
    let mut cur = base.clone();
    for seg in rest {
        cur.push(seg.to_string());
        let m = cur.join("/");
        if mods.contains_key(&m) {
            best = m;
        } else {
            break;
        }
    }
    Some(best)
}

/// The paths a file names: `crate::a::b`, `super::x`, `child::y`, and the items of grouped
/// `use` lists (`use crate::{a, b::c}`).
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let is_id = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < bytes.len() {
        if is_id(bytes[i]) && (i == 0 || !(is_id(bytes[i - 1]) || bytes[i - 1] == ':')) {
            // Read a path a::b::c, and a group {…} after `::`.
            let mut segs: Vec<String> = Vec::new();
            let mut j = i;
            loop {
                let s = j;
                while j < bytes.len() && is_id(bytes[j]) {
                    j += 1;
                }
                segs.push(bytes[s..j].iter().collect());
                if j + 1 < bytes.len() && bytes[j] == ':' && bytes[j + 1] == ':' {
                    j += 2;
                    if j < bytes.len() && bytes[j] == '{' {
                        // A group: each item is a path below `segs`.
                        let mut depth = 0;
                        let start = j + 1;
                        let mut k = j;
                        while k < bytes.len() {
                            match bytes[k] {
                                '{' => depth += 1,
                                '}' => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                _ => {}
                            }
                            k += 1;
                        }
                        let inner: String = bytes[start..k.min(bytes.len())].iter().collect();
                        for item in split_top(&inner) {
                            let item = item.split(" as ").next().unwrap_or("").trim();
                            if item.is_empty() || item == "self" {
                                out.push(segs.clone());
                                continue;
                            }
                            for sub in paths(item) {
                                let mut p = segs.clone();
                                p.extend(sub);
                                out.push(p);
                            }
                            if !item.contains("::") && item.chars().all(is_id) {
                                let mut p = segs.clone();
                                p.push(item.to_string());
                                out.push(p);
                            }
                        }
                        j = k + 1;
                        segs.clear();
                        break;
                    }
                    continue;
                }
                break;
            }
            if segs.len() > 1 {
                out.push(segs);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// Splits a `use` group at its top-level commas.
fn split_top(s: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0);
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur);
    out
}

/// Every import of one module file by another (module → modules it imports).
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let mods = modules();
    let mut graph = BTreeMap::new();
    for (m, path) in &mods {
        if layer(m).is_none() {
            continue;
        }
        let code = code(path);
        let mut to = BTreeSet::new();
        for p in paths(&code) {
            let segs: Vec<&str> = p.iter().map(String::as_str).collect();
            // `text::num` after `use crate::text;`: a path from a top-level module of the
            // crate that is not a child of this one reads from the crate root.
            let found = resolve(m, &segs, &mods).or_else(|| {
                let top = mods.contains_key(segs[0]) && segs[0] != "lib";
                top.then(|| {
                    let mut c = vec!["crate"];
                    c.extend(&segs);
                    resolve(m, &c, &mods)
                })
                .flatten()
            });
            if let Some(t) = found {
                // A declaration of a child module (`pub mod x;`) is not an import; the
                // module is the parent's own folder.
                if t != *m && layer(&t).is_some() {
                    to.insert(t);
                }
            }
        }
        graph.insert(m.clone(), to);
    }
    graph
}

#[test]
fn every_module_looks_only_down() {
    let mut wrong = Vec::new();
    for (from, to) in imports() {
        let (lf, nf) = layer(&from).unwrap();
        for t in to {
            let (lt, nt) = layer(&t).unwrap();
            if lt > lf {
                wrong.push(format!("{from} ({nf}) imports {t} ({nt})"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports from a layer above:\n{}", wrong.join("\n"));
}

#[test]
fn no_import_circle() {
    let g = imports();
    // Tarjan's strongly connected components.
    struct T<'a> {
        g: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        n: usize,
        comps: Vec<Vec<String>>,
    }
    impl<'a> T<'a> {
        fn visit(&mut self, v: &'a str) {
            self.index.insert(v, self.n);
            self.low.insert(v, self.n);
            self.n += 1;
            self.stack.push(v);
            self.on.insert(v);
            for w in self.g.get(v).into_iter().flatten() {
                let w = w.as_str();
                if !self.g.contains_key(w) {
                    continue;
                }
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if self.on.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on.remove(w);
                    comp.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    self.comps.push(comp);
                }
            }
        }
    }
    let mut t = T {
        g: &g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        n: 0,
        comps: Vec::new(),
    };
    for v in g.keys() {
        if !t.index.contains_key(v.as_str()) {
            t.visit(v);
        }
    }
    let circles: Vec<String> = t.comps.iter().map(|c| c.join(" ⇄ ")).collect();
    assert!(circles.is_empty(), "import circles:\n{}", circles.join("\n"));
}

/// The reader itself: a circle and an upward import written into sample code are found.
#[test]
fn the_reader_finds_paths() {
    let p =
        paths("use crate::{a::b, c::{d, e::f}};\nlet x = super::g::h(y); models::linear::solve()");
    let s: Vec<String> = p.iter().map(|v| v.join("::")).collect();
    for want in
        ["crate::a::b", "crate::c::d", "crate::c::e::f", "super::g::h", "models::linear::solve"]
    {
        assert!(s.contains(&want.to_string()), "{want} not in {s:?}");
    }
    let mods: BTreeMap<String, PathBuf> = ["lib", "models", "models/linear", "scenario"]
        .iter()
        .map(|m| (m.to_string(), PathBuf::new()))
        .collect();
    assert_eq!(resolve("models/linear", &["super", "Damping"], &mods).as_deref(), Some("models"));
    assert_eq!(resolve("models", &["linear", "Linear"], &mods).as_deref(), Some("models/linear"));
    assert_eq!(resolve("scenario", &["crate", "Scenario"], &mods).as_deref(), Some("lib"));
    assert_eq!(
        resolve("scenario", &["crate", "models", "linear", "x"], &mods).as_deref(),
        Some("models/linear")
    );
}

/// The layer table names exactly the modules there are: every name it lists is a file
/// `src/<name>.rs` or a folder `src/<name>/` (a module renamed or removed cannot linger in it),
/// and every top-level module of `src/` is listed (a new one cannot escape the checks above).
#[test]
fn the_layer_table_names_the_modules_there_are() {
    let listed: Vec<&str> =
        LAYERS.iter().flat_map(|(_, mods)| mods.split_whitespace()).chain([OUTSIDE]).collect();
    let missing: Vec<&str> = listed
        .iter()
        .copied()
        .filter(|m| !src().join(format!("{m}.rs")).is_file() && !src().join(m).is_dir())
        .collect();
    assert!(missing.is_empty(), "listed in LAYERS but not in src/: {missing:?}");
    let mut seen = BTreeSet::new();
    let twice: Vec<&str> = listed.iter().copied().filter(|m| !seen.insert(*m)).collect();
    assert!(twice.is_empty(), "listed more than once: {twice:?}");
    let unlisted: Vec<String> = modules()
        .keys()
        .map(|m| m.split('/').next().unwrap_or(m).to_string())
        .filter(|top| !listed.contains(&top.as_str()))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    assert!(unlisted.is_empty(), "modules of src/ in no layer: {unlisted:?}");
}
