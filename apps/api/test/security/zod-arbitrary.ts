/**
 * fast-check arbitraries derived from the shared zod 4 schemas, for the fuzzer.
 *
 * `validish(schema)` walks the schema definition (`schema._zod.def`) and builds
 * values that mostly satisfy it (lengths, ranges, enums, patterns), so requests
 * get past the first check and reach the deeper rules. `mutated(schema)` then
 * breaks them: wrong types, boundary lengths, unicode, huge strings, deep
 * nesting, extra and missing keys.
 */
import fc from 'fast-check';

interface Def {
  type: string;
  [k: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => ((def.checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map((c) => c._zod.def);

/** A long string, built once: 300 000 characters of mixed scripts. */
export const HUGE_STRING = 'ñ€😀a<'.repeat(60_000);

/** Small values of every JSON type, for `unknown` fields and wrong-type mutations. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Values that break assumptions: wrong types, limits, odd unicode, injection text. */
const ordinaryNasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    '',
    ' ',
    '\u0000',
    'null',
    'undefined',
    '0x1f',
    '1e3',
    '٣٤',
    '🙂',
    '\ud800',
    '\u202e\u0301',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../../etc/passwd',
    '%00',
    '2026-02-30',
    '9999-12-31',
    [],
    {},
    [null],
    { $gt: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.nat({ max: 300 }).map((n) => 'x'.repeat(n)),
  fc.nat({ max: 400 }).map((n) => nest(n)),
  anyJson,
);

/** Values that break assumptions: wrong types, limits, odd unicode, injection text, now and then a huge string. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: ordinaryNasty, weight: 30 },
  // Rare: a 300 000-character value costs real parsing time on both sides.
  { arbitrary: fc.constant(HUGE_STRING), weight: 1 },
);

/** `depth` levels of nested arrays and objects around a string. */
function nest(depth: number): unknown {
  let v: unknown = 'fondo';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

export interface ArbitraryOptions {
  /** Real ids to mix into fields named `id` or `*_id`, so requests name existing rows. */
  ids: number[];
}

function stringArb(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max: number | undefined;
  let pattern: RegExp | undefined;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = c.minimum;
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = c.maximum;
    if (c.check === 'length_equals' && typeof c.length === 'number') min = max = c.length;
    if (c.check === 'string_format' && c.pattern instanceof RegExp) pattern = c.pattern;
  }
  const options: Array<fc.Arbitrary<string>> = [fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max ?? 30, 30)) })];
  if (pattern) {
    try {
      options.push(fc.stringMatching(pattern), fc.stringMatching(pattern));
    } catch {
      /* a pattern fast-check cannot invert: plain strings only */
    }
  }
  // Boundaries: exactly the limit and one past it.
  if (max !== undefined) options.push(fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)));
  if (min > 0) options.push(fc.constant('x'.repeat(min - 1)));
  return fc.oneof(...options);
}

function numberArb(def: Def): fc.Arbitrary<number> {
  let min = -1000;
  let max = 1000;
  for (const c of checksOf(def)) {
    const v = Number(c.value);
    if (c.check === 'greater_than') min = c.inclusive ? v : v + 1;
    if (c.check === 'less_than') max = c.inclusive ? v : v - 1;
  }
  const isInt = def.format === 'safeint' || checksOf(def).some((c) => c.check === 'number_format');
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  const inRange = isInt ? fc.integer({ min: lo, max: Math.max(lo, hi) }) : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
  return fc.oneof({ arbitrary: inRange, weight: 3 }, fc.constantFrom(min - 1, min, max, max + 1));
}

/** Values that mostly satisfy `schema`. */
export function validish(schema: unknown, opts: ArbitraryOptions, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return anyJson;
  const def = defOf(schema);
  const inner = (s: unknown) => validish(s, opts, key, depth + 1);
  const idLike = /(^|_)id$/.test(key) && opts.ids.length > 0;
  switch (def.type) {
    case 'string':
      return idLike ? fc.oneof(fc.constantFrom(...opts.ids.map(String)), stringArb(def)) : stringArb(def);
    case 'number':
    case 'int':
    case 'bigint':
      return idLike ? fc.oneof(fc.constantFrom(...opts.ids), numberArb(def)) : numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [k, v] of Object.entries(shape)) {
        model[k] = validish(v, opts, k, depth + 1);
        const t = defOf(v).type;
        if (t !== 'optional' && t !== 'default' && t !== 'prefault') required.push(k);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'pipe':
      // The input side decides what the client sends; a transform's input is anything.
      return defOf(def.in).type === 'transform' ? anyJson : inner(def.in);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([l, r]) => (l && r && typeof l === 'object' && typeof r === 'object' ? { ...l, ...r } : l));
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      // unknown, any, transform, custom, ...: the schema accepts or checks later, send anything.
      return anyJson;
  }
}

// ---------------------------------------------------------------- mutations

type Path = Array<string | number>;

function paths(value: unknown, prefix: Path = [], out: Path[] = [], depth = 0): Path[] {
  if (depth > 6 || !value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value as object)) {
    const p = [...prefix, Array.isArray(value) ? Number(k) : k];
    out.push(p);
    paths(v, p, out, depth + 1);
  }
  return out;
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** Sets an own property even for names like __proto__, so JSON.stringify sends it. */
function setOwn(target: object, key: string | number, v: unknown) {
  Object.defineProperty(target, key, { value: v, enumerable: true, configurable: true, writable: true });
}

const extraKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role_id',
  'user_id',
  'scope',
  'id',
  '',
  'ñandú',
  'a'.repeat(300),
);

const mutation = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'replace', 'delete', 'extra', 'whole', 'wrap'),
  pick: fc.nat(),
  key: extraKeys,
  value: nastyValue,
});

function applyMutation(value: unknown, m: { kind: string; pick: number; key: string; value: unknown }): unknown {
  const root = clone(value);
  if (m.kind === 'whole') return m.value;
  if (m.kind === 'wrap') return [root];
  const all = paths(root);
  if (m.kind === 'extra' || all.length === 0) {
    const containers = [
      [] as Path,
      ...all.filter((p) => {
        let v: unknown = root;
        for (const k of p) v = (v as Record<string | number, unknown>)[k];
        return v !== null && typeof v === 'object' && !Array.isArray(v);
      }),
    ];
    if (!root || typeof root !== 'object' || Array.isArray(root)) return m.value;
    let target = root as Record<string, unknown>;
    for (const k of containers[m.pick % containers.length]) target = target[k] as Record<string, unknown>;
    setOwn(target, m.key, m.value);
    return root;
  }
  const path = all[m.pick % all.length];
  let parent = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    setOwn(parent, last, m.value);
  }
  return root;
}

/** Valid-ish values of `schema` with one to three mutations applied. */
export function mutated(schema: unknown, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  return fc
    .tuple(validish(schema, opts), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([v, ms]) => ms.reduce<unknown>((acc, m) => applyMutation(acc, m), v));
}

/** Known-good examples (e.g. the fixtures the module tests send) with one to three mutations applied. */
export function mutatedFrom(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([v, ms]) => ms.reduce<unknown>((acc, m) => applyMutation(acc, m), v));
}

/** Mostly-valid and broken values of `schema`, about half each. */
export function fuzzValue(schema: unknown, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  return fc.oneof(validish(schema, opts), mutated(schema, opts));
}
