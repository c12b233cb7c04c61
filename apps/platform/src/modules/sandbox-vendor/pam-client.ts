import { randomUUID } from 'node:crypto';
import {
  PAM_CORRELATION_HEADER,
  PAM_PATHS,
  PAM_TOKEN_HEADER,
  type PamAddTransactionResponse,
  type PamSession,
  type PamSessionResponse,
  type PamTransaction,
  type PamTransactionType,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../core/db/database';
import { sha256 } from '../../core/security/tokens';
import {
  closeSettlementSession,
  currencyExponent,
  fromMinor,
  openSettlementSession,
  pamRoundRef,
  toMinor,
} from '../pam';
import type { CancelRequest, CreditRequest, DebitRequest, WalletCaller } from '../wallet';
import { gameErrorOf, PamClientFault } from './pam-refusals';
import { gameRows } from '../games';

/**
 * The money moves of one player's game session, as the sandbox games make them: a bet
 * (WITHDRAW), its win (DEPOSIT; 0 settles a loss) and the refund of a bet (CANCEL). Amounts in
 * minor units; each answers the balance after it, as the PAM reply gives it.
 */
export interface SandboxPlayer {
  /** The wallet's id (`game_round.round_ref`) of a round the vendor calls `roundId`. */
  roundRef(roundId: string): string;
  debit(request: DebitRequest): Promise<number>;
  credit(request: CreditRequest): Promise<number>;
  /** Refunds bet `refTxnId` once; a bet that was never booked, or already refunded, is no error. */
  cancel(request: CancelRequest): Promise<number>;
}

/** A settlement's bookings, on a session opened for it: `close` ends that session. */
export type SettlingPlayer = SandboxPlayer & { close(): Promise<void> };

/** Session details held at most: they never change for a token, so they are kept until full. */
const MAX_SESSIONS = 10_000;

interface Reply<T> {
  statusCode: number;
  body: T;
}

/**
 * The sandbox vendor as a client of the platform's own PAM API, under the API token of its own
 * aggregator row (`registerSandboxAggregator`), so every demo round and test takes the path
 * real providers take. Calls go in through `app.inject`, not HTTP to the platform's own URL:
 * the request still passes the router, the API-token hook, schema validation, the handler and
 * the reply wrapper's serialization, exactly as an aggregator's, but with no socket, no port
 * or address to configure (the tests never listen) and no network hop that can fail on its
 * own. Amounts go out as the document's decimals (`fromMinor`) and come back through the exact
 * conversion (`toMinor`); refusals become the game window's errors (`gameErrorOf`).
 */
export function sandboxPamClient(
  app: FastifyInstance,
  { db, now, apiToken }: { db: Db; now: () => Date; apiToken: string },
) {
  const vendors = new Map<number, string>();
  const sessions = new Map<string, PamSession>();

  /** The vendor (PAM `provider`) of a game: fixed in the catalogue, so read once per game. */
  async function vendorOf(nodeId: number): Promise<string> {
    const known = vendors.get(nodeId);
    if (known) return known;
    const game = await db
      .selectFrom(gameRows(db).as('game'))
      .select('vassalage')
      .where('node_id', '=', nodeId)
      .executeTakeFirstOrThrow();
    vendors.set(nodeId, game.vassalage);
    return game.vassalage;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    provider: string,
    payload?: PamTransaction,
  ): Promise<Reply<T>> {
    const res = await app.inject({
      method,
      url: `${path}?${new URLSearchParams({ provider })}`,
      headers: {
        authorization: `Bearer ${apiToken}`,
        [PAM_TOKEN_HEADER]: token,
        [PAM_CORRELATION_HEADER]: randomUUID(),
      },
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<T>() };
  }

  /** The session's details (GET /players/session), which the document says never change. */
  async function liveSession(token: string, vendor: string, who: WalletCaller) {
    const key = sha256(token);
    const known = sessions.get(key);
    if (known) return known;
    const { body } = await call<PamSessionResponse>('GET', PAM_PATHS.session, token, vendor);
    if (body.status !== 'OK' || !body.session) {
      const refusal = body.error ?? { code: 'PAM_ERR_UNDEFINED' as const, message: 'No session' };
      throw await gameErrorOf(db, refusal, who, 0, now());
    }
    if (sessions.size >= MAX_SESSIONS) sessions.clear();
    sessions.set(key, body.session);
    return body.session;
  }

  function bookings(session: PamSession, vendor: string, who: WalletCaller): SandboxPlayer {
    const exponent = currencyExponent(session.currency);
    const path = PAM_PATHS.transactions.replace(':playerId', encodeURIComponent(session.playerId));

    /** Posts one transaction; answers the cash balance after it (or after a tolerated refusal). */
    async function book(
      transactionType: PamTransactionType,
      ids: { txnId: string; roundId: string; betRef?: string },
      amount: number,
      tolerated: readonly string[] = [],
    ): Promise<number> {
      const body: PamTransaction = {
        currency: session.currency,
        provider: vendor,
        transactionType,
        cashAmount: fromMinor(amount, exponent),
        bonusAmount: 0,
        promoAmount: 0,
        transactionDateTime: now().toISOString(),
        providerTransactionId: ids.txnId,
        providerRoundId: ids.roundId,
        ...(ids.betRef ? { providerBetRef: ids.betRef } : {}),
        ...(session.gameId ? { providerGameId: session.gameId } : {}),
        ...(transactionType === 'DEPOSIT' ? { isGameOver: true } : {}),
      };
      const reply = await call<PamAddTransactionResponse>(
        'POST',
        path,
        session.token,
        vendor,
        body,
      );
      const { status, error, transactionResult } = reply.body;
      if (status === 'ERROR' && error && !tolerated.includes(error.code))
        throw await gameErrorOf(db, error, who, amount, now());
      const cash = transactionResult?.balance?.cashAmount;
      const balance = cash === undefined ? null : toMinor(cash, exponent);
      if (balance === null)
        throw new PamClientFault(error?.code ?? status, `No exact balance (${reply.statusCode})`);
      return balance;
    }

    return {
      roundRef: (roundId) => pamRoundRef(vendor, roundId),
      debit: ({ txnId, roundId, amount }) => book('WITHDRAW', { txnId, roundId }, amount),
      credit: ({ txnId, roundId, amount }) => book('DEPOSIT', { txnId, roundId }, amount),
      // A cancel names its bet by the bet's transaction id (`providerBetRef`). A bet that never
      // got booked has nothing to refund, and one refunded already is what a cancel wants.
      cancel: ({ txnId, roundId, refTxnId }) =>
        book('CANCEL', { txnId, roundId, betRef: refTxnId }, 0, [
          'PAM_ERR_CANCEL_NOT_FOUND',
          'PAM_ERR_TRANS_ALREADY_CANCELLED',
        ]),
    };
  }

  return {
    /** The bookings of a live launch, under its token (the PAM X-Player-Token). */
    async player(token: string, who: WalletCaller): Promise<SandboxPlayer> {
      const vendor = await vendorOf(who.nodeId);
      return bookings(await liveSession(token, vendor, who), vendor, who);
    },

    /**
     * The bookings that settle a bet after its launch may have ended: on a settlement session
     * copied from the session of the bet's withdraw `betTxnId` (see `openSettlementSession`);
     * null when no PAM withdraw has that id.
     */
    async settling(betTxnId: string, who: WalletCaller): Promise<SettlingPlayer | null> {
      const vendor = await vendorOf(who.nodeId);
      const session = await openSettlementSession(db, vendor, betTxnId, now());
      if (!session) return null;
      return {
        ...bookings(session, vendor, who),
        close: () => closeSettlementSession(db, session.token),
      };
    },
  };
}

/** The sandbox vendor's PAM client. */
export type SandboxPamClient = ReturnType<typeof sandboxPamClient>;
