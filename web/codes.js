// "Your DEM code": the catalogue of settings, the words the form shows for one, the panel
// with the value to type and the snippet, and the table of every code. Presentation only:
// every number comes from dem-contact (`codes`, `codes_compare`, `solve` with `code`).
import { $, el } from './dom.js';
import { fmtNum, fmtSI, fmtUnit } from './format.js';

let catalogue = [];

/** Keeps the catalogue of code settings (the form fills its selector) and sets up the
 * panel's Copy button. */
export function setupCodes(list) {
  catalogue = list;
  $('code-copy').addEventListener('click', async () => {
    const text = $('code-snippet').textContent;
    try {
      await navigator.clipboard.writeText(text);
      $('code-copy').textContent = 'Copied';
    } catch {
      const r = document.createRange();
      r.selectNodeContents($('code-snippet'));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
      $('code-copy').textContent = 'Selected: press Ctrl+C';
    }
    setTimeout(() => { $('code-copy').textContent = 'Copy'; }, 2000);
  });
}

/** The setting with id `id`, or null. */
export function settingOf(id) {
  return catalogue.find((s) => s.id === id) || null;
}

// The inputs in each code's own words (labels only; the keys stay the scenario's).
const WORDS = {
  LAMMPS: { E1: 'E (hertz/material), body 1', nu1: 'ν (hertz/material), body 1', e: 'e (pair_coeff, read as e by the damping model)', k: 'k (pair_coeff hooke), force/distance' },
  LIGGGHTS: { E1: 'youngsModulus, body 1', nu1: 'poissonsRatio, body 1', E2: 'youngsModulus, body 2 (or the wall type)', nu2: 'poissonsRatio, body 2', e: 'coefficientRestitution' },
  EDEM: { E1: "Young's modulus of material 1 (EDEM asks for the shear modulus G = E/(2(1+ν)))", nu1: "Poisson's Ratio, material 1", E2: "Young's modulus of material 2 (EDEM: its shear modulus G)", nu2: "Poisson's Ratio, material 2", e: 'Coefficient of Restitution (interaction)' },
  PFC: { k: 'kn: the contact normal stiffness', E1: 'E (PFC takes hz_shear G = E/(2(1+ν)))', nu1: 'hz_poiss', e: 'restitution you want (PFC takes dp_nratio)' },
  Yade: { E1: 'young (FrictMat)', nu1: 'poisson (FrictMat)', e: 'en', tc: 'tc (ViscElMat)' },
  MercuryDPM: { E1: 'E of body 1 (MercuryDPM takes the effective modulus E*)', e: 'restitutionCoefficient', tc: 'collisionTime (setCollisionTimeAndRestitutionCoefficient)' },
  Chrono: { E1: 'SetYoungModulus, body 1', nu1: 'SetPoissonRatio, body 1', E2: 'SetYoungModulus, body 2', nu2: 'SetPoissonRatio, body 2', e: 'SetRestitution', v_char: 'SetCharacteristicImpactVelocity / characteristic_vel' },
};

/** The form's words for setting `s`: its inputs' labels in the code's own words, the hints of
 * its tension switch, characteristic speed and the setting itself. */
export function codeWords(s) {
  const labels = { ...(WORDS[s.code] || {}) };
  // A spring constant k in the code's words only where the code takes one (hooke, kn).
  if (s.model !== 'linear') delete labels.k;
  if (s.takes === 'damping') labels.damping = `${s.typed_name}${s.typed_unit ? ` [${s.typed_unit}]` : ''}`;
  if (s.id === 'yade-hertz-mindlin') labels.damping = 'betan (critical damping ratio of the tangent stiffness)';
  return {
    labels,
    limitHint: s.switch
      ? `The code's switch: ${s.switch} (default off: the dashpot may pull).`
      : s.clipped ? 'This code always clips tension: the contact ends when the force returns to zero.' : 'This code never clips tension.',
    limitOption: s.switch ? `clipped (${s.switch})` : 'clipped',
    vCharHint: s.code === 'LIGGGHTS'
      ? 'LIGGGHTS has no default characteristicVelocity: empty uses the impact speed v₀.'
      : 'Empty: Chrono\'s default, 1 m/s.',
    codeHint: `${s.code}: ${s.title}. ${s.summary}. Force law: ${s.model} model. ${s.status[0].toUpperCase()}${s.status.slice(1)}.`,
  };
}

/** Whether a field applies with code `s` chosen (null: no code). */
export function codeApplies(field, s) {
  const extra = field.dataset.codeExtra;
  if (extra) {
    if (!s) return false;
    if (extra === 'limit') return Boolean(s.switch);
    return s.extra.includes(extra);
  }
  if (!s) return true;
  const key = field.dataset.key;
  // The code decides the model, its exponents, the end of contact and the mass rule.
  if (['model', 'formula', 'w', 'p', 'transition_force', 'end', 'mass_rule', 'linear_k'].includes(key)) return false;
  // A code that forms its spring from a contact time takes no stiffness or material.
  if (s.stiffness === 'contact-time' && ['k', 'k1', 'k2', 'E1', 'nu1', 'E2', 'nu2'].includes(key)) return false;
  return true;
}

