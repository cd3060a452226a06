import crypto from 'node:crypto';
import pg from 'pg';

/*
 * Statements the server sends again and again (a save, a start, a submit, a session check) are
 * sent as named prepared statements, so each connection has PostgreSQL parse them once and then
 * only binds new values, as postgres.js and most other drivers do by default. Drizzle sends every
 * query unnamed, which PostgreSQL parses and plans anew each time.
 *
 * Bounds, so that a statement whose text varies (a list of ids of any length) cannot fill a
 * connection with prepared statements: a text is named only from its second use in this process,
 * each connection names at most MAX_NAMED_PER_CONNECTION texts (the rest go unnamed), and the
 * process forgets its counts when it has seen MAX_TEXTS_COUNTED texts.
 */
const MAX_TEXTS_COUNTED = 5000;

interface SeenText {
  uses: number;
  /** Undefined for a text search, which is never named. */
  name: string | undefined;
}
const seen = new Map<string, SeenText>();

/**
 * A search's best plan depends on its words (a common name or one person), so a statement that
 * searches text is planned for its values every time: PostgreSQL may otherwise settle on one
 * generic plan for a prepared statement after five runs.
 */
const SEARCHES_TEXT = /\b(i?like|similarity|word_similarity)\b/i;

/** The statement's name once its text has been used before, from a hash of the text. */
export function statementName(text: string): string | undefined {
  let entry = seen.get(text);
  if (!entry) {
    if (seen.size >= MAX_TEXTS_COUNTED) seen.clear();
    // Decided once per text: a search never gets a name.
    const name = SEARCHES_TEXT.test(text)
      ? undefined
      : `k${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    entry = { uses: 0, name };
    seen.set(text, entry);
  }
  entry.uses++;
  return entry.uses >= 2 ? entry.name : undefined;
}

type QueryConfig = pg.QueryConfig & { name?: string };

/** pg's Client, naming the repeated statements of an ordinary query config (the kind drizzle sends). */
export class NamingClient extends pg.Client {
  /** The most statements one connection names. */
  static limit = 300;
  readonly #named = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has many overloads; this passes them all through.
  override query(config: any, values?: any, callback?: any): any {
    // Only a statement with parameters: it goes by the extended protocol already, which holds one
    // command; a text without them may hold several (a migration), which cannot be prepared.
    const params = Array.isArray(values) ? values : config?.values;
    if (Array.isArray(params) && params.length > 0) {
      if (typeof config === 'string') {
        const name = this.#nameOf(config);
        if (name) return super.query({ text: config, name } as never, values, callback);
      } else if (typeof config?.text === 'string' && !config.name) {
        const name = this.#nameOf(config.text);
        if (name) return super.query({ ...(config as QueryConfig), name } as never, values, callback);
      }
    }
    return super.query(config, values, callback);
  }

  #nameOf(text: string): string | undefined {
    const name = statementName(text);
    if (!name) return undefined;
    if (this.#named.has(name)) return name;
    if (this.#named.size >= (this.constructor as typeof NamingClient).limit) return undefined;
    this.#named.add(name);
    return name;
  }
}
