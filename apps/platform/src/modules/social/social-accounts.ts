import { randomBytes, randomInt } from 'node:crypto';
import type {
  LoginResult,
  SocialLinkRequest,
  SocialRegisterRequest,
  SocialSignInRequest,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { sha256 } from '../../core/security/tokens';
import {
  accountSettings,
  checkPassword,
  checkProvenSignIn,
  createMemberInTransaction,
  findByAccount,
  findMemberById,
  hashPassword,
  normalizeAccount,
  markPasswordless,
  signIn,
  trySecret,
  type AccountDeps,
  type SignInClient,
} from '../accounts';
import type { Merchant } from '../merchants';
import { liveTicket, ticketInvalid, useTicket } from './social-tickets';

/** Where the request came from: for the IP checks and the session's record. */
export type SocialClient = SignInClient & { ip: string };

/**
 * Signs in with a linked identity's ticket. The identity must still be linked; then the checks
 * a password login makes after the credentials (sub-accounts, upline lock, unfamiliar IP,
 * two-factor; their replies ask for the answers, sent again with the same ticket), then the
 * ticket is used up in one guarded update: two sign-ins with one ticket open one session.
 */
export async function signInWithTicket(
  deps: AccountDeps,
  merchant: Merchant,
  req: SocialSignInRequest,
  client: SocialClient,
): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.now();
  const ticket = await liveTicket(db, merchant.code, req.ticket, now);
  if (ticket.member_id === null) throw ticketInvalid();
  const member = await findMemberById(deps, merchant.code, ticket.member_id);
  const stillLinked = await db
    .selectFrom('social_identity')
    .select('id')
    .where('member_id', '=', ticket.member_id)
    .where('provider', '=', ticket.provider)
    .where('subject', '=', ticket.subject)
    .executeTakeFirst();
  if (!member || !stillLinked) throw ticketInvalid();
  await checkProvenSignIn(deps, member, client.ip, req);
  if (!(await useTicket(db, req.ticket, now))) throw ticketInvalid();
  return signIn(deps, member, await accountSettings(db, merchant.code), null, client);
}

/**
 * A new account for an identity no account has: a free username made from the e-mail or name,
 * the provider's name as nickname, no password of its own (a random hash; the security centre
 * offers to set one). The ticket, the member with its wallet and the link are written in one
 * transaction: a ticket registers once, an identity links once (the unique constraint decides
 * between two tickets of one person).
 */
export async function registerWithTicket(
  deps: AccountDeps,
  merchant: Merchant,
  req: SocialRegisterRequest,
  client: SocialClient,
): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.now();
  const ticket = await liveTicket(db, merchant.code, req.ticket, now);
  if (ticket.member_id !== null) throw ticketInvalid();
  const account = await freeAccount(db, merchant.code, ticket.email ?? ticket.name ?? '');
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const member = await linkingIdentity(() =>
    db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('social_ticket')
        .set({ used_at: now })
        .where('token_hash', '=', sha256(req.ticket))
        .where('used_at', 'is', null)
        .where('member_id', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!used) throw ticketInvalid();
      const created = await createMemberInTransaction(
        trx,
        {
          merchant_code: merchant.code,
          account,
          nickname: ticket.name?.slice(0, 64) ?? null,
          type: 0,
          password_hash: passwordHash,
          // The same instant as the row below: a later password change is what sets one.
          password_changed_at: now,
        },
        merchant.currency,
      );
      await trx
        .insertInto('social_identity')
        .values({
          merchant_code: merchant.code,
          provider: ticket.provider,
          subject: ticket.subject,
          member_id: created.id,
          email: ticket.email,
          name: ticket.name,
          linked_at: now,
        })
        .execute();
      // No password of its own yet (the hash above is random), as of the same instant.
      await markPasswordless(trx, created);
      return created;
    }),
  );
  // A new account has no known IP and no second factor: nothing to check yet.
  await checkProvenSignIn(deps, member, client.ip, {});
  return signIn(deps, member, await accountSettings(db, merchant.code), null, client);
}

/**
 * Links the identity to an existing account once that account's password is given (throttled
 * like every secret: `trySecret`, shared with the change-password check of the same password;
 * an unknown account answers like a wrong password). Then signs in as `signInWithTicket` does.
 */
export async function linkWithTicket(
  deps: AccountDeps,
  merchant: Merchant,
  req: SocialLinkRequest & Omit<SocialSignInRequest, 'ticket'>,
  client: SocialClient,
): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.now();
  const ticket = await liveTicket(db, merchant.code, req.ticket, now);
  if (ticket.member_id !== null) throw ticketInvalid();
  const member = await findByAccount(db, merchant.code, req.username);
  const who = {
    merchantCode: merchant.code,
    kind: 'OLD_PASSWORD' as const,
    subject: member ? String(member.id) : `account:${normalizeAccount(req.username)}`,
    ip: client.ip,
  };
  const right = await trySecret(db, who, now, async () =>
    member ? checkPassword(member.password_hash, req.password) : false,
  );
  if (!right || !member)
    throw new ApiError(401, 'LOGIN_FAILED', 'Wrong username or password', {
      value: { captchaRequired: false },
    });
  await linkingIdentity(() =>
    db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('social_ticket')
        .set({ member_id: member.id })
        .where('token_hash', '=', sha256(req.ticket))
        .where('used_at', 'is', null)
        .where('member_id', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!claimed) throw ticketInvalid();
      await trx
        .insertInto('social_identity')
        .values({
          merchant_code: merchant.code,
          provider: ticket.provider,
          subject: ticket.subject,
          member_id: member.id,
          email: ticket.email,
          name: ticket.name,
          linked_at: now,
        })
        .execute();
    }),
  );
  return signInWithTicket(deps, merchant, req, client);
}

/** Turns the link's unique violations into the replies the site translates. */
async function linkingIdentity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint =
      (error as { constraint?: string }).constraint ?? String((error as Error).message);
    if (constraint.includes('social_identity_subject_unique'))
      throw new ApiError(
        409,
        'SOCIAL_IDENTITY_LINKED',
        'This identity is linked to another account',
      );
    if (constraint.includes('social_identity_member_unique'))
      throw new ApiError(
        409,
        'SOCIAL_PROVIDER_LINKED',
        'This account has another identity of this provider linked',
      );
    throw error;
  }
}

/**
 * A username nobody has, in the default rule's shape (a letter first, letters and digits, at most
 * 16): the e-mail's or name's letters and digits, then four random digits.
 */
async function freeAccount(db: Db, merchantCode: string, source: string): Promise<string> {
  const letters = (source.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const base = (/^[a-z]/.test(letters) ? letters : `p${letters}`).slice(0, 10).padEnd(4, 'x');
  for (let attempt = 0; attempt < 20; attempt++) {
    const account = `${base}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
    if (!(await findByAccount(db, merchantCode, account))) return account;
  }
  throw new Error('no free account name after 20 tries');
}
