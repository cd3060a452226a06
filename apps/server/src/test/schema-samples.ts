import type { z } from 'zod';

/**
 * A plausible value for a contract's schema, found by trying common values against it, so a
 * generated bad input can break one field while the others pass and the request goes deeper.
 * Best effort: a field no candidate satisfies gets 'x' and the request fails validation there.
 */
const CANDIDATES: unknown[] = [
  'Test value',
  'a@example.com',
  'Abcdef1!',
  '2030-06-01',
  'https://example.com',
  'KKS-1',
  'x',
  1,
  0,
  true,
  false,
  [],
  {},
  null,
];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function sampleFor(schema: z.ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 6) return undefined;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
      return sampleFor(def.innerType as z.ZodType, depth + 1);
    case 'pipe':
      return sampleFor(def.in as z.ZodType, depth + 1);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        out[key] = sampleFor(field, depth + 1);
      }
      return out;
    }
    case 'array':
      return [sampleFor(def.element as z.ZodType, depth + 1)];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return sampleFor((def.options as z.ZodType[])[0] as z.ZodType, depth + 1);
    default:
      return CANDIDATES.find((c) => schema.safeParse(c).success) ?? 'x';
  }
}

/** Every path (`['chapters', 0, 'chapter']`) to a leaf of a sample, the places a bad value can go. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length ? value.flatMap((v, i) => leafPaths(v, [...prefix, i])) : [prefix];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k])) : [prefix];
  }
  return [prefix];
}

/** A copy of `base` with `replacement` at `path` (the whole value when the path is empty). */
export function withValueAt(base: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
