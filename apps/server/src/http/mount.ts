import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import type { Actor } from './actor.ts';
import type { Implementation } from './implement.ts';

type Declared = Implementation['def'];

/** Every declared endpoint must have exactly one handler, and every handler a declaration. */
export function checkCoverage(declared: readonly Declared[], implementations: readonly Implementation[]): string[] {
  const problems: string[] = [];
  const key = (d: Declared) => `${d.method} ${d.path}`;
  const implemented = new Map<string, number>();
  for (const impl of implementations) implemented.set(key(impl.def), (implemented.get(key(impl.def)) ?? 0) + 1);
  const declaredKeys = new Set(declared.map(key));
  for (const d of declared) if (!implemented.has(key(d))) problems.push(`no handler for ${key(d)}`);
  for (const [k, n] of implemented) {
    if (!declaredKeys.has(k)) problems.push(`handler without declaration: ${k}`);
    if (n > 1) problems.push(`${n} handlers for ${k}`);
  }
  return problems;
}

const actors = new WeakMap<FastifyRequest, Actor | null>();

export function mountEndpoints(
  app: FastifyInstance,
  deps: AppDeps,
  declared: readonly Declared[],
  implementations: readonly Implementation[],
): void {
  const problems = checkCoverage(declared, implementations);
  if (problems.length) throw new Error(`API contract mismatch: ${problems.join('; ')}`);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { def, handler } of implementations) {
    typed.route({
      method: def.method,
      url: `/api${def.path}`,
      schema: {
        summary: def.summary,
        tags: [def.access === 'public' ? 'public' : 'signed in'],
        ...(def.body ? { body: def.body } : {}),
        ...(def.upload ? { consumes: ['multipart/form-data'] } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        response: { 200: def.response },
      },
      // Who is calling is settled before the body is validated, so a caller without the role
      // gets 401/403 and learns nothing of the endpoint's fields.
      preValidation: async (req) => {
        actors.set(req, await deps.actors.resolve(req, def.access));
      },
      handler: async (req, reply) => {
        const actor = actors.get(req) ?? null;
        return handler({ body: req.body, params: req.params, query: req.query, actor, deps, req, reply } as never);
      },
    });
  }
}
