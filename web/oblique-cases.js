// The Oblique view's cases: Chung & Ooi 2011 ("Benchmark tests for verifying discrete element
// modelling codes at particle impact level", Granular Matter 13, 643–656), Tests 4–8, as
// links. The values are those of tests/golden/chung_ooi.json, where each is traced to the
// reproductions it was read from (the paper's own tables were not available): PFM's test04–08,
// Kratos's DEM benchmarks 4–8, Yade's Test4.py. Data only.

const AL_OXIDE = 'rho1=4000&E1=3.8e11&nu1=0.23';
const AL_ALLOY = 'rho1=2700&E1=7e10&nu1=0.33';
const STEEL = 'rho1=7850&E1=2.08e11&nu1=0.3';
const POLYETHYLENE = 'rho1=1400&E1=1e9&nu1=0.4';
const NYLON = 'rho1=1000&E1=2.5e9&nu1=0.4';
const AL_ALLOY_2 = 'rho2=2700&E2=7e10&nu2=0.33';
const COPPER_PAIR = 'rho1=8900&E1=1.2e11&nu1=0.35&rho2=8900&E2=1.2e11&nu2=0.35';

// Test 4 at 5°: |v| = 3.9 m/s at θ = 5° (v₀ = 3.9 cos 5° m/s, written too for the other views),
// held by the sweep over the angle and when another angle is typed.
const T4 = 'model=tsuji&r1=0.0025&v0=3.8851593225578074&e=0.98&angle=5&speed=3.9&mu=0.092&tangential=mindlin';
const T5 = 'model=hertz&r1=1e-5&v0=5&vt=3&mu=0.3&tangential=mindlin&ob.over=vt&ob.from=0.1&ob.to=21';
const T6 = 'model=tsuji&r1=0.1&v0=0.2&e=0.5&vt=0&omega1=4&mu=0.4&tangential=mindlin&ob.over=omega1&ob.from=0.175&ob.to=21';
const T7 = 'model=tsuji&r1=0.1&r2=0.1&v0=0.4&e=0.5&vt=0&omega1=10&omega2=-10&mu=0.4&tangential=mindlin&ob.over=omega1&ob.from=0.175&ob.to=21';
const T8 = 'model=tsuji&r1=0.1&r2=0.5&rho2=2700000&nu2=0.33&v0=0.2&e=0.5&vt=0&omega1=4&mu=0.4&tangential=mindlin&ob.over=omega1&ob.from=0.175&ob.to=21';

const FROM = {
  4: 'Chung & Ooi 2011, Test 4: a sphere r = 2.5 mm on a rigid plane at 3.9 m/s, incident angles 5°–85°, e = 0.98, μ = 0.092. Values as PFM (test04), Kratos (Benchmark4, Materials4.json) and Yade (Test4.py) set it up, which agree; the paper\'s tables were not read here.',
  5: 'Chung & Ooi 2011, Test 5: a sphere r = 0.01 mm on a rigid plane, v₀ = 5 m/s, vt from 0.1 to 21 m/s, e = 1, μ = 0.3. Values as PFM (test05) and Kratos (Benchmark5) set it up; polyethylene\'s E from PFM alone (unconfirmed).',
  6: 'Chung & Ooi 2011, Test 6: a sphere r = 0.1 m on a rigid plane, v₀ = 0.2 m/s, spins 0.175–21 rad/s, e = 0.5, μ = 0.4. Values as PFM (test06) and Kratos (Benchmark6) set it up.',
  7: 'Chung & Ooi 2011, Test 7: two equal spheres r = 0.1 m, 0.2 m/s each (0.4 m/s relative), equal and opposite spins, e = 0.5, μ = 0.4: the contact points move together (u₀ = 0), nothing slips. Values as PFM (test07) and Kratos (Benchmark7) set it up; copper from PFM alone (unconfirmed). The sweep varies ω₁ alone (ω₂ held).',
  8: 'Chung & Ooi 2011, Test 8: a sphere r₁ = 0.1 m (0.2 m/s, spinning) on a sphere r₂ = 0.5 m at rest of 1000 times its density, e = 0.5, μ = 0.4. Values as PFM (test08), Kratos (benchmark8DEM.mdpa) and PySPH set it up.',
};

/** `{id: {test, label, query}}`: each case's link (the Oblique view's keys with the form's). */
export const CASES = {
  'chung-ooi-4-al-oxide': { test: 4, label: 'Test 4: Al oxide, 5°', query: `${T4}&${AL_OXIDE}` },
  'chung-ooi-4-al-alloy': { test: 4, label: 'Test 4: Al alloy, 5°', query: `${T4}&${AL_ALLOY}` },
  'chung-ooi-5-steel': { test: 5, label: 'Test 5: steel, vt = 3 m/s', query: `${T5}&${STEEL}` },
  'chung-ooi-5-polyethylene': { test: 5, label: 'Test 5: polyethylene, vt = 3 m/s', query: `${T5}&${POLYETHYLENE}` },
  'chung-ooi-6-al-alloy': { test: 6, label: 'Test 6: Al alloy, ω₁ = 4 rad/s', query: `${T6}&${AL_ALLOY}` },
  'chung-ooi-6-nylon': { test: 6, label: 'Test 6: nylon, ω₁ = 4 rad/s', query: `${T6}&${NYLON}` },
  'chung-ooi-7-al-alloy': { test: 7, label: 'Test 7: Al alloy pair, ±10 rad/s', query: `${T7}&${AL_ALLOY}&${AL_ALLOY_2}` },
  'chung-ooi-7-copper': { test: 7, label: 'Test 7: copper pair, ±10 rad/s', query: `${T7}&${COPPER_PAIR}` },
  'chung-ooi-8-b': { test: 8, label: 'Test 8 B: same material', query: `${T8}&${AL_ALLOY}&E2=7e10` },
  'chung-ooi-8-a': { test: 8, label: 'Test 8 A: E₂ = 1000 E₁', query: `${T8}&${AL_ALLOY}&E2=7e13`, note: ' Case A: sphere 2 1000 times stiffer, E₂ = 1000 E₁ as Kratos sets it (PySPH multiplies the shear modulus alone): unconfirmed which the paper meant.' },
};

/** Where case `id`'s setup comes from ('' for none). */
export const caseSource = (id) => (CASES[id] ? FROM[CASES[id].test] + (CASES[id].note ?? '') : '');
