// Formulas typeset as MathML (native in the browser: no library). The library writes its
// formulas as plain text for the CLI and the CSV ("α1 = −ln e √(5/(ln²e + π²))"); this turns
// that notation into MathML — fractions, roots, sub- and superscripts, dots over ξ, units
// upright — formatting only, no physics. Loaded after the first render; every element of
// class `math-src` is typeset, its plain text kept in `data-text`.
//
// parse(text) → segments [{math: node} | {text}]; a node is {tag, text?, kids?, attrs?}.

const FUNCS = new Set(['ln', 'exp', 'arccos', 'arccosh', 'arcsin', 'arctan', 'artanh', 'sin', 'cos', 'tan', 'sinh', 'cosh', 'tanh', 'min', 'max']);
const UNIT = /^(?:[pnµmkMG]?(?:m|s|g|N|Pa|J|rad|Hz|W))(?:[²³]|\^[\d.]+)?(?:[·/](?:[pnµmkMG]?(?:m|s|g|N|Pa|J|rad|Hz|W))(?:[²³]|\^[\d.]+)?)*$/;
const SUP = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '−' };
const SUB = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9' };
const GREEK = /[α-ωΑ-Ωϑϕ]/;
const OPS = '=+−×·/(),;:<>≤≥√^_*→≈';
/** Operators that end a fraction's operand written with spaces ("m₁ m₂ / (m₁ + m₂)"). */
const SEPARATORS = new Set(['=', '+', '−', '×', ',', ':', ';', '<', '>', '≤', '≥', '→', '≈']);

const tok = (type, text, ws) => ({ type, text, ws });

/** The tokens of `s`: num, unit, word, id (one letter), op, sup, sub, accent; `ws`: a space
 * before it. */