/** The stiffness modes a code takes: the values of #k_mode allowed. */
export function codeStiffnessModes(s) {
  return {
    k: ['series', 'k'],
    'k-or-material': ['k', 'material'],
    material: ['material'],
    'contact-time': [],
  }[s.stiffness];
}

const pct = (x) => `${x >= 0 ? '+' : '−'}${fmtNum(Math.abs(100 * x), 3)} %`;

/** The panel: what to type, what the code achieves, the snippet, the source. */
export function renderCode(sol) {
  const box = $('code-box');
  const c = sol.code;
  if (!c) { box.hidden = true; return; }
  box.hidden = false;
  $('code-title').textContent = `${c.code}: ${c.name}`;
  const where = `${c.code}${c.limit && c.end === 'force' ? ' (tension clipped)' : ''}`;
  const unit = (n) => (n.unit ? ` ${n.unit}` : '');
  const typed = `${c.typed.name} = ${fmtNum(c.typed.value, 5)}${unit(c.typed)}`;
  if (c.requested != null && c.to_type) {
    const same = Math.abs(c.to_type.value - c.typed.value) <= 1e-9 * Math.abs(c.typed.value);
    $('code-answer').textContent = same
      ? `Type ${typed} into ${where}: it achieves e = ${fmtNum(sol.restitution, 5)}.`
      : `Type ${c.to_type.name} = ${fmtNum(c.to_type.value, 5)}${unit(c.to_type)} (not ${fmtNum(c.typed.value, 5)}) into ${where} to get e = ${fmtNum(c.requested, 5)}.`;
  } else if (c.requested != null) {
    $('code-answer').textContent = `No value of ${c.typed.name} makes ${where} reach e = ${fmtNum(c.requested, 5)}.`;
  } else {
    $('code-answer').textContent = `With ${typed}, ${where} achieves e = ${fmtNum(sol.restitution, 5)}.`;
  }
  const achieved = c.requested != null
    // Within the integrator's accuracy of the e asked for: no percentage of round-off.
    ? `Typing ${typed}: ${c.code} achieves e = ${fmtNum(sol.restitution, 5)} (${Math.abs(sol.restitution / c.requested - 1) < 1e-8 ? 'as asked' : `${pct(sol.restitution / c.requested - 1)} from ${fmtNum(c.requested, 5)}`})`
    : `e = ${fmtNum(sol.restitution, 5)}`;
  $('code-achieved').textContent = `${achieved}; contact ends when ${c.end === 'force' ? 'the force returns to zero (tension clipped)' : 'the overlap returns to zero (tension allowed)'}; t_c = ${sol.contact_time == null ? 'never' : fmtSI(sol.contact_time, 's')}; effective mass: ${c.mass_rule}.${c.speed_dependent ? ' The restitution depends on the impact speed.' : ''}`;
  $('code-snippet').textContent = c.snippet;
  // The first note repeats the answer above in words for the CLI.
  $('code-notes').replaceChildren(...c.notes.filter((n) => !n.startsWith('Typed as')).map((n) => el('li', n)));
  $('code-source').textContent = c.source;
  $('code-status').textContent = c.status;
}

/** The table of every code at this pair and target e, the `chosen` setting marked. */
export function renderCodesTable(rows, e, chosen) {
  const tb = $('codes-table').querySelector('tbody');
  tb.replaceChildren();
  $('codes-details').querySelector('summary').textContent = `Every DEM code at this pair, for e = ${fmtNum(e, 5)}`;
  for (const r of rows) {
    const tr = el('tr', '', { className: r.id === chosen ? 'governs' : '' });
    tr.dataset.id = r.id;
    tr.append(el('th', r.code, { scope: 'row' }), el('td', r.name));
    if (r.error) {
      tr.append(el('td', r.error, { colSpan: 5, className: 'muted' }));
    } else {
      const off = Math.abs(r.achieved - e) > 5e-5 * e;
      const typed = (v) => `${r.typed_name} = ${fmtNum(v, 5)}${r.typed_unit ? ` ${fmtUnit(r.typed_unit)}` : ''}`;
      tr.append(
        el('td', typed(r.typed)),
        el('td', `${fmtNum(r.achieved, 5)}${r.speed_dependent ? ' at this v₀ (falls with the speed)' : ''}`, { className: off ? 'off' : '' }),
        el('td', r.to_type == null ? 'no value reaches it' : off ? typed(r.to_type) : '(as typed)'),
        el('td', r.end === 'force' ? 'clipped' : 'allowed'),
        el('td', r.contact_time == null ? '—' : fmtSI(r.contact_time, 's')),
      );
    }
    tb.append(tr);
  }
}
