import { sql, type Kysely } from 'kysely';

/** Announcements for agents (type AG), shown in the agent centre only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcement drop constraint announcement_type_check`.execute(db);
  await sql`alter table announcement add constraint announcement_type_check
    check (type in ('B','PL','PU','PR','AG'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from announcement where type = 'AG'`.execute(db);
  await sql`alter table announcement drop constraint announcement_type_check`.execute(db);
  await sql`alter table announcement add constraint announcement_type_check
    check (type in ('B','PL','PU','PR'))`.execute(db);
}
