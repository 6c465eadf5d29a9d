// The papers' cases of the case selector, as links (web/link.js says what a link means):
// loaded when a link names one, and right after the first render for the selector (its
// options but the typical one are added here).
// The papers' cases, as links (each complete: its keys mean exactly what they say).
const CASE1 = 'model=linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=2&damping=0.5&cmp=mass_rule';
const SCHEME = '&scheme=teufelsbauer2008&dt=0.001&t_end=0.12';
const JKR_POWDER = 'model=tsuji&rho1=1500&rho2=1500&r1=2e-5&r2=2e-5&E1=5e9&nu1=0.3&E2=5e9&nu2=0.3&v0=0.1&e=0.5&g=0&adhesion=jkr&surface_energy=0.05';
export const PRESETS = {
  // Teufelsbauer, Hübl & Wu 2008, cases 1 and 2: two 5 kg balls, k1 = k2 = 1e4 N/m,
  // v0 = 2 m/s, α = 0.5 (2), with both mass rules as in its Figures 3–6.
  'teufelsbauer-1': CASE1,
  'teufelsbauer-2': CASE1.replace('damping=0.5', 'damping=2'),
  // Its Figs. 3–8: the closed forms with both mass rules and its §4 scheme (dt = 1e-3,
  // t_end = 0.12) with both.
  'teufelsbauer-1-scheme': CASE1 + SCHEME,
  'teufelsbauer-2-scheme': CASE1.replace('damping=0.5', 'damping=2') + SCHEME,
  'teufelsbauer-3-scheme': `model=linear&m1=5&m2=15&k1=1e5&k2=1e6&v0=2&damping=0.4&g=9.81&cmp=mass_rule${SCHEME}`,
  // Hu et al. 2011, Table I: a ball on a wall, three models at e = 0.9.
  'hu-table1': 'model=hunt-crossley&formula=hu-fit&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&models=linear,tsuji',
  // An 2006: disk r = 0.25 m, ρ = 2600 kg/m³, unit thickness (m = ρπr² = 510.5 kg); ball
  // kn 3.2e10 and wall kn 6.4e10 in series; dropped from 5.001 m under g = 9.8; b = 10.
  'an-inelastic': 'model=power-function&m1=510.5&m2=&k1=3.2e10&k2=6.4e10&h0=5.001&g=9.8&transition_force=1.28e5&damping=10',
  'an-elastic': 'model=power-function&m1=510.5&m2=&k1=3.2e10&k2=6.4e10&h0=5.001&g=9.8&transition_force=1.28e8&damping=10',
  // A 20 µm powder (E = 5 GPa, ν = 0.3, 1500 kg/m³) with JKR adhesion, γ = 0.05 J/m², Tsuji
  // e = 0.5 (as a code maps it): it sticks at 0.1 m/s and bounces at 1 m/s (Thornton & Ning
  // 1998's sticking velocity, the damping held).
  'jkr-powder': JKR_POWDER,
  'jkr-powder-1': JKR_POWDER.replace('v0=0.1', 'v0=1'),
  // Thornton 1997's elastic–perfectly plastic law on the glass beads with a yield pressure
  // p_y = 1 GPa (a round value for illustration, not the paper's): V_y ≈ 0.46 m/s, e falls
  // with speed above it.
  'thornton-glass': 'model=thornton&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&g=0&yield_pressure=1e9',
  // An EEPA powder (the 20 µm powder above): plasticity ratio 0.5, e = 0.5 wanted WITH the
  // plasticity at 0.2 m/s — the dashpot found, and the e to type into a code.
  'eepa-powder': 'model=eepa&rho1=1500&rho2=1500&r1=2e-5&r2=2e-5&E1=5e9&nu1=0.3&E2=5e9&nu2=0.3&v0=0.2&g=0&plasticity_ratio=0.5&e_with_plasticity=0.5',
  // Wet glass beads: 1 mm, water (σ = 0.072 N/m, θ = 20°), V = 1e-11 m³, 0.1 m/s, elastic
  // Hertz (no dashpot): the bridge's energy decides whether they stick.
  'wet-beads': 'model=hertz&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=0.1&g=0&liquid_bridge=willett&liquid_volume=1e-11&surface_tension=0.072&contact_angle=20 deg',
};
// The preset names of the first version, for the links made with them.
export const OLD_PRESETS = {
  'seed000-1': 'teufelsbauer-1', 'seed000-2': 'teufelsbauer-2', 'seed000-1-scheme': 'teufelsbauer-1-scheme',
  'seed000-2-scheme': 'teufelsbauer-2-scheme', 'seed000-3-scheme': 'teufelsbauer-3-scheme',
  'seed001-table1': 'hu-table1', 'seed004-inelastic': 'an-inelastic', 'seed004-elastic': 'an-elastic',
};

