// Embedding and exercises: `embed=1` (compact page for an iframe), `free=key,key` (an
// exercise: only these inputs may change; everything else is fixed and shown as given),
// `lock=key,key` (the older form: these are fixed; `all` fixes every input), `q=…` (a question
// shown above), `hide=answer,answer` (the answers the question asks for, hidden on the page
// and on its print: ANSWERS). The Embed dialog writes the snippet. Text from the URL is only
// ever set as text, never as HTML.
import { $, el } from './dom.js';
import { build as buildOblique } from './oblique-form.js';
import { build as buildAdhesion } from './adhesion-form.js';
import { exercise } from './results.js';
import { excluding } from './link.js';
import { TS_TEXT, SPEED_KEYS } from './keys.js';

/** The key of a form control in `free`/`lock`: its scenario key (`e`, `m1`), a mode select's
 * id (`m_mode`), `ts.<key>` for the Timestep view's own inputs, `ro.<key>` for the Rolling
 * view's (`ro.law`: its law or code selector), `cmp` for the comparisons. */
export function controlKey(c) {
  if (c.closest('#ts-fields')) return `ts.${c.name || c.id.replace(/^ts-/, '')}`;
  if (c.closest('#ro-fields, #ro-ball')) return `ro.${c.name}`;
  if (c.name === 'cmp' || c.name === 'cmp_model') return 'cmp';
  return c.name || c.id;
}
const controls = () => [...document.querySelectorAll('#inputs input, #inputs select, #inputs textarea')];
/** Whether field `f` belongs to the view shown: the Rolling view shows its own fieldsets
 * only (web/views.css), the others the shared ones too. */
const inView = (f) => $('view-rolling').hidden || Boolean(f.closest('fieldset[data-view]'));

/** The Rolling view's keys (web/rolling-form.js): its fields are built with the full module's
 * list of laws, on first use, after the link was read; they may be fixed before they come
 * (tests/e2e/rolling_exercise.test.mjs checks this list against the fields built). */
const ROLLING_KEYS = ['law', 'mu_r', 'eta_r', 'kr', 'krot', 'gamma_r', 'kr_factor', 'kt', 'r1', 'm_mode', 'rho1', 'm1',
  'k_mode', 'E1', 'nu1', 'E2', 'nu2', 'kn', 'v0', 'g'].map((k) => `ro.${k}`);
/** The Timestep and e(v₀) views' keys (web/view-fields.js): their fields are built once the
 * full module has started; they may be fixed before they come. */
const VIEW_KEYS = [...['packing', ...TS_TEXT].map((k) => `ts.${k}`), ...SPEED_KEYS];
/** The link's keys of the rolling law, `ro.rolling` (Ai et al.'s) and `ro.code` (a code's),
 * name its selector too. */
const ALIASES = { 'ro.rolling': 'ro.law', 'ro.code': 'ro.law' };

/** Every key the page's controls answer to, those of fields not built yet included. */
export function knownKeys() {
  return [...new Set([...controls().map(controlKey), ...ROLLING_KEYS, ...VIEW_KEYS])];
}

/** Disables the controls that exercise `st` fixes (those built later too: called again when
 * a view's fields come, the `fields-built` event on the form). */
function fixControls(st) {
  for (const c of controls()) {
    if (!isFixed(st, controlKey(c))) continue;
    c.disabled = true;
    c.title = 'Fixed for this exercise';
    c.closest('.field, label.check')?.classList.add('locked');
  }
}

/** Whether the input `key` is fixed: `free` fixes every input it does not list, `lock` the
 * ones it lists (`all`: every one); a name in `lock` is fixed even beside `free`. */
export function isFixed(st, key) {
  return (st.free !== null && !st.free.includes(key)) || st.lock.includes('all') || st.lock.includes(key);
}
/** Whether the link sets an exercise (some inputs fixed). */
export const isExercise = (st) => st.free !== null || st.lock.length > 0;

/**
 * What the fixed inputs of exercise `st` hold now, as one string: per fixed control its
 * value — null where its field is not shown (a mode switched away from it, a model that
 * does not take it) — and its unit (the meaning of k changes with the model's w). A change
 * anywhere (a preset, a "given as" switch, a model, drop height for speed) that alters it
 * breaks the exercise; the page then undoes it.
 */
