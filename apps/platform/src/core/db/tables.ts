import type { ColumnType } from 'kysely';

/**
 * Every table the platform reads and writes, for Kysely<Database>. Core declares it empty; each
 * module adds its own tables from its `*-tables.ts` (TypeScript declaration merging), so the
 * table types live with their module while core imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Database {}

/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** bigint columns: pg hands them back as strings, PGlite as numbers; read them with Number(). */
export type Id = string | number;

export type Int8 = ColumnType<Id, Id, Id>;

export type DefaultedInt8 = ColumnType<Id, Id | undefined, Id>;

/** A jsonb column: read as the parsed value, written as JSON text (the same on pg and PGlite). */
export type Json<T> = ColumnType<T, string, string>;

/** Per-language text in jsonb, keyed by lower-case language code. */
export type LocalizedJson = Json<Record<string, string>>;
