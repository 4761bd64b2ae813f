/**
 * Bad values shared by the fuzz suites (REST and GraphQL): strings with NUL, lone surrogates and
 * emoji, impossible dates, numbers past int4 and float limits, odd JSON, deep nesting; and helpers
 * to edit one value inside a JSON document.
 */
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values that have broken servers before: control characters, odd numbers, impossible dates. */
export const NASTY: Json[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  '😀'.repeat(300),
  'x'.repeat(5000),
  'Ana Lima\u0000',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-99-99',
  '2026-11-20T25:61:00Z',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '+1',
  ' 1',
  '1e0',
  '0x10',
  '99999999999999999999999',
  '-1',
  '1.005',
  '0.001',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'Ünïcödé ção',
  '\u202e\u200b',
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0,
  -1,
  1.5,
  -0.01,
  true,
  false,
  null,
  [],
  {},
  [null],
  { '': null },
  { __proto__: 1 },
];

/** Nested arrays `depth` deep. */
export function deep(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

export const jsonArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double().filter(Number.isFinite) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 1, arbitrary: fc.constantFrom(deep(40), deep(300)) },
);

/** Every path to a value inside v ('' is v itself), as key lists. */
export function paths(v: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((item, i) => paths(item, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) paths(item, [...prefix, k], out);
  return out;
}

export function setAt(v: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(v) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
