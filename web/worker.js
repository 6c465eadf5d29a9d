// The page's worker (web/compute.js): the full module's heavy functions — every DEM code at
// a pair, what each code makes of an adhesion or a liquid bridge, the timestep, the e(v₀) and oblique sweeps —
// computed off the main thread. It gets the module
// already compiled by the page, answers each job `{id, kind, args}` with `{id, value}` or
// `{id, error}`, and never draws.
import init, { codes_compare, timestep, speed_compute, oblique_compute, adhesion_codes, bridge_codes } from './pkg-full/dem_contact_web.js';

const JOBS = { codes_compare, timestep, speed_compute, oblique_compute, adhesion_codes, bridge_codes };
let ready = null;

self.onmessage = async ({ data }) => {
  if (data.module !== undefined) {
    // A module that cannot start here (its memory not reserved: web/compute.js) is reported,
    // once, and this worker answers nothing more: the page starts another or computes on its
    // own thread.
    ready = init({ module_or_path: data.module }).then(() => true, (e) => { postMessage({ failed: String(e) }); return false; });
    return;
  }
  if (!(await ready)) return;
  const { id, kind, args } = data;
  let reply;
  try {
    if (!Object.hasOwn(JOBS, kind)) throw new Error(`unknown job ${kind}`);
    reply = { id, value: JOBS[kind](...args) };
  } catch (e) {
    // The module throws {field, message}; anything else is reported by its text.
    reply = { id, error: e && e.message !== undefined ? { field: e.field ?? '', message: String(e.message) } : { field: '', message: String(e) } };
  }
  postMessage(reply);
};
