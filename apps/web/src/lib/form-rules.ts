import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type RuleIssue = { path: string; message: string };

/**
 * A contract schema plus the rules across fields (dates in order, max not below min...). Zod
 * runs an object's refinements only once every field parses, so alone it would hide "start date
 * before effective date" until the price is filled in; here both show at once.
 */
export function resolverWithRules<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  rules: (values: z.input<S>) => RuleIssue[],
): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    const extra = rules(values).filter((issue) => !errors[issue.path]);
    if (!extra.length) return result;
    for (const issue of extra) errors[issue.path] = { type: 'custom', message: issue.message };
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
