import type { Access, BodyOf, EndpointDef, ParamsOf } from '@kaksha/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { Actor } from './actor.ts';

type AnyEndpoint = EndpointDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, Access>;

/**
 * What a handler receives: the schema's output (after defaults and transforms). `body?` is an
 * optional property, so `E['body']` carries `| undefined` and must be unwrapped first.
 */
type Parsed<T> = [T] extends [undefined]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : never;

export interface HandlerContext<E extends AnyEndpoint, A> {
  body: [E['body']] extends [undefined] ? BodyOf<E> : Parsed<E['body']>;
  params: [E['params']] extends [undefined] ? ParamsOf<E> : Parsed<E['params']>;
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
