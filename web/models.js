// The models as the library names them and which keys each takes, from the wasm module: its
// `models()` (the library's `Model::WORDS`: every model's title, short name and name in a
// sentence, the elastic–plastic ones too, and whether the first module solves it) and its key
// table's takers (`scenario_keys()`). Nothing here is typed by hand: a new model brings its
// words and its keys with it.
const known = { words: new Map(), takers: new Map() };

/** The wasm module's `models()` as objects: `{name, title, short, sentence, damping, here,
 * built, formula, source, damping_symbol}` (`damping`: its damping input's label). */
export const parse = (text) => text.split('\n').filter(Boolean).map((line) => {
  const [name, title, short, sentence, damping, here, built, formula, source, damping_symbol] = line.split('\t');
  return { name, title, short, sentence, damping, here: here === '1', built: built === '1', formula, source, damping_symbol };
});
/** The first module's list of models (each with its words and `here`). */
export function setModels(list) {
  for (const m of list) known.words.set(m.name, m);
}
/** Key `key`'s takers as the key table's line writes them (`*`, `-`, `a,b`, `!a,b`). */
export const setTakers = (key, takers) => known.takers.set(key, takers);

/** Every model, in the library's order. */
export const modelList = () => [...known.words.values()];
/** Its title (the model selector's), its short name (a table's column, a legend), its name
 * in a sentence. */
export const title = (name) => known.words.get(name)?.title || name;
export const short = (name) => known.words.get(name)?.short || name;
export const sentence = (name) => known.words.get(name)?.sentence || name;
/** Its damping input's label ('' where it has none of its own). */
export const dampingLabel = (name) => known.words.get(name)?.damping || '';
/** Whether model `name` is the full module's only (the first names it, does not solve it). */
export const fullOnly = (name) => known.words.get(name)?.here === false;

/** The models that take key `key`, or null where every model does or it is not the models'
 * to decide (a code's keys, an adhesive law's or a bridge's). */
export function takers(key) {
  const t = known.takers.get(key) ?? '*';
  if (t === '*' || t === '-') return null;
  const names = t.replace(/^!/, '').split(',');
  const models = modelList().map((m) => m.name);
  const of = t.startsWith('!') ? models.filter((m) => !names.includes(m)) : models.filter((m) => names.includes(m));
  return of.length ? of : null;
}
/** Whether model `model` takes key `key` (the key table's takers). */
export const takes = (model, key) => takers(key)?.includes(model) ?? true;