function fixedValues(st) {
  const out = [];
  for (const c of controls()) {
    const key = controlKey(c);
    if (c.type === 'file' || c.id === 'preset' || !isFixed(st, key)) continue;
    const f = c.closest('.field, label.check');
    const value = c.type === 'checkbox' ? c.checked : c.value.trim();
    out.push([c.id, f?.hidden ? null : value, f?.querySelector('.unit')?.textContent ?? '']);
  }
  return JSON.stringify(out);
}

/**
 * The guard of exercise `st`: `settle()` takes the fixed inputs as the link set them (once
 * the form's fields are settled: a code named by the link waits for its list); `holds()`,
 * after any change, compares them and, if one moved, puts the form back as it last stood
 * (`page.restore(page.snapshot())` of the last change that held) and returns the label of the
 * input that is fixed; otherwise null.
 */
export function guard(st, page) {
  let ref = null;
  let accepted = null;
  // A view's fields come (the Rolling view's, on first use) with the values the link gave
  // them or their first example: those are the fixed values from then on.
  $('inputs').addEventListener('fields-built', () => {
    fixControls(st);
    if (!ref) return;
    page.form.showFields();
    ref = fixedValues(st);
    accepted = page.snapshot();
  });
  return {
    settle() {
      if (ref || !isExercise(st) || page.form.pendingCode()) return;
      page.form.showFields();
      ref = fixedValues(st);
      accepted = page.snapshot();
    },
    holds() {
      if (!ref) return null;
      page.form.showFields();
      const now = fixedValues(st);
      if (now === ref) {
        accepted = page.snapshot();
        return null;
      }
      page.restore(accepted);
      return changedInput(ref, now);
    },
  };
}

/** The label of the first fixed input that differs between two `fixedValues`, with the
 * value it keeps. */
function changedInput(before, now) {
  const a = JSON.parse(before);
  const b = JSON.parse(now);
  const i = a.findIndex((x, k) => JSON.stringify(x) !== JSON.stringify(b[k]));
  const [id, value, unit] = a[Math.max(0, i)] || [];
  const label = document.querySelector(`label[for="${id}"]`)?.textContent.trim() || id;
  return value === null ? label : `${label} (${value}${unit && unit !== '–' ? ` ${unit}` : ''})`;
}

/** The answers a teacher may hide (`hide=`), in the Embed dialog's words. Where each one
 * shows: web/results.js (the summary, the Damping box, the Results rows, as "?": TELLS),
 * web/adhesion.js (the adhesion's answer, its table), web/rolling.js (the Rolling view's),
 * and web/views.css (`body.hide-<answer>`: the parts that state it in other words). */
export const ANSWERS = {
  damping: 'the damping (constant, coefficient, a code\'s value to type, the e to type with adhesion)',
  restitution: 'the restitution achieved (and the energies and works, which tell it)',
  contact_time: 'the contact time',
  max_overlap: 'the maximum overlap',
  max_force: 'the maximum force',
  sticking_velocity: 'the sticking velocity V_s (adhesion)',
  pull_off: 'the pull-off force (adhesion; and the forces at the touch and the separation, its fractions)',
  plots: 'the plots (F(t), ξ(t), F(ξ); in the Rolling view v(t), M(t))',
  stopping_distance: 'the stopping distance (Rolling view)',
  stopping_time: 'the stopping time (Rolling view)',
  torque_limit: 'the torque limit M_max, its lever and normal force (Rolling view)',
  slope: 'the steepest slope the ball rests on (Rolling view)',
  rolling_stiffness: 'the rolling spring k_r, its dashpot, period and timestep limit (Rolling view)',
};
/** The answers each view that hides them states (the other views are not offered with any
 * answer hidden); the adhesion's where a law is chosen. */
const OF_VIEW = {
  contact: ['damping', 'restitution', 'contact_time', 'max_overlap', 'max_force', 'sticking_velocity', 'pull_off', 'plots'],
  rolling: ['stopping_distance', 'stopping_time', 'torque_limit', 'slope', 'rolling_stiffness', 'plots'],
};
const ADHESION_ONLY = ['sticking_velocity', 'pull_off'];
const VIEW_NAMES = { contact: 'Contact', rolling: 'Rolling' };

/** The Results rows that state each answer, by their labels (web/results.js): the answer
 * itself and what tells it in other words (the energies tell e², the decay rate α). */
