import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Makes a pooled PostgreSQL connection run every parameterised query as a named prepared
 * statement, named after its text. PostgreSQL then parses and plans a query once per
 * connection instead of on every call: the hot calls (a session or launch token resolved
 * through a join of three to five tables, a balance read) spent more time being planned than
 * executed. Kysely builds the same text for the same query shape, so the names stay few.
 * Queries without parameters (migrations, pg-boss's multi-statement scripts) are left as they
 * are: a prepared statement holds a single command.
 */
export function prepareEveryQuery(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0)
      return query(text, values, callback);
    return query({ name: statementName(text), text, values }, callback);
  }) as typeof client.query;
}

const names = new Map<string, string>();

/** A short name unique to the text (a prepared statement's name is at most 63 bytes). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    // Bounded: texts built with a varying number of parameters (`in (…)` lists) keep coming.
    if (names.size > 5_000) names.clear();
    names.set(text, name);
  }
  return name;
}
