import { messages } from '@kaksha/contracts/messages';
import { hasRefusedCharacters } from '@kaksha/contracts/text';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The path (`body.items.0.name`) of the first string, or object key, in `value` that holds a
 * control character or a broken one (half a surrogate pair), or null. Walks with an explicit stack so a deeply nested body cannot
 * overflow the call stack.
 */
function findControlCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (hasRefusedCharacters(current)) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (hasRefusedCharacters(key, false)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * The net under every route: a string with a control character, or half a surrogate pair that
 * PostgreSQL cannot store, in the path, query or body never reaches a handler, whether or not its contract field remembered to refuse it. It runs after
 * validation, so a contract's own field message is shown first when there is one.
 */
export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    const where =
      findControlCharacter(req.params, 'params') ??
      findControlCharacter(req.query, 'query') ??
      findControlCharacter(req.body, 'body');
    if (where) {
      const field = where.replace(/^(params|query|body)\.?/, '') || where;
      throw badRequest(`${field}: ${messages.controlCharacters}`, [{ field, message: messages.controlCharacters }]);
    }
  });
}