const TELLS = [
  ['damping', /^(Damping constant|Damping coefficient|Decay rate|Damped frequency|Unloading exponent)/],
  ['restitution', /^(Restitution achieved|Drop height|Work recovered|Work dissipated|Kinetic energy|Where it went|Energy created|An 2006|Small-damping)/],
  ['contact_time', /^Contact time/],
  ['max_overlap', /^(Maximum overlap|Linear k with the same|Unloading from the turning)/],
  ['max_force', /^(Maximum force|Unloading from the turning)/],
];

/** Hides the answers `names`: "?" for them in the summary, the Damping box and the Results
 * (web/results.js), a class per answer for web/views.css, which leaves out what states them in
 * other words; with any hidden, what would show them all — the other views, the exports, the
 * full calculator's link — is not offered. */
function hideAnswers(names) {
  const asked = (q) => names.includes(q);
  exercise.asked = asked;
  exercise.row = (r) => (TELLS.some(([q, re]) => asked(q) && re.test(r[0])) ? [r[0], '?', 'hidden in this exercise'] : r);
  // The library's messages name the sticking velocity where v₀ is below it.
  exercise.mask = (t) => (asked('sticking_velocity') ? t.replace(/((?:sticking velocity|V_s|sticks below)(?: is| of)?(?: =)? ?)[+−-]?[\d.]+(?:e[+−-]?\d+)?(?: m\/s)?/g, '$1?') : t);
  for (const n of Object.keys(ANSWERS)) document.body.classList.toggle(`hide-${n}`, asked(n));
  document.body.classList.toggle('hides', names.length > 0);
}

let state = null;
let open = null;
/** Shows the Embed dialog, prepared (once) for the page's exercise state `st`. */
export function openDialog(st) {
  if (!open) setupDialog(st);
  open();
}

/** Reads embed, free, lock and q from the URL; fixes the controls. Returns the state. */
export function setupEmbed() {
  // The Oblique view's and the adhesion's fields, so that their keys can be fixed too.
  buildOblique();
  buildAdhesion();
  const p = new URLSearchParams(location.search);
  const list = (k) => (p.get(k) || '').split(',').map((s) => ALIASES[s.trim()] ?? s.trim()).filter(Boolean);
  const st = { embed: p.get('embed') === '1', free: p.has('free') ? list('free') : null, lock: list('lock'), question: (p.get('q') || '').slice(0, 300), unknown: [] };
  document.body.classList.toggle('embed', st.embed);
  const known = new Set(knownKeys());
  const unknownIn = (names) => names.filter((k) => k !== 'all' && !known.has(k));
  const hide = list('hide');
  st.hide = hide.filter((k) => Object.hasOwn(ANSWERS, k));
  // With an answer hidden only the view whose answers are hidden is offered (web/index.js):
  // the Rolling view where the link opens it, else the Contact view.
  st.view = st.hide.length ? (p.get('view') === 'rolling' ? 'rolling' : 'contact') : null;
  const elsewhere = st.view ? st.hide.filter((k) => !OF_VIEW[st.view].includes(k)) : [];
  st.unknownBy = { free: unknownIn(st.free || []), lock: unknownIn(st.lock), hide: hide.filter((k) => !Object.hasOwn(ANSWERS, k)) };
  st.unknown = [...st.unknownBy.free, ...st.unknownBy.lock, ...st.unknownBy.hide];
  // The names kept (and written back to the address): the known ones.
  if (st.free) st.free = st.free.filter((k) => known.has(k));
  st.lock = st.lock.filter((k) => k === 'all' || known.has(k));
  hideAnswers(st.hide);
  fixControls(st);
  if (st.free) document.body.classList.add('exercise');
  const q = $('question');
  q.textContent = st.question;
  q.hidden = !st.question;
  // An exercise's fixed inputs are not replaced from a file: Open… is not offered.
  if (isExercise(st)) {
    $('open-json').hidden = true;
    $('open-file').disabled = true;
  }
  if (st.unknown.length || elsewhere.length) warn(st, known, elsewhere);
  $('full-link').href = location.href.replace(/([?&])embed=1&?/, '$1').replace(/[?&]$/, '');
  if (st.embed && window.parent !== window) {
    // Tell the embedding page the height the content needs, so that its frame follows it:
    // the snippet's few host lines do that. Only a number is sent. The root element's box,
    // not the body's (a first child's top margin — the question's — collapses through the
    // body and lay outside its box: the frame was 8 px short) nor the document's scroll
    // height (never less than the frame: it could not shrink).
    const root = document.documentElement;
    const post = () => window.parent.postMessage({ demContactHeight: Math.ceil(root.getBoundingClientRect().height) }, '*');
    const watch = new ResizeObserver(post);
    watch.observe(root);
    watch.observe(document.body);
  }
  return st;
}

