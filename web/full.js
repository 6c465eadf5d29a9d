// The full module's part of the page, loaded on first use (web/index.js: ensureFull): the
// module set up on this thread and handed to the worker (web/compute.js); the code settings
// in the form (web/codes.js, web/code-fields.js); the Sources from its references; the
// Timestep and e(v₀) views and the Contact view's parts that need it (web/contact-full.js);
// then, on demand, the Oblique and Rolling views, the adhesion, the elastic–plastic models and
// the liquid bridge. Each view adds itself to
// the page (`page.addView`) and keeps its own state; this module keeps the parts it loaded.
import * as m from './pkg-full/dem_contact_web.js';
import { $ } from './dom.js';
import * as form from './form.js';
import * as plots from './plots.js';
import * as codes from './codes.js';
import * as fields from './code-fields.js';
import * as compute from './compute.js';
import * as timestep from './timestep.js';
import * as speed from './speed.js';
import * as viewFields from './view-fields.js';
import { extend } from './contact.js';
import * as contactFull from './contact-full.js';
import { setupSources, linkCites } from './sources.js';

/** The parts loaded on first use: each `wanted(view)` loads its script, set up with the
 * views' context, then the page is redrawn; `blocks` the views that wait for it. The Oblique
 * view (its tab, or its law's k_s in the Timestep view: a link with μ), the Rolling view, the
 * adhesion's fields and results in the Contact and e(v₀) views (a law chosen). */
const PARTS = {
  ob: { wanted: (v) => v === 'oblique' || (v === 'timestep' && /[?&]mu=/.test(location.search)), blocks: ['oblique'], load: () => import('./oblique.js'), status: 'ob-status', name: 'The Oblique view' },
  ro: { wanted: (v) => v === 'rolling', blocks: ['rolling'], load: () => import('./rolling.js'), status: 'ro-status', name: 'The Rolling view' },
  adh: { wanted: (v) => ['contact', 'speed'].includes(v) && Boolean($('adhesion').value), blocks: [], load: () => import('./adhesion.js'), status: 'status', name: 'The adhesion' },
  pl: { wanted: (v) => ['contact', 'speed'].includes(v) && ['hysteretic', 'eepa', 'thornton'].includes($('model').value), blocks: [], load: () => import('./plastic.js'), status: 'status', name: 'The elastic–plastic models' },
  wet: { wanted: (v) => ['contact', 'speed'].includes(v) && Boolean($('liquid_bridge').value), blocks: [], load: () => import('./bridge.js'), status: 'status', name: 'The liquid bridge' },
};
/** What each part's setup gave (the Oblique view's `shear`, the adhesion's `render` and
 * `show`), once come; the parts asked for. */
const parts = {};
const asked = new Set();

/**
 * Sets the part up for the page (`page`: web/index.js's calls) and returns what the page asks
 * of it. `module`: the full module's wasm compiled (undefined: compiled here from its file);
 * `worker`: web/worker.js started for it, or null; `startWorker()`: another.
 */
export async function install(page, { module, worker, startWorker }) {
  await m.default(module ? { module_or_path: module } : undefined);
  // The Timestep and e(v₀) views' fields and results' markup, from the module's tables (not in
  // the first view): before their canvases are handed to it.
  viewFields.build();
  // What the views are set up with (web/oblique.js, web/rolling.js, web/adhesion.js too).
  const ctx = { page, full: m, compute, plots: new m.Plots(...plots.canvases()), part: (k) => parts[k] ?? null, load: page.load, download: page.download };
  ctx.plots.speed_canvases(...plots.speedCanvases());
  plots.usePlots(ctx.plots);
  const contact = contactFull.install(ctx);
  extend(contact);
  // A worker's answer: the table of every code, and the adhesion's rows for each code, are
  // drawn at once; the view waiting for the others draws them (an update already waiting for
  // the next frame will instead).
  const drawn = { codes_compare: contact.codesArrived, adhesion_codes: contact.adhesionArrived, bridge_codes: contact.bridgeArrived };
  compute.setup(m, module, (kind) => (drawn[kind] ?? page.redraw)(), worker, startWorker);
  speed.setup(ctx);
  timestep.setup(ctx);
  form.addModels(m.models(), m.scenario_keys());
  codes.setupCodes(m.codes(), { releases: m.releases, read: m.read_quantity });
  fields.fillSelector(codes.addPlastic(m.plastic_codes()));
  fields.useBridgeLaws(m.bridge_laws);
  form.setupCodes(codes, fields);
  fields.fillForLink(form.codeSetting(), m);
  setupSources(m.references());
  linkCites($('inputs'));
  form.showFields();
  form.blankAbsent();
  const withCode = (f) => { const code = form.codeSetting(); if (code) f(code); };
  return {
    /** The module's exports (the JSON export). */
    module: m,
    /** Loads what `view` wants; whether the view must wait for it. */
    onDemand: (view) => onDemand(ctx, view),
    /** Whether the worker has a job under way. */
    busy: compute.busy,
    /** A link naming a code and no input: the pair as the code takes it. */
    fillForLink: () => fields.fillForLink(form.codeSetting(), m),
    /** A code chosen: its fields filled. */
    fillForCode: () => withCode((code) => fields.fillForCode(code, m)),
    /** Input `id` changed: the values a code's fields derive from the others follow it. */
    follow: (id) => withCode((code) => fields.followInputs(code, m, id)),
  };
}

/** Loads the parts `view` wants (each once); whether it must wait for one. */
function onDemand(ctx, view) {
  let waits = false;
  for (const [key, p] of Object.entries(PARTS)) {
    if (parts[key] || !p.wanted(view)) continue;
    waits ||= p.blocks.includes(view);
    if (asked.has(key)) continue;
    asked.add(key);
    ctx.page.loading(p.load().then((mod) => { parts[key] = mod.setup(ctx) ?? {}; })
      .catch((e) => { $(p.status).textContent = `${p.name} could not be loaded: ${e.message || e}`; }))
      .finally(ctx.page.update);
  }
  return waits;
}
