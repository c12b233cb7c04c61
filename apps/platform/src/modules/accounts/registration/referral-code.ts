import { randomBytes } from 'node:crypto';
import type { Db } from '../../../core/db/database';

// Letters and digits that read unambiguously (no 0/O, 1/I/L).
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newCode(): string {
  return [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * The member's referral code, given on first ask: set only where none is (so two first asks at
 * once agree on one), retried on the rare clash with another member's code.
 */
export async function referralCodeOf(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await db
      .selectFrom('member')
      .select('referral_code')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (current.referral_code) return current.referral_code;
    try {
      await db
        .updateTable('member')
        .set({ referral_code: newCode() })
        .where('id', '=', memberId)
        .where('referral_code', 'is', null)
        .execute();
    } catch (error) {
      // Another member holds that code: draw again.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }
  throw new Error('No free referral code after 5 draws');
}