/** A few names of a list, then how many more (a link may carry thousands). */
const some = (names) => (names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', '));

/** Says on the page which names of the link it does not know, under the key each came with,
 * and which hidden answers the view offered does not state. */
function warn(st, known, elsewhere) {
  const box = $('embed-warning') || el('p', '', { id: 'embed-warning', className: 'status bad' });
  const parts = ['free', 'lock'].filter((k) => st.unknownBy[k].length).map((k) => `(${k}): ${some(st.unknownBy[k])}`);
  const inputs = parts.length ? `Unknown input names in the link ${parts.join('; ')}. Known: ${[...known].join(', ')}.` : '';
  const answers = st.unknownBy.hide.length ? `Unknown answers in the link (hide): ${some(st.unknownBy.hide)}. Known: ${Object.keys(ANSWERS).join(', ')}.` : '';
  const name = VIEW_NAMES[st.view];
  const other = elsewhere.length ? `Not answers of the ${name} view, the only one offered with answers hidden (hide): ${elsewhere.join(', ')}. The ${name} view's: ${OF_VIEW[st.view].join(', ')}.` : '';
  box.textContent = [inputs, answers, other].filter(Boolean).join(' ');
  $('question').after(box);
}

/** In an exercise, the fixed inputs shown as a compact list of givens (label: value unit). */
export function renderGivens() {
  const box = $('givens');
  if (!document.body.classList.contains('exercise')) { box.hidden = true; return; }
  const items = [];
  for (const f of document.querySelectorAll('#inputs .field.locked')) {
    if (f.hidden || f.closest('[hidden]') || !inView(f)) continue;
    const c = f.querySelector('input, select, textarea');
    const label = f.querySelector('label')?.textContent.trim();
    // The modes are implied by the values listed; an unset code or scheme says nothing.
    if (!c || !label || ['preset', 'm_mode', 'k_mode', 'd_mode', 'v_mode', 'ts-packing', 'ro-m_mode', 'ro-k_mode'].includes(c.id)) continue;
    if (c.tagName === 'SELECT' && c.value === '') continue;
    const value = c.tagName === 'SELECT' ? c.selectedOptions[0]?.textContent.trim() : c.value.trim();
    if (!value) continue;
    const unit = f.querySelector('.unit')?.textContent.trim();
    // A value typed with its unit ("1 mm") is shown as typed.
    const typedUnit = c.tagName !== 'SELECT' && /[^0-9.eE+\-\s]/.test(value);
    items.push([label, unit && unit !== '–' && !typedUnit ? `${value} ${unit}` : value]);
  }
  const dl = $('givens-list');
  dl.replaceChildren(...items.flatMap(([k, v]) => [el('dt', k), el('dd', v)]));
  box.hidden = items.length === 0;
}

/** Where scripts are stripped the frame keeps its height attribute: the content's height in an
 * 800 px course column, measured (below), or this until measured. */
const FALLBACK_HEIGHT = 1400;
const measured = { href: '', height: 0, frame: null };

/** The iframe and the host's few lines that let the frame follow the height the embedded
 * page posts (`demContactHeight`, from its own frame only), at `height` px without them. */
function snippet(href, height) {
  const origin = new URL(href).origin;
  const frame = `<iframe src="${href}" data-dem-contact width="100%" height="${height}" style="border:0" title="DEM contact calculator" loading="lazy"></iframe>`;
  const host = `<script>addEventListener("message",function(e){var h=e.data&&e.data.demContactHeight;if(e.origin!=="${origin}"||!(h>0&&h<20000))return;document.querySelectorAll("iframe[data-dem-contact]").forEach(function(f){if(f.contentWindow===e.source)f.style.height=Math.ceil(h)+"px"})})</script>`;
  return `${frame}\n${host}`;
}

/** The height of the embed `href` in an 800 px column: loaded once in a frame out of sight
 * (same origin), its height taken once it has drawn everything it draws by itself (ready,
 * idle, its height still for half a second); `done(height)` is called at once (the last
 * measure or the fallback) and again when measured. */
