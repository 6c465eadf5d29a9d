// The heavy computations off the main thread (every interaction within one frame): every DEM code
// at this pair (`codes_compare`), what each code makes of an adhesion (`adhesion_codes`: each row
// several adhesive contacts), the timestep (`timestep`) and the e(v₀) sweeps (`speed_compute`)
// take from a few to tens of milliseconds, so they run in a worker (web/worker.js) with its own
// instance of the full module, and the page draws what comes back.
//
// A view asks `get(kind, ...args)`: the answer for exactly these arguments if it has come
// (`{value}` or `{error}`), else `undefined` — the job is then sent (one in flight per kind;
// of those waiting only the latest is kept) and `onReady(kind)` is called when its answer
// arrives, so the view redraws. Meanwhile the view shows its last numbers as stale, never as
// current. Without a worker (the single offline file: no worker from file://; a worker that
// failed) the job runs here, at once.
const KINDS = ['codes_compare', 'timestep', 'speed_compute', 'oblique_compute', 'adhesion_codes', 'bridge_codes'];
/** Answers kept per kind (a few: going back to a value just typed is common). */
const KEEP = 8;

const s = { worker: null, full: null, onReady: () => {}, cache: new Map(), busy: new Map(), next: new Map(), seq: 0, waiting: new Map() };

/** The answer thrown for a job still running (views tell it from an error by `pending`). */
export const PENDING = Object.freeze({ field: '', message: 'Computing…', pending: true });

/** Gives the `worker` (web/worker.js, started by the page before the module was compiled, so
 * that its thread, script and glue are ready; null: none) the compiled full module (`module`:
 * a WebAssembly.Module, or undefined to compute here); `full` is the module's exports on this
 * thread; `start()` starts another worker (or null), for one whose module could not get its
 * memory. A worker whose script failed before this (`worker.failed`) is not used. */
export function setup(full, module, onReady, worker, start = () => null) {
  Object.assign(s, { full, onReady, module, start });
  if (!module || !worker || worker.failed) {
    worker?.terminate();
    return;
  }
  attach(worker);
  // Leaving the page (a reload, a link) ends the worker at once, its module's memory with it,
  // rather than when the page is collected: the next page's modules need that room (below).
  addEventListener('pagehide', (e) => { if (!e.persisted) { s.worker?.terminate(); s.worker = null; } });
}

/** Makes `worker` the one that computes: its module, and the jobs under way sent again. */
function attach(worker) {
  worker.onmessage = (ev) => arrived(ev.data);
  worker.onerror = () => fallBack();
  worker.postMessage({ module: s.module });
  s.worker = worker;
  for (const job of s.busy.values()) worker.postMessage({ id: job.id, kind: job.kind, args: job.args });
}

/**
 * A worker whose module could not reserve its memory ("Out of memory: Cannot allocate Wasm
 * memory for new instance"). V8 reserves 10 GiB of address space for every WebAssembly
 * memory (guard regions) under one limit per process, 1 TiB (v8 src/objects/backing-store.cc:
 * kFullGuardSize, kAddressSpaceLimit), and when a reservation fails it collects the garbage
 * of its own thread only and tries again (TryAllocateWasmMemory's gc_retry). The memories of
 * the pages this tab showed before a reload stay reserved until this thread collects them —
 * which nothing forces while its heap is small — so after some tens of reloads a worker's
 * reservation failed while a fresh page's own succeeded (a tab reloaded 200 times: 2–3
 * loads). An allocation here does force that collection when the room is gone; the
 * worker is then started again, once.
 */
function recover(failed) {
  if (s.retried || !/out of memory/i.test(failed)) return false;
  s.retried = true;
  try {
    // A memory of one page, dropped at once: its reservation, if it finds none left,
    // collects this thread's garbage first (the earlier pages' memories).
    new WebAssembly.Memory({ initial: 1, maximum: 1 });
  } catch {
    return false;
  }
  const worker = s.start();
  if (!worker) return false;
  s.worker?.terminate();
  attach(worker);
  return true;
}

const keyOf = (kind, args) => `${kind}\u0000${JSON.stringify(args)}`;

function remember(kind, key, answer) {
  const c = s.cache.get(kind) ?? new Map();
  c.delete(key);
  c.set(key, answer);
  while (c.size > KEEP) c.delete(c.keys().next().value);
  s.cache.set(kind, c);
}

/** Runs a job on this thread. */
function here(kind, args) {
  try {
    return { value: s.full[kind](...args) };
  } catch (e) {
    return { error: e && e.message !== undefined ? { field: e.field ?? '', message: String(e.message) } : { field: '', message: String(e) } };
  }
}

function send(kind, key, args) {
  const id = ++s.seq;
  s.busy.set(kind, { id, key, args, kind });
  s.waiting.set(id, kind);
  s.worker.postMessage({ id, kind, args });
}

function arrived({ id, value, error, failed }) {
  if (failed !== undefined) {
    s.failed = failed;
    if (!recover(failed)) fallBack();
    return;
  }
  const kind = s.waiting.get(id);
  if (kind === undefined) return;
  s.waiting.delete(id);
  const job = s.busy.get(kind);
  remember(kind, job.key, error === undefined ? { value } : { error });
  s.busy.delete(kind);
  const next = s.next.get(kind);
  s.next.delete(kind);
  if (next && !s.cache.get(kind)?.has(next.key)) send(kind, next.key, next.args);
  s.onReady(kind);
}

/** The worker failed (its script, its module): what it had is done here, and so is the rest. */
function fallBack() {
  const w = s.worker;
  s.worker = null;
  w?.terminate();
  const kinds = [...s.busy.keys()];
  s.busy.clear();
  s.next.clear();
  s.waiting.clear();
  for (const kind of kinds) s.onReady(kind);
}

/** The answer for `kind(...args)` if known (`{value}` or `{error}`), else `undefined` with the
 * job under way. */
export function get(kind, ...args) {
  if (!KINDS.includes(kind)) throw new Error(`not a worker job: ${kind}`);
  const key = keyOf(kind, args);
  const known = s.cache.get(kind)?.get(key);
  if (known) return known;
  if (!s.worker) {
    const answer = here(kind, args);
    remember(kind, key, answer);
    return answer;
  }
  const busy = s.busy.get(kind);
  if (!busy) send(kind, key, args);
  else if (busy.key !== key) s.next.set(kind, { key, args });
  return undefined;
}

/** `kind(...args)` as the full module's function would give it: the value, or the error
 * thrown; `PENDING` thrown while it is computed. */
export function need(kind, ...args) {
  const a = get(kind, ...args);
  if (!a) throw PENDING;
  if (a.error) throw a.error;
  return a.value;
}

/** Whether a job is under way (the page is not idle). */
export const busy = () => s.busy.size > 0;

/** How the worker stands, for the tests: `failed`, why a worker's module could not start
 * (undefined: it never failed); `retried`, whether another was started; `computing`, whether
 * the jobs run in a worker now. */
export const workerState = () => ({ failed: s.failed, retried: Boolean(s.retried), computing: Boolean(s.worker) });
