// The plots: the canvases sized to their boxes at the screen's pixel density, each chart's
// accessible description, the SVG and PNG buttons under each figure, the hover readout, and
// the light or dark theme. The drawing itself is the wasm module's (`Plots`); this module
// owns the canvases, their figures' buttons and the readout.
import { $, el } from './dom.js';
import { fmtNum } from './format.js';

/** Every chart: its canvas and the name its exports take, in the wasm `Plots` slot order. */
export const CHARTS = [['plot-force-time', 'force-time'], ['plot-overlap-time', 'overlap-time'], ['plot-force-overlap', 'force-overlap'], ['plot-damping', 'damping'], ['plot-sweep', 'scheme-sweep'], ['plot-speed-e', 'restitution-speed'], ['plot-speed-tc', 'contact-time-speed'], ['plot-speed-xi', 'overlap-speed']];

let plots = null;
let dark = false;

/** The canvases as the wasm `Plots` takes them (F(t), ξ(t), F(ξ), damping view, scheme sweep). */
export const canvases = () => CHARTS.slice(0, 5).map(([id]) => $(id));
/** The e(v₀) view's canvases. */
export const speedCanvases = () => CHARTS.slice(5).map(([id]) => $(id));

/** The wasm `Plots` that draws on the canvases now (the first-load one, then the full one). */
export function usePlots(p) {
  plots = p;
  p.set_theme(dark);
}
export const isDark = () => dark;

/** Each canvas's pixel size: its CSS size × the device pixel ratio (sharp on any screen). */
export function sizeCanvases() {
  const dpr = Math.max(1, window.devicePixelRatio || 1);
  for (const c of document.querySelectorAll('canvas')) {
    const w = Math.round(c.clientWidth * dpr);
    const h = Math.round(c.clientHeight * dpr);
    if (c.width !== w || c.height !== h) { c.width = w; c.height = h; }
  }
}

/** What chart `c` (the wasm module's description) shows, on its canvas `id` for screen
 * readers and tests: the axes with their ranges and the series. */
export function describeChart(id, c) {
  const canvas = $(id);
  const r = (a) => `${fmtNum(a[0], 3)} to ${fmtNum(a[1], 3)}`;
  canvas.setAttribute('aria-label', `${c.y_label} (${r(c.y_range)}) against ${c.x_label} (${r(c.x_range)}); series: ${c.series.join('; ')}`);
  canvas.dataset.xLabel = c.x_label;
  canvas.dataset.yLabel = c.y_label;
  canvas.dataset.series = JSON.stringify(c.series);
}

/** The SVG and PNG buttons under each figure; `onSvg(slot, name)`, `onPng(slot, id, name)`. */
export function setupFigures(onSvg, onPng) {
  for (const [slot, [id, name]] of CHARTS.entries()) {
    const bar = el('div', '', { className: 'fig-tools' });
    const svg = el('button', 'SVG', { type: 'button', title: `Download ${name} as SVG (12 cm wide, text readable in print)` });
    const png = el('button', 'PNG', { type: 'button', title: `Download ${name} as PNG (at least 1600 px wide)` });
    svg.addEventListener('click', () => onSvg(slot, name));
    png.addEventListener('click', () => onPng(slot, id, name));
    bar.append(svg, png);
    $(id).closest('figure').append(bar);
  }
}

/** The values of every series under the pointer, in a box beside it. */
export function setupReadout() {
  const tip = $('readout');
  for (const [slot, [id]] of CHARTS.entries()) {
    const c = $(id);
    c.addEventListener('mousemove', (ev) => {
      const r = plots?.readout(slot, ev.offsetX);
      if (!r) { tip.hidden = true; return; }
      const unit = (label) => (label.match(/\[(.*)\]$/) || [, ''])[1];
      const [ux, uy] = [unit(r.x_label), unit(r.y_label)];
      tip.replaceChildren(...r.points.map((p) => {
        const line = document.createElement('div');
        const sw = Object.assign(document.createElement('span'), { className: 'swatch' });
        sw.style.background = p.colour;
        line.append(sw, document.createTextNode(`${p.label}: ${fmtNum(p.x, 4)} ${ux}, ${fmtNum(p.y, 4)} ${uy}`));
        return line;
      }));
      tip.hidden = false;
      const box = c.getBoundingClientRect();
      tip.style.left = `${Math.min(window.innerWidth - tip.offsetWidth - 8, box.left + window.scrollX + ev.offsetX + 14)}px`;
      tip.style.top = `${box.top + window.scrollY + ev.offsetY + 14}px`;
    });
    c.addEventListener('mouseleave', () => { tip.hidden = true; });
  }
}

/** The charts follow the system's light or dark scheme; `onChange` redraws them. */
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
