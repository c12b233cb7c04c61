import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../core/db/database';
import { migrateToLatest } from '../migrate';
import { PGliteDialect } from '../core/db/pglite-dialect';
import { seed } from '../seed';
import type { TestDbKind } from './test-db';

/**
 * The run's migrated and seeded database, per kind: a PostgreSQL database to copy with
 * `CREATE DATABASE … TEMPLATE`, and a PGlite data-directory tarball to load.
 */
export interface TestTemplates {
  /** Name of the PostgreSQL template database. */
  postgres?: string;
  /** Path of the PGlite `dumpDataDir` tarball. */
  pglite?: string;
}

/**
 * Migrates and seeds one database per kind, once per run, so each spec file starts from a copy
 * instead of repeating every migration and the 10,728-game seed (before this, the main cost of
 * the platform suite). Answers where they are and how to remove them.
 */
export async function prepareTemplates(
  kinds: readonly TestDbKind[],
  adminUrl = process.env.DATABASE_URL,
): Promise<{ templates: TestTemplates; remove(): Promise<void> }> {
  const templates: TestTemplates = {};
  const removals: (() => Promise<void>)[] = [];
  const remove = async () => {
    for (const removal of removals) await removal().catch(() => {});
  };
  try {
    if (kinds.includes('postgres')) {
      if (!adminUrl) throw new Error('DATABASE_URL is required for postgres tests');
      const name = uniqueName('tessera_template');
      await adminQuery(adminUrl, `create database "${name}"`);
      removals.push(() => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`));
      const db = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
      // A template must have no connection left when it is copied: destroy even on failure.
      await migrateAndSeed(db).finally(() => db.destroy());
      templates.postgres = name;
    }
    if (kinds.includes('pglite-memory')) {
      const pglite = new PGlite();
      const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
      try {
        await migrateAndSeed(db);
        const file = join(tmpdir(), `${uniqueName('tessera-template')}.tar`);
        const dump = await pglite.dumpDataDir('none');
        await writeFile(file, Buffer.from(await dump.arrayBuffer()));
        removals.push(() => rm(file, { force: true }));
        templates.pglite = file;
      } finally {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      }
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seed(db);
}

/** A name no other file or run uses, so parallel files and repeated runs never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's admin database (creating and dropping databases). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
