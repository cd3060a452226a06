import type { Access, EndpointDef } from '@kaksha/contracts/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { Actor } from './actor.ts';

type AnyEndpoint = EndpointDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, Access>;

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerContext<E extends AnyEndpoint, A> {
  // `body?` makes E['body'] include undefined; without NonNullable the parsed (output) type was
  // never chosen, and handlers saw the input type (no defaults applied, transforms not reflected).
  body: [E['body']] extends [undefined] ? undefined : Parsed<NonNullable<E['body']>>;
  params: [E['params']] extends [undefined] ? undefined : Parsed<NonNullable<E['params']>>;
  /** The query string, parsed by the contract's `query` (GET lists' paging). */
  query: [E['query']] extends [undefined] ? undefined : Parsed<NonNullable<E['query']>>;
  /** Null only on public endpoints called without a (valid) token. */
  actor: A;
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
}

type ActorFor<E extends AnyEndpoint> = E['access'] extends 'public' ? Actor | null : Actor;

export interface Implementation {
  def: AnyEndpoint;
  handler: (ctx: HandlerContext<AnyEndpoint, Actor | null>) => Promise<unknown>;
}

/** Binds a contract to its handler; the handler's input and output are typed by the contract. */
export function implement<E extends AnyEndpoint>(
  def: E,
  handler: NoInfer<(ctx: HandlerContext<E, ActorFor<E>>) => Promise<z.input<E['response']>>>,
): Implementation {
  return { def, handler: handler as Implementation['handler'] };
}
