import { sql, type Kysely } from 'kysely';

/**
 * Devices and failed sign-ins (issue 29). Each sign-in record keeps the device id the player
 * site sent (a UUID kept in the browser, null without one) and how the try ended: besides
 * successful sign-ins, a wrong password, a refusal of a blocked member or of the failed-login
 * throttle on an existing member is recorded too. Every row so far was a successful sign-in.
 * The money desk looks up the members seen on one device, as it does by IP.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_history
    add column device_id uuid,
    add column outcome text not null default 'success'
      check (outcome in ('success', 'wrong_password', 'blocked', 'throttled'))`.execute(db);
  // The default only filled the rows already there: every insert names its outcome.
  await sql`alter table login_history alter column outcome drop default`.execute(db);
  await sql`create index login_history_device on login_history (device_id, member_id)
    where device_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index login_history_device`.execute(db);
  await sql`alter table login_history drop column device_id, drop column outcome`.execute(db);
}
