import { messages } from '@kaksha/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';
import { loggableError } from './loggable-error.ts';

/** DESIGN §3: `{ status: false, message, errors? }` with a real status code; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.retryAfter) reply.header('retry-after', String(error.extra.retryAfter));
      return reply.status(error.statusCode).send({
        status: false,
        message: error.message,
        ...(error.extra.code ? { code: error.extra.code } : {}),
        ...(error.extra.statuscode ? { statuscode: error.extra.statuscode } : {}),
        ...(error.extra.errors ? { errors: error.extra.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.issue ? '' : ''),
        message: v.message ?? messages.invalidInput,
      }));
      const first = errors[0];
      const message = first
        ? first.field
          ? `${first.field}: ${first.message}`
          : first.message
        : messages.invalidInput;
      return reply.status(400).send({ status: false, message, errors });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause }, 'response did not match its contract');
      return reply.status(500).send({ status: false, message: messages.somethingWentWrong });
    }
    const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (code >= 500) {
      req.log.error({ err: loggableError(error) }, 'request failed');
      return reply.status(500).send({ status: false, message: messages.somethingWentWrong });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type): keep the code.
    const message = code === 413 ? 'The upload is too large' : code === 404 ? messages.notFound : error.message;
    return reply.status(code).send({ status: false, message });
  });
}
