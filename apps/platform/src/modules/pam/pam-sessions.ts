import type { PamSession } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';
import {
  copyEndedLaunchSession,
  dropLaunchSession,
  launchSessionRows,
  moveLaunchSession,
  newLaunchToken,
  walletRows,
} from '../wallet';
import { currencyExponent } from './pam-amounts';
import { PamRefusal } from './pam-reply';
import { sessionRows, memberRows } from '../accounts';
import { merchantRows } from '../merchants';
import { gameRows } from '../games';

/** A live PAM game session: a launch, with everything a PAM call books and answers with. */
export interface PamCaller {
  /** The player id the PAM API speaks of: the member id as text. */
  playerId: string;
  memberId: number;
  merchantCode: string;
  /** The launched game (its node, code and vendor). */
  nodeId: number;
  gameCode: string;
  vendor: string;
  /** The wallet bookings move: MAIN, or the game vendor's on a multi-wallet merchant. */
  wallet: string;
  currency: string;
  /** The currency's decimals: minor units per major unit are 10^exponent. */
  exponent: number;
  country: string;
  language: string;
  /** An upline's lock (sign-in refused): no bets. */
  locked: boolean;
  /** Still before its end: past it, only settlements of earlier bets are taken. */
  live: boolean;
  /** SHA-256 of the session token, recorded with each transaction (`pam_txn.session_hash`). */
  sessionHash: string;
}

/**
 * The session behind a game session token in one query: unknown → 401
 * PAM_ERR_SESSION_NOT_FOUND. A launch ends with its site session (logout, password change,
 * time-out and self-exclusion revoke it) or after its hours; an ended one still answers, with
 * `live` false, so that a provider may settle bets placed while it was live.
 */
export async function findPamSession(db: Db, token: string, now: Date): Promise<PamCaller> {
  const sessionHash = sha256(token);
  const row = await db
    .selectFrom(launchSessionRows(db).as('l'))
    .innerJoin(sessionRows(db).as('s'), 's.id', 'l.session_id')
    .innerJoin(memberRows(db).as('m'), 'm.id', 'l.member_id')
    .innerJoin(merchantRows(db).as('mc'), 'mc.code', 'm.merchant_code')
    .innerJoin(gameRows(db).as('g'), 'g.node_id', 'l.node_id')
    .innerJoin(walletRows(db).as('w'), 'w.member_id', 'l.member_id')
    .select([
      'l.member_id',
      'l.node_id',
      'l.language',
      'l.currency',
      'l.country',
      'l.expires_at',
      's.revoked_at',
      'm.merchant_code',
      'm.locked_at',
      'mc.single_wallet',
      'g.game_code',
      'g.vassalage',
      'w.currency as wallet_currency',
    ])
    .where('l.token_hash', '=', sessionHash)
    .executeTakeFirst();
  if (!row) throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND', 'No such player session', 401);
  const currency = (row.currency ?? row.wallet_currency).trim();
  return {
    playerId: String(row.member_id),
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
    nodeId: Number(row.node_id),
    gameCode: row.game_code,
    vendor: row.vassalage,
    wallet: row.single_wallet ? 'MAIN' : row.vassalage,
    currency,
    exponent: currencyExponent(currency),
    country: (row.country ?? currency.slice(0, 2)).toUpperCase(),
    language: row.language.toLowerCase(),
    locked: row.locked_at !== null,
    live: row.revoked_at === null && row.expires_at > now,
    sessionHash,
  };
}

/** A live session, or 401 PAM_ERR_SESSION_EXPIRED. */
export async function livePamSession(db: Db, token: string, now: Date): Promise<PamCaller> {
  const caller = await findPamSession(db, token, now);
  if (!caller.live)
    throw new PamRefusal('PAM_ERR_SESSION_EXPIRED', 'The player session has ended', 401);
  return caller;
}

/** The session as the document describes it. */
export function sessionOf(caller: PamCaller, token: string): PamSession {
  return {
    playerId: caller.playerId,
    token,
    currency: caller.currency,
    country: caller.country,
    language: caller.language,
    gameId: caller.gameCode,
  };
}

/**
 * Replaces a live session's token with a new one bound to the same player, game, currency,
 * country, language and end; the old token is gone at once (it answers
 * PAM_ERR_SESSION_NOT_FOUND). Two refreshes of one token race on its row: one gets it.
 */
export async function refreshPamSession(db: Db, token: string, now: Date): Promise<PamSession> {
  const caller = await livePamSession(db, token, now);
  const fresh = newLaunchToken();
  const moved = await moveLaunchSession(db, token, fresh, now);
  if (!moved) throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND', 'No such player session', 401);
  return sessionOf(caller, fresh);
}

/**
 * A session to settle a bet with after the bet's own session may have ended, for a vendor that
 * keeps no player tokens (the built-in sandbox vendor: a token at rest would be one more secret
 * to guard). The document requires an X-Player-Token on every call, DEPOSIT and CANCEL too,
 * and does not ask for a live one; an aggregator keeps the launch token and settles with it.
 * The stand-in is a copy of the session the bet's withdraw `providerTxnId` came with (same
 * player, game, currency, country, language), ended at birth: like any ended session it can
 * settle and cancel bets placed while it was live, never place one. Null when no withdraw of
 * the vendor has that id or its session is gone. `closeSettlementSession` removes it after use.
 */
export async function openSettlementSession(
  db: Db,
  vendor: string,
  providerTxnId: string,
  now: Date,
): Promise<PamSession | null> {
  const withdraw = await db
    .selectFrom('pam_txn')
    .select('session_hash')
    .where('vendor', '=', vendor)
    .where('provider_txn_id', '=', providerTxnId)
    .where('txn_type', 'in', ['WITHDRAW', 'PROMOWITHDRAW'])
    .executeTakeFirst();
  const token = newLaunchToken();
  const sessionHash = withdraw?.session_hash;
  if (!sessionHash || !(await copyEndedLaunchSession(db, sessionHash, token, now))) return null;
  return sessionOf(await findPamSession(db, token, now), token);
}

/** Removes a session `openSettlementSession` made. */
export async function closeSettlementSession(db: Db, token: string): Promise<void> {
  await dropLaunchSession(db, token);
}