function measure(href, done) {
  if (measured.href === href && measured.height) { done(measured.height); return; }
  done(FALLBACK_HEIGHT);
  measured.frame?.remove();
  Object.assign(measured, { href, height: 0 });
  const frame = el('iframe', '', { src: href, title: 'measuring the embed', tabIndex: -1 });
  frame.setAttribute('aria-hidden', 'true');
  frame.className = 'measure';
  measured.frame = frame;
  const t0 = performance.now();
  let last = 0;
  let still = 0;
  const poll = () => {
    if (measured.frame !== frame) return;
    const w = frame.contentWindow;
    const h = w?.__dem?.ready && w.__dem.idle() ? Math.ceil(w.document.documentElement.getBoundingClientRect().height) : 0;
    still = h && h === last ? still + 1 : 0;
    last = h;
    if (still < 2 && performance.now() - t0 < 20000) { setTimeout(poll, 250); return; }
    frame.remove();
    measured.frame = null;
    if (!last) return;
    // A little room for other fonts and the student's values.
    measured.height = Math.ceil(last * 1.05 / 10) * 10;
    done(measured.height);
  };
  frame.addEventListener('load', poll, { once: true });
  document.body.append(frame);
}

/** The Embed dialog's elements, built here when first asked for (not in the first view's
 * bytes). */
function buildDialog() {
  const dialog = el('dialog', '', { id: 'embed-dialog' });
  dialog.setAttribute('aria-labelledby', 'embed-title');
  const free = el('fieldset', '', { className: 'embed-free' });
  const hint = el('p', '', { className: 'hint' });
  hint.append(el('button', 'none', { type: 'button', id: 'embed-none' }), ' ', el('button', 'all', { type: 'button', id: 'embed-all' }),
    ' (every box ticked: a plain embed, every input free; nothing ticked: every input fixed and shown as given)');
  free.append(el('legend', 'Students may change'), hint, el('div', '', { id: 'embed-checks', className: 'checks' }),
    el('p', '', { id: 'embed-kind', className: 'hint keep', ariaLive: 'polite' }));
  const hidden = el('fieldset', '', { className: 'embed-hide' });
  hidden.append(el('legend', 'Hidden from students, on the page and its print (the answers your question asks for)'),
    el('div', '', { id: 'embed-hide', className: 'checks' }));
  const question = el('div', '', { className: 'field' });
  question.append(el('label', 'A question shown above the calculator (optional)', { htmlFor: 'embed-question' }),
    el('input', '', { id: 'embed-question', maxLength: 300, spellcheck: true }));
  const buttons = el('form', '', { method: 'dialog', className: 'dialog-buttons' });
  buttons.append(el('button', 'Copy', { type: 'button', id: 'embed-copy' }), ' ',
    el('a', 'Preview ↗', { id: 'embed-preview', href: './', target: '_blank', rel: 'noopener' }), ' ', el('button', 'Close', { value: 'close' }));
  dialog.append(
    el('h2', 'Embed this calculator in a course page', { id: 'embed-title' }),
    el('p', 'The snippet shows the page as it is now. For an exercise, tick what students may change: everything else — values, the model, the cases, the modes — is fixed and shown as given.'),
    free, question, hidden, el('p', '', { id: 'embed-unknown', className: 'err', hidden: true }),
    el('label', 'Snippet', { htmlFor: 'embed-code' }), el('textarea', '', { id: 'embed-code', rows: 5, readOnly: true }),
    el('p', '', { id: 'embed-height', className: 'hint', ariaLive: 'polite' }), buttons);
  $('readout').after(dialog);
  return dialog;
}

