import type { Db } from '../../core/db/database';
import { hashPassword } from '../accounts';
import { ALL_MERCHANTS } from './access/caller';
import { findStaffByEmail, insertStaff } from './members/members';
import { roleByKey } from './roles/roles';

/**
 * The demo platform's owner (development only: a published password). The console's start
 * prints it; the first sign-in enrols an authenticator. Production (DEMO_DATA=off) has none:
 * its first staff member is made with OPERATOR_TOKEN (`POST /ops/staff`).
 */
export const DEV_OWNER = {
  email: 'owner@tessera.local',
  password: 'tessera-owner-dev',
  name: 'Demo Owner',
} as const;

/** Seeds the demo owner (owner role, every merchant) unless a member has its e-mail. */
export async function seedStaff(db: Db, now: Date = new Date()): Promise<void> {
  if (await findStaffByEmail(db, DEV_OWNER.email)) return;
  const owner = await roleByKey(db, 'owner');
  try {
    await insertStaff(
      db,
      {
        name: DEV_OWNER.name,
        email: DEV_OWNER.email,
        passwordHash: await hashPassword(DEV_OWNER.password),
        roleId: owner.id,
        merchants: ALL_MERCHANTS,
      },
      now,
    );
  } catch (error) {
    // Two starts at once: the other one seeded it.
    if ((error as { code?: unknown }).code !== 'STAFF_EMAIL_TAKEN') throw error;
  }
}
