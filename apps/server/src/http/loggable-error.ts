/**
 * What a failed request writes to the log. A database error carries the whole statement and its
 * parameters (a user's name, e-mail, answers) in its message; the log keeps the statement's
 * first words and the database's own reason, never the values.
 */
export function loggableError(error: unknown): unknown {
  const failed = error as { query?: unknown; params?: unknown; cause?: unknown; name?: string; stack?: string };
  if (!failed || typeof failed.query !== 'string' || !('params' in failed)) return error;
  const cause = failed.cause as { message?: string; code?: string; routine?: string } | undefined;
  return {
    type: failed.name ?? 'DrizzleQueryError',
    message: `database query failed: ${cause?.message ?? 'unknown reason'}`,
    code: cause?.code,
    routine: cause?.routine,
    // Enough to find the query in the code: the statement's head, placeholders only.
    statement: failed.query.slice(0, 80),
    stack: failed.stack?.split('\n').slice(1, 6).join('\n'),
  };
}
