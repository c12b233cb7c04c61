import { sql, type Transaction } from 'kysely';
import { sha256 } from '../security/tokens';
import type { Database, Db } from './database';

/**
 * A stored function of the database (a money rule: a bet, a win, a PAM booking, …), defined in
 * one source file of the module that owns it. The idea of Flyway's repeatable migrations: the
 * versioned migrations that once created a function stay as history, and the live body is this
 * text, applied after them whenever it differs from what the database holds.
 */
export interface StoredFunction {
  /** Name and argument types, as `drop function` takes them: `wallet_move(bigint, text, …)`. */
  signature: string;
  /** One `create or replace function` statement whose body is quoted `$$ … $$`. */
  sql: string;
}

/** What a run changed: functions (re)created, and functions dropped for having no source. */
export interface StoredFunctionReport {
  applied: string[];
  dropped: string[];
}

type Trx = Transaction<Database>;

const nameOf = (fn: StoredFunction) => fn.signature.slice(0, fn.signature.indexOf('('));

/** The text between the `$$`: what PostgreSQL keeps as the function's `prosrc`. */
function bodyOf(fn: StoredFunction): string {
  const body = /\$\$([\s\S]*)\$\$/.exec(fn.sql)?.[1];
  if (body === undefined) throw new Error(`${fn.signature}: the source has no $$-quoted body`);
  return body;
}

/** Per source: the hash recorded when it was last applied, and the body the database runs. */
async function stateOf(trx: Trx, functions: readonly StoredFunction[]) {
  const signatures = JSON.stringify(functions.map((fn) => fn.signature));
  const { rows } = await sql<{ signature: string; sha256: string | null; live: string | null }>`
    select s.signature, f.sha256, p.prosrc as live
    from jsonb_array_elements_text(${signatures}::jsonb) as s (signature)
    left join stored_function f on f.signature = s.signature
    left join pg_proc p on p.oid = to_regprocedure(s.signature)`.execute(trx);
  return new Map(rows.map((row) => [row.signature, row]));
}

const isSqlState = (error: unknown, code: string) =>
  (error as { code?: unknown } | null)?.code === code;

/**
 * Creates or replaces `fn`. `create or replace` keeps a function's return type and parameter
 * names (PostgreSQL refuses a change of either, 42P13), so such a change drops the old one
 * first; a trigger or another object still using it then fails the run, loudly.
 */
async function apply(trx: Trx, fn: StoredFunction): Promise<void> {
  await sql`savepoint stored_function_apply`.execute(trx);
  try {
    await sql.raw(fn.sql).execute(trx);
  } catch (error) {
    if (!isSqlState(error, '42P13')) throw error;
    await sql`rollback to savepoint stored_function_apply`.execute(trx);
    await sql.raw(`drop function ${fn.signature}`).execute(trx);
    await sql.raw(fn.sql).execute(trx);
  }
  const { rows } = await sql<{ found: boolean }>`
    select to_regprocedure(${fn.signature}) is not null as found`.execute(trx);
  if (!rows[0]?.found)
    throw new Error(`${fn.signature}: its source creates a function of another name or arguments`);
  await sql`insert into stored_function (name, signature, sha256, applied_at)
    values (${nameOf(fn)}, ${fn.signature}, ${sha256(fn.sql)}, now())
    on conflict (name) do update set signature = excluded.signature,
      sha256 = excluded.sha256, applied_at = excluded.applied_at`.execute(trx);
}

/**
 * Drops every function of the schema that no source declares (a function removed from the
 * sources, an old overload, one a migration made on a fresh database and the sources have since
 * dropped), except those of extensions, and forgets its hash.
 */
async function dropUndeclared(trx: Trx, functions: readonly StoredFunction[]): Promise<string[]> {
  const signatures = JSON.stringify(functions.map((fn) => fn.signature));
  const { rows } = await sql<{ signature: string }>`
    select p.oid::regprocedure::text as signature from pg_proc p
    where p.pronamespace = current_schema()::regnamespace and p.prokind = 'f'
      and not exists (select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      and not exists (select 1 from jsonb_array_elements_text(${signatures}::jsonb) as s (sig)
        where to_regprocedure(s.sig) = p.oid)
    order by 1`.execute(trx);
  for (const { signature } of rows) await sql.raw(`drop function ${signature}`).execute(trx);
  const names = JSON.stringify(functions.map(nameOf));
  await sql`delete from stored_function
    where name not in (select jsonb_array_elements_text(${names}::jsonb))`.execute(trx);
  return rows.map((row) => row.signature);
}

/**
 * Brings the database's stored functions to their sources, in the order given (a function that
 * a SQL-language function names at creation comes first). A function is (re)created when its
 * source's hash differs from the one recorded, when it is missing, or when its live body is not
 * the source's (edited by hand); the others are left alone. Runs after the versioned migrations,
 * in one transaction that holds `stored_function` against a second platform doing the same.
 */
export async function applyStoredFunctions(
  db: Db,
  functions: readonly StoredFunction[],
): Promise<StoredFunctionReport> {
  const names = functions.map(nameOf);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Stored function ${twice} has two sources`);
  // Bookkeeping, like the migrator's own tables: not a versioned migration of its own.
  await sql`create table if not exists stored_function (
    name text primary key,
    signature text not null unique,
    sha256 text not null,
    applied_at timestamptz not null
  )`.execute(db);
  return db.transaction().execute(async (trx) => {
    await sql`lock table stored_function in exclusive mode`.execute(trx);
    const state = await stateOf(trx, functions);
    const applied: string[] = [];
    for (const fn of functions) {
      const now = state.get(fn.signature);
      if (now?.sha256 === sha256(fn.sql) && now.live === bodyOf(fn)) continue;
      await apply(trx, fn);
      applied.push(nameOf(fn));
    }
    return { applied, dropped: await dropUndeclared(trx, functions) };
  });
}