function tokenize(s) {
  const out = [];
  let i = 0;
  let ws = false;
  while (i < s.length) {
    const c = s[i];
    const rest = s.slice(i);
    let m;
    if (/\s/.test(c)) { ws = true; i += 1; continue; }
    if ((m = rest.match(/^\d+(?:\.\d+)?(?:e[−-]?\d+)?/))) {
      out.push(tok('num', m[0], ws));
      i += m[0].length;
      // A unit after a number and one space: "5.236 mg", "9.783e8 N/m^1.5".
      const u = s.slice(i).match(/^ ([^\s),;:×=]+)/);
      const next = u && s.slice(i + u[0].length);
      // A one-letter unit before a one-letter symbol is that symbol's factor: "81 m v0²".
      if (u && UNIT.test(u[1]) && !(u[1].length === 1 && /^ +[A-Za-zα-ω](?![A-Za-z])/.test(next))) {
        out.push(tok('unit', u[1], true));
        i += u[0].length;
      }
    } else if ((m = rest.match(/^[A-Za-z]+(?:_[A-Za-z0-9]+){2,}|^[A-Za-z]{2,}(?:_[A-Za-z0-9]+)+/))) {
      // A key's name (e_with_adhesion, surface_energy): one word, not letters with subscripts.
      out.push(tok('word', m[0], ws));
      i += m[0].length;
    } else if ((m = rest.match(/^[A-Za-z][A-Za-z']*/))) {
      const w = m[0];
      if (w.length === 1) out.push(tok('id', w, ws));
      else if (/^d[A-Zt]$/.test(w)) { out.push(tok('id', 'd', ws), tok('id', w[1], false)); }
      else out.push(tok(FUNCS.has(w) ? 'fn' : 'word', w, ws));
      i += w.length;
    } else if (GREEK.test(c) || c === 'Γ') {
      out.push(tok('id', c, ws));
      i += 1;
    } else if (SUP[c]) {
      m = rest.match(/^[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/);
      out.push(tok('sup', [...m[0]].map((x) => SUP[x]).join(''), ws));
      i += m[0].length;
    } else if (SUB[c]) {
      m = rest.match(/^[₀₁₂₃₄₅₆₇₈₉]+/);
      out.push(tok('sub', [...m[0]].map((x) => SUB[x]).join(''), ws));
      i += m[0].length;
    } else if (c === '\u0307' || c === '\u0308') {
      out.push(tok('accent', c === '\u0307' ? '˙' : '¨', false));
      i += 1;
    } else {
      out.push(tok(OPS.includes(c) ? 'op' : 'text', c, ws));
      i += 1;
    }
    ws = false;
  }
  return out;
}

/** Tokens back to their text. */
const join = (ts) => ts.map((t, n) => `${n && t.ws ? ' ' : ''}${t.type === 'sup' ? t.text.replace(/./g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d] ?? '⁻') : t.type === 'sub' ? t.text.replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[d]) : t.type === 'accent' ? (t.text === '˙' ? '\u0307' : '\u0308') : t.text}`).join('');

/** Words that are prose (not a function, not a unit), and the small words, numbers and
 * punctuation between two of them, become one text token. */
function markProse(tokens) {
  const prose = (t) => t?.type === 'word' || (t?.type === 'id' && t.text === 'a' && tokens[tokens.indexOf(t) + 1]?.type === 'word');
  const filler = (t) => t && (t.type === 'num' || t.type === 'text' || (t.type === 'op' && ',();:'.includes(t.text)));
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    // A parenthesis that opens on a word is prose to its close: "(in series)", "(Brent's
    // method on the integrated e(A))".
    if (tokens[i].type === 'op' && tokens[i].text === '(' && prose(tokens[i + 1])) {
      let depth = 0;
      let j = i;
      for (; j < tokens.length; j++) {
        if (tokens[j].type === 'op' && tokens[j].text === '(') depth += 1;
        if (tokens[j].type === 'op' && tokens[j].text === ')' && --depth === 0) break;
      }
      j = Math.min(j, tokens.length - 1);
      out.push({ type: 'prose', text: join(tokens.slice(i, j + 1)), ws: tokens[i].ws });
      i = j;
      continue;
    }
    if (!prose(tokens[i])) { out.push(tokens[i]); continue; }
    let j = i;
    // Extend over fillers that lead to another prose word, and to the close of a
    // parenthesis the run opened.
    for (let k = i + 1; k < tokens.length; k++) {
      if (prose(tokens[k])) j = k;
      else if (!filler(tokens[k])) break;
    }
    const paren = (t, c) => t.type === 'op' && t.text === c;
    let open = tokens.slice(i, j + 1).reduce((n, t) => n + paren(t, '(') - paren(t, ')'), 0);
    while (open > 0 && tokens[j + 1] && paren(tokens[j + 1], ')')) { j += 1; open -= 1; }
    out.push({ type: 'prose', text: join(tokens.slice(i, j + 1)), ws: tokens[i].ws });
    i = j;
  }
  return out;
}

// ---------- nodes ----------
const mk = (tag, kids = [], attrs) => ({ tag, kids, attrs });
const leaf = (tag, text, attrs) => ({ tag, text, attrs });
const row = (kids) => (kids.length === 1 ? kids[0] : mk('mrow', kids));
/** A group in parentheses loses them as a fraction's part, a root's argument or an exponent. */
const bare = (n) => (n.paren ? row(n.kids.slice(1, -1)) : n);

function number(text) {
  const m = text.match(/^(\d+(?:\.\d+)?)e([−-]?\d+)$/);
  if (!m) return leaf('mn', text);
  const pow = mk('msup', [leaf('mn', '10'), leaf('mn', m[2].replace('-', '−'))]);
  return m[1] === '1' ? pow : mk('mrow', [leaf('mn', m[1]), leaf('mo', '×'), pow]);
}
const unit = (text) => leaf('mtext', `\u2009${text.replace(/\^([\d.]+)/g, (_, x) => x.replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d]).replace('.', '·'))}`);

/**
 * Atoms and operators of a token list, with scripts, roots and groups bound: the items a
 * row is made of, each `{node, op?, ws}`.
 */
function items(tokens) {
  const out = [];
  let i = 0;
  const atom = () => {
    const t = tokens[i];
    if (!t) return null;
    if (t.type === 'op' && t.text === '(') {
      let depth = 0;
      let j = i;
      for (; j < tokens.length; j++) {
        if (tokens[j].text === '(' && tokens[j].type === 'op') depth += 1;
        if (tokens[j].text === ')' && tokens[j].type === 'op' && --depth === 0) break;
      }
      const inner = tokens.slice(i + 1, j);
      const closed = j < tokens.length;
      i = Math.min(j + 1, tokens.length);
      // A group the prose cut (its close in a later segment) keeps its open parenthesis only.
      return { ...mk('mrow', [leaf('mo', '('), ...rowOf(inner).kidsOrSelf, ...(closed ? [leaf('mo', ')')] : [])]), paren: closed };
    }
    if (t.type === 'op' && t.text === '√') {
      i += 1;
      const arg = scripted(atom());
      return arg ? mk('msqrt', [bare(arg)]) : leaf('mo', '√');
    }
    i += 1;
    if (t.type === 'num') return tokens[i]?.type === 'unit' ? mk('mrow', [number(t.text), unit(tokens[i++].text)]) : number(t.text);
    if (t.type === 'id') return leaf('mi', t.text);
    if (t.type === 'fn') return leaf('mi', t.text);
    if (t.type === 'unit') return unit(t.text);
    i -= 1;
    return null;
  };
  // Sub- and superscripts, a star, digits after a letter (α1, v0), dots over a letter.
  const scripted = (base) => {
    if (!base) return base;
    let sub = null;
    let sup = null;
    let node = base;
    for (;;) {
      const t = tokens[i];
      if (t?.type === 'accent' && !t.ws) { node = mk('mover', [node, leaf('mo', t.text)], { accent: 'true' }); i += 1; continue; }
      if (t?.type === 'num' && !t.ws && base.tag === 'mi' && /^\d+$/.test(t.text) && !sub) { sub = leaf('mn', t.text); i += 1; continue; }
      if (t?.type === 'sub' && !t.ws && !sub) { sub = leaf('mn', t.text); i += 1; continue; }
      if (t?.type === 'op' && t.text === '_' && !sub && base.tag === 'mi' && base.text.length === 1) {
        const n = tokens[i + 1];
        if (n && !n.ws && ['word', 'fn', 'id', 'num'].includes(n.type)) { sub = leaf(n.type === 'num' ? 'mn' : 'mi', n.text); i += 2; continue; }
      }
      if (t?.type === 'op' && t.text === '*' && !t.ws && !sup) { sup = leaf('mo', '∗'); i += 1; continue; }
      if (t?.type === 'sup' && !t.ws) { sup = sup ? mk('mrow', [sup, leaf('mn', t.text)]) : leaf('mn', t.text); i += 1; continue; }
      if (t?.type === 'op' && t.text === '^') { i += 1; const e = scripted(atom()); if (e) sup = bare(e); continue; }
      break;
    }
    if (sub && sup) return mk('msubsup', [node, sub, sup]);
    if (sub) return mk('msub', [node, sub]);
    if (sup) return mk('msup', [node, sup]);
    return node;
  };
  while (i < tokens.length) {
    const t = tokens[i];
    const a = scripted(atom());
    if (a) {
      out.push({ node: a, ws: t.ws });
      // A thin space after a function name before its argument ("ln e", not "lne").
      if (t.type === 'fn' && !(tokens[i]?.type === 'op' && tokens[i].text === '(')) out.push({ node: { tag: 'mspace', kids: [], attrs: { width: '0.17em' } }, ws: false });
      continue;
    }
    out.push({ node: leaf(t.type === 'text' ? 'mtext' : 'mo', t.text), op: t.text, ws: t.ws, after: tokens[i + 1]?.ws });
    i += 1;
  }
  return out;
}

/** Fractions: `a/b` binds the atoms written against it; with spaces around the slash the
 * numerator runs back to the last separator. */
function fractions(list) {
  for (let k = list.findIndex((x) => x.op === '/'); k > 0 && k < list.length - 1; k = list.findIndex((x) => x.op === '/')) {
    const slash = list[k];
    let a = k - 1;
    if (slash.ws) while (a > 0 && !SEPARATORS.has(list[a - 1].op) && !list[a - 1].op?.match(/^[(/]$/)) a -= 1;
    else while (a > 0 && !list[a].ws && !list[a - 1].op) a -= 1;
    let b = k + 1;
    if (!slash.after) while (b + 1 < list.length && !list[b + 1].ws && !list[b + 1].op) b += 1;
    if (list.slice(a, k).some((x) => x.op) || list[k + 1].op) { list[k] = { ...slash, op: '÷' }; continue; }
    // A part in parentheses loses them when it is the whole numerator or denominator.
    const part = (xs) => (xs.length === 1 ? bare(xs[0].node) : row(xs.map((x) => x.node)));
    const num = part(list.slice(a, k));
    const den = part(list.slice(k + 1, b + 1));
    list.splice(a, b - a + 1, { node: mk('mfrac', [num, den]), ws: list[a].ws });
  }
  return list.map((x) => (x.op === '÷' ? { ...x, node: leaf('mo', '/') } : x));
}

function rowOf(tokens) {
  const kids = fractions(items(tokens)).map((x) => x.node);
  return { kidsOrSelf: kids };
}

/** `text` as segments: `{math}` (a node for <math>) and `{text}` (plain). */
export function parse(text) {
  const segs = [];
  let math = [];
  const flush = () => {
    if (math.length) segs.push({ math: row(rowOf(math).kidsOrSelf) });
    math = [];
  };
  const tokens = markProse(tokenize(text));
  for (const [n, t] of tokens.entries()) {
    const sep = t.type === 'op' && (t.text === ';' || (t.text === ':' && tokens[n + 1]?.ws) || (t.text === ',' && /,\s\s/.test(text) && tokens[n + 1]?.ws));
    if (t.type === 'prose' || sep || t.type === 'text' && t.text === '–') {
      flush();
      segs.push({ text: `${t.ws ? ' ' : ''}${t.text}${sep ? '' : ''}` });
    } else {
      if (!math.length && t.ws && segs.length) segs.push({ text: ' ' });
      math.push(math.length ? t : { ...t, ws: false });
    }
  }
  flush();
  return segs;
}

// ---------- the DOM ----------
const NS = 'http://www.w3.org/1998/Math/MathML';
function build(node) {
  const e = document.createElementNS(NS, node.tag);
  for (const [k, v] of Object.entries(node.attrs || {})) e.setAttribute(k, v);
  if (node.text != null) e.textContent = node.text;
  for (const k of node.kids || []) e.append(build(k));
  return e;
}

const cache = new Map();
/** The typeset form of `text`: a fragment of text nodes and <math> elements (cached). */
function fragment(text) {
  if (!cache.has(text)) {
    if (cache.size > 500) cache.clear();
    const frag = document.createDocumentFragment();
    for (const s of parse(text)) {
      if (s.text != null) frag.append(s.text);
      else {
        const m = document.createElementNS(NS, 'math');
        m.append(build(s.math));
        frag.append(m);
      }
    }
    cache.set(text, frag);
  }
  return cache.get(text).cloneNode(true);
}

/** Typesets every element of class `math-src` under `root` whose text is not typeset yet
 * (new, or rewritten since); its plain text stays in `data-text` (what the CLI prints). */
export function typeset(root) {
  for (const el of root.querySelectorAll('.math-src')) {
    if (el.dataset.rendered !== undefined && el.textContent === el.dataset.rendered) continue;
    const text = el.textContent;
    el.dataset.text = text;
    el.replaceChildren(fragment(text));
    el.dataset.rendered = el.textContent;
  }
}