/** Prepares the Embed dialog for the page's exercise state `st`; `openDialog` shows it. */
function setupDialog(st) {
  state = st;
  const dialog = buildDialog();
  const checks = $('embed-checks');
  const build = () => {
    const u = new URL(location.href);
    for (const k of ['embed', 'free', 'lock', 'q', 'hide', 'preset']) u.searchParams.delete(k);
    u.searchParams.set('embed', '1');
    const ticked = [...checks.querySelectorAll('input:checked')];
    const free = ticked.map((c) => c.value);
    const question = $('embed-question').value.trim();
    const all = [...checks.querySelectorAll('input')].length;
    // Every box ticked: a plain embed (no free= key, with the question if one is typed);
    // some: an exercise with those free; none: every input fixed (free= with no name).
    const exercise = free.length < all;
    if (exercise) {
      u.searchParams.set('free', free.join(','));
      // The page's link holds every input shown with its value (its selects, and the views'
      // and the adhesion's keys, web/keys.js); a number typed in a field it leaves out is
      // added, so that the givens do not change if the page's defaults ever do. Nothing else:
      // a switch is not a key (the modes, "the number you have", "e typed or wanted WITH
      // adhesion" follow from the keys given), and an empty value is "not given".
      for (const c of controls()) {
        const f = c.closest('.field');
        if (!f || f.hidden || f.closest('[hidden]') || c.tagName !== 'INPUT' || c.type === 'checkbox' || c.type === 'file') continue;
        const key = controlKey(c);
        const v = c.value.trim();
        // The Rolling view's are in the link already (web/rolling-form.js: entries); e is
        // not added beside e_with_adhesion (its field holds the e wanted WITH adhesion).
        if (v && !key.startsWith('ro.') && !u.searchParams.has(key) && !excluding(key).some((x) => u.searchParams.has(x))) u.searchParams.set(key, v);
      }
    }
    if (question) u.searchParams.set('q', question);
    const hide = [...$('embed-hide').querySelectorAll('input:checked')].map((c) => c.value);
    if (hide.length) u.searchParams.set('hide', hide.join(','));
    const names = ticked.map((c) => c.parentElement.textContent.trim());
    $('embed-kind').textContent = !exercise ? 'The link: a plain embed, every input free.'
      : free.length === 0 ? 'The link: every input fixed and shown as given (nothing to change).'
        : `The link: an exercise — students may change: ${names.join('; ')}; every other input is fixed and shown as given.`;
    measure(u.href, (height) => {
      $('embed-code').value = snippet(u.href, height);
      $('embed-height').textContent = height === measured.height
        ? `In an 800 px column the page is ${height} px tall, everything drawn: the frame is that tall, so the snippet's first line alone shows it whole. The second line (a script) lets the frame follow what the student opens or types; a course platform that strips scripts leaves the frame at ${height} px, scrolling inside when more is opened.`
        : 'Measuring the height of this embed in an 800 px column…';
    });
    $('embed-preview').href = u.href;
  };
  open = () => {
    // One box per input shown now, ticked if it is free now.
    checks.replaceChildren();
    const seen = new Set();
    for (const c of controls()) {
      const f = c.closest('.field');
      if (!f || f.hidden || f.closest('[hidden]') || !inView(f) || c.id === 'preset') continue;
      const key = controlKey(c);
      if (seen.has(key)) continue;
      seen.add(key);
      // "Given as" says which quantity with its section's name ("Stiffness given as").
      const own = f.querySelector('label')?.textContent.trim() || key;
      const legend = f.closest('fieldset')?.querySelector('legend')?.textContent.trim();
      const label = /^Given as/.test(own) && legend ? `${legend} ${own.toLowerCase()}` : own;
      const box = el('input', '', { type: 'checkbox', value: key, checked: !isFixed(state, key) });
      const lab = el('label', '', { className: 'check' });
      lab.append(box, document.createTextNode(` ${label}`));
      checks.append(lab);
    }
    $('embed-question').value = state.question;
    const offered = OF_VIEW.contact.filter((k) => $('adhesion').value || !ADHESION_ONLY.includes(k));
    $('embed-hide').replaceChildren(...offered.map((k) => [k, ANSWERS[k]]).map(([k, words]) => {
      const lab = el('label', '', { className: 'check' });
      lab.append(el('input', '', { type: 'checkbox', value: k, checked: (state.hide || []).includes(k) }), document.createTextNode(` ${words}`));
      return lab;
    }));
    const unknown = $('embed-unknown');
    unknown.hidden = state.unknown.length === 0;
    unknown.textContent = state.unknown.length ? `This page was opened with unknown names in free/lock: ${state.unknown.join(', ')}; they are dropped.` : '';
    build();
    dialog.showModal();
  };
  checks.addEventListener('change', build);
  $('embed-hide').addEventListener('change', build);
  $('embed-question').addEventListener('input', build);
  $('embed-none').addEventListener('click', () => { for (const c of checks.querySelectorAll('input')) c.checked = false; build(); });
  $('embed-all').addEventListener('click', () => { for (const c of checks.querySelectorAll('input')) c.checked = true; build(); });
  $('embed-copy').addEventListener('click', async () => {
    $('embed-code').select();
    try { await navigator.clipboard.writeText($('embed-code').value); $('embed-copy').textContent = 'Copied'; } catch { /* selected: Ctrl+C */ }
  });
}
