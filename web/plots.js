// The canvases (drawn by the wasm `Plots`): sized at the screen's density, described for
// screen readers, light or dark. Their buttons and readout: web/tools.js.
import { $ } from './dom.js';
import { fmtNum } from './format.js';

/** Every chart: its canvas and the name its exports take, in the wasm `Plots` slot order. */
export const CHARTS = [['plot-force-time', 'force-time'], ['plot-overlap-time', 'overlap-time'], ['plot-force-overlap', 'force-overlap'], ['plot-damping', 'damping'], ['plot-sweep', 'scheme-sweep'], ['plot-speed-e', 'restitution-speed'], ['plot-speed-tc', 'contact-time-speed'], ['plot-speed-xi', 'overlap-speed']];

let plots = null;
let dark = false;

/** The canvases as `Plots` takes them, the e(v₀) view's. */
export const canvases = () => CHARTS.slice(0, 5).map(([id]) => $(id));
export const speedCanvases = () => CHARTS.slice(5).map(([id]) => $(id));

/** The `Plots` drawing now (the first-load one, then the full one). */
export function usePlots(p) {
  plots = p;
  p.set_theme(dark);
}
export const isDark = () => dark;
export const current = () => plots;

/** Each canvas's pixels: its CSS size × the device pixel ratio. Every size is read before any
 * is set: a canvas given new pixels needs layout again, and reading the next one's size would
 * force it, once per canvas (31 ms of the Oblique view's first draw). */
export function sizeCanvases() {
  const dpr = Math.max(1, window.devicePixelRatio || 1);
  const sizes = [...document.querySelectorAll('canvas')].map((c) => [c, Math.round(c.clientWidth * dpr), Math.round(c.clientHeight * dpr)]);
  for (const [c, w, h] of sizes) if (c.width !== w || c.height !== h) { c.width = w; c.height = h; }
}

/** Chart `c` described on its canvas `id`: the axes, their ranges, the series. */
export function describeChart(id, c) {
  const canvas = $(id);
  const r = (a) => `${fmtNum(a[0], 3)} to ${fmtNum(a[1], 3)}`;
  canvas.setAttribute('aria-label', `${c.y_label} (${r(c.y_range)}) against ${c.x_label} (${r(c.x_range)}); series: ${c.series.join('; ')}`);
  canvas.dataset.xLabel = c.x_label;
  canvas.dataset.yLabel = c.y_label;
  canvas.dataset.series = JSON.stringify(c.series);
}

/** The charts follow the system's scheme; `onChange` redraws them. */
export function setupTheme(onChange) {
  const mq = window.matchMedia('(prefers-color-scheme: dark)');
  dark = mq.matches;
  plots?.set_theme(dark);
  mq.addEventListener('change', () => {
    dark = mq.matches;
    plots?.set_theme(dark);
    onChange();
  });
}
