import type { z } from 'zod';

type AnySchema = z.core.$ZodType;

/** The longest string a schema accepts, looking through optional, nullable, default and pipes. */
export function maxLengthOf(schema: AnySchema | undefined): number | undefined {
  let current: AnySchema | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema };
    if (def.type === 'string') {
      // zod's own reading of the string's .max() checks.
      const max = (current as { maxLength?: number | null }).maxLength;
      return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
    }
    current = def.innerType ?? def.in;
  }
  return undefined;
}

/**
 * Each text field's maximum from a contract's object schema, for the inputs' `maxLength`, so an
 * input stops at the length the server accepts instead of failing on save.
 */
export function maxLengths<S extends z.ZodObject>(schema: S): Partial<Record<keyof S['shape'] & string, number>> {
  const out: Partial<Record<string, number>> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field as AnySchema);
    if (max !== undefined) out[key] = max;
  }
  return out as Partial<Record<keyof S['shape'] & string, number>>;
}
