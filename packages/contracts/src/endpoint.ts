import { z } from 'zod';

/** Roles that ship with Kaksha. Admins may add more (stored lowercase); those get only `any` endpoints. */
export const BUILT_IN_ROLES = ['student', 'teacher', 'admin', 'superadmin', 'staff'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Who may call an endpoint: nobody signed in (`public`), any signed-in user (`any`), or a list of roles. */
export type Access = 'public' | 'any' | readonly BuiltInRole[];

export const STAFF_ROLES = ['admin', 'superadmin'] as const satisfies readonly BuiltInRole[];

type Method = 'GET' | 'POST';

export interface EndpointDef<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** Path under /api, Fastify style (`/getUserprofile/:id`). */
  path: string;
  access: A;
  summary: string;
  body?: B;
  params?: P;
  /** Query-string fields (the paging of GET lists). */
  query?: Q;
  /** A multipart/form-data upload: no JSON body; the handler reads the file (receiveUpload). */
  upload?: true;
  response: R;
}

/** Declares one endpoint of the API. The server mounts it; the web client is typed from it. */
export const endpoint = <
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const A extends Access = Access,
  Q extends z.ZodType | undefined = undefined,
>(
  def: EndpointDef<B, P, R, A, Q>,
): EndpointDef<B, P, R, A, Q> => def;

/** The success envelope every answer shares: `{ status: true, ...fields }`. */
export const ok = <S extends z.ZodRawShape>(shape: S) => z.object({ status: z.literal(true), ...shape });

/**
 * Failures a screen acts on, named so it branches on the code and never on the message's words:
 * `alreadySubmitted` — the test was handed in already (by another tab, or the deadline);
 * `testEnded` — its window closed; `testNotStarted` — its window has not opened yet.
 */
export const ERROR_CODES = ['alreadySubmitted', 'testEnded', 'testNotStarted'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The failure envelope (DESIGN §3): never a stack trace. */
export const ErrorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  statuscode: z.number().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export type BodyOf<E> =
  E extends EndpointDef<infer B, z.ZodType | undefined, z.ZodType, Access>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type ParamsOf<E> =
  E extends EndpointDef<z.ZodType | undefined, infer P, z.ZodType, Access>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends EndpointDef<z.ZodType | undefined, z.ZodType | undefined, infer R, Access> ? z.output<R> : never;
export type QueryOf<E> =
  E extends EndpointDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, Access, infer Q>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