// The papers' cases in the selector, by paper: [value, label, the case in full (its hint)]. The
// typical one (glass beads, the page's default) is in index.html: these come after the first answer.
export const CASE_GROUPS = [
  ["Teufelsbauer, Hübl & Wu 2008", [
    ["teufelsbauer-1", "case 1: 5 kg balls, α = 0.5", "case 1: two 5 kg balls, k₁ = k₂ = 1e4 N/m, 2 m/s, α = 0.5, both mass rules"],
    ["teufelsbauer-2", "case 2: α = 2, overdamped", "case 2: case 1 with α = 2, overdamped"],
    ["teufelsbauer-1-scheme", "Figs. 3–4: case 1, scheme", "Figs. 3–4: case 1 with the paper's explicit scheme (§4), Δt = 1 ms"],
    ["teufelsbauer-2-scheme", "Figs. 5–6: case 2, scheme", "Figs. 5–6: case 2 with the paper's explicit scheme (§4), Δt = 1 ms"],
    ["teufelsbauer-3-scheme", "Figs. 7–8: case 3, scheme", "Figs. 7–8: case 3 (m₂ = 15 kg, k₁ = 1e5, k₂ = 1e6 N/m, g = 9.81 m/s²) with the paper's scheme"],
  ]],
  ["Hu et al. 2011", [
    ["hu-table1", "Table I: 3 models, e = 0.9", "Table I / Fig. 2: a ball on a wall at 6.331 m/s, e = 0.9, Hunt–Crossley with the linear and Tsuji models"],
  ]],
  ["Thornton & Ning 1998 (adhesion)", [
    ["jkr-powder", "powder 20 µm, 0.1 m/s: sticks", "a 20 µm powder (E = 5 GPa, ν = 0.3, 1500 kg/m³) with JKR adhesion, γ = 0.05 J/m², Tsuji e = 0.5, at 0.1 m/s: it sticks (sticking velocity after Thornton & Ning 1998, the damping held)"],
    ["jkr-powder-1", "powder 20 µm, 1 m/s: bounces", "the same powder at 1 m/s: it bounces, with less than the e = 0.5 typed"],
  ]],
  ["Elastic–plastic (Thornton 1997; EEPA)", [
    ["thornton-glass", "Thornton 1997: glass beads", "Thornton 1997's elastic–perfectly plastic Hertz on the glass beads (1 mm) with a yield pressure p_y = 1 GPa, at 1 m/s: e falls with speed above the yield velocity (see e(v₀))"],
    ["eepa-powder", "EEPA powder 20 µm, e = 0.5", "an EEPA powder (20 µm, E = 5 GPa, ν = 0.3, 1500 kg/m³), plasticity ratio 0.5, e = 0.5 wanted WITH plasticity at 0.2 m/s: the e to type into a code"],
  ]],
  ["Wet particles (liquid bridge)", [
    ["wet-beads", "wet glass beads 1 mm, 0.1 m/s", "granulation: 1 mm glass beads with a water bridge (σ = 0.072 N/m, θ = 20°, V = 1e-11 m³) at 0.1 m/s, Willett's force, elastic Hertz: do they stick?"],
  ]],
  ["An 2006 (PFC2D power-function model)", [
    ["an-inelastic", "rock drop, F_t = 1.28e5 N", "rock drop: a 0.25 m disk from 5.001 m, F_t = 1.28e5 N, b = 10 (mostly inelastic)"],
    ["an-elastic", "rock drop, F_t = 1.28e8 N", "rock drop: a 0.25 m disk from 5.001 m, F_t = 1.28e8 N, b = 10 (stays elastic)"],
  ]],
];

/** The papers' cases added to the case selector `select`, after its typical one (called once:
 * web/index.js's `loadCases` imports this module once). */
export function addOptions(select) {
  for (const [paper, cases] of CASE_GROUPS) {
    const group = Object.assign(document.createElement('optgroup'), { label: paper });
    for (const [value, label, long] of cases) {
      const o = new Option(label, value);
      o.dataset.long = long;
      group.append(o);
    }
    select.append(group);
  }
}
