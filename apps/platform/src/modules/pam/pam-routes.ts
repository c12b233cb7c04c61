import {
  PAM_CORRELATION_HEADER,
  PAM_PATHS,
  PAM_PREFIX,
  PAM_TOKEN_HEADER,
  PamAddTransactionResponse,
  PamBalanceResponse,
  PamFailure,
  PamGameRoundParams,
  PamGameRoundResponse,
  PamPlayerParams,
  PamProviderQuery,
  PamSessionResponse,
  PamTransaction,
  PamTransactionsQuery,
  PamTransactionsResponse,
} from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import type { TypedApp } from '../../core/http/typed-app';
import { playerToken } from './pam-auth';
import { vendorResolver } from './pam-catalogue';
import { gameRoundOf } from './pam-rounds';
import { invalidRequest, PamRefusal } from './pam-reply';
import { sha256 } from '../../core/security/tokens';
import { PamSessionCache } from './pam-session-cache';
import { findPamSession, livePamSession, refreshPamSession, sessionOf } from './pam-sessions';
import { pamTransactions } from './pam-transactions';
import { lookUpTxns } from './pam-txn-store';

const tags = ['PAM API (Valkyrie)'];
const security = [{ bearer: [] }];
const description =
  `Valkyrie PAM API 0.6.0: the aggregator's token in \`Authorization: Bearer\`, the player's ` +
  `game session in \`${PAM_TOKEN_HEADER}\`, its request id in \`${PAM_CORRELATION_HEADER}\`. ` +
  "Replies are the document's wrapper `{ status, error?, entity }`, not the envelope.";
/** The document's hard errors: 400 (missing parameter, invalid body) and 401 (token, session). */
const failures = { 400: PamFailure, 401: PamFailure };

/** Paths below the plugin's prefix (the contract's constants are the full paths). */
const local = (path: string) => path.slice(PAM_PREFIX.length);

/**
 * The PAM API routes. Each call names its provider (the game's vendor) and the player's game
 * session; a `playerId` that is not the session's player is PAM_ERR_PLAYER_NOT_FOUND.
 */
export async function pamRoutes(app: TypedApp, { db, now }: { db: Db; now: () => Date }) {
  const vendorOf = vendorResolver(db);
  const transactions = pamTransactions(db, now);
  const sessions = new PamSessionCache();

  /** The vendor and the (possibly ended) session of a player call. */
  async function playerCall(request: FastifyRequest, provider: string | undefined, id: string) {
    const vendor = await vendorOf(provider);
    const caller = await findPamSession(db, playerToken(request), now());
    if (caller.playerId !== id)
      throw new PamRefusal('PAM_ERR_PLAYER_NOT_FOUND', 'playerId is not the session player');
    return { vendor, caller };
  }

  const sessionSchema = {
    tags,
    security,
    description,
    querystring: PamProviderQuery,
    response: { 200: PamSessionResponse, ...failures },
  };
  app.get(local(PAM_PATHS.session), { schema: sessionSchema }, async (request) => {
    await vendorOf(request.query.provider);
    const token = playerToken(request);
    const caller = await livePamSession(db, token, now());
    return { status: 'OK' as const, session: sessionOf(caller, token) };
  });
  app.put(local(PAM_PATHS.session), { schema: sessionSchema }, async (request) => {
    await vendorOf(request.query.provider);
    const session = await refreshPamSession(db, playerToken(request), now());
    return { status: 'OK' as const, session };
  });

  app.get(
    local(PAM_PATHS.balance),
    {
      schema: {
        tags,
        security,
        description,
        params: PamPlayerParams,
        querystring: PamProviderQuery,
        response: { 200: PamBalanceResponse, ...failures },
      },
    },
    async (request) => {
      const { caller } = await playerCall(request, request.query.provider, request.params.playerId);
      return { status: 'OK' as const, balance: await transactions.balanceOf(caller) };
    },
  );

  app.get(
    local(PAM_PATHS.transactions),
    {
      schema: {
        tags,
        security,
        description,
        params: PamPlayerParams,
        querystring: PamTransactionsQuery,
        response: { 200: PamTransactionsResponse, ...failures },
      },
    },
    async (request) => {
      const { provider, providerBetRef, providerTransactionId } = request.query;
      const { vendor, caller } = await playerCall(request, provider, request.params.playerId);
      if (!providerBetRef && !providerTransactionId)
        throw invalidRequest('providerTransactionId or providerBetRef is required');
      const found = await lookUpTxns(db, vendor, caller.memberId, {
        betRef: providerBetRef,
        txnId: providerTransactionId,
      });
      return { status: 'OK' as const, transactions: found };
    },
  );

  app.post(
    local(PAM_PATHS.transactions),
    {
      schema: {
        tags,
        security,
        description,
        params: PamPlayerParams,
        querystring: PamProviderQuery,
        body: PamTransaction,
        response: { 200: PamAddTransactionResponse, ...failures },
      },
      // The hottest call: its reply (a few hundred bytes) is never worth compressing.
      compress: false,
    },
    // Its session comes from the cache when it can (see PamSessionCache).
    async (request) => {
      const { provider } = request.query;
      const { playerId } = request.params;
      const cached = sessions.get(sha256(playerToken(request)));
      if (cached?.playerId === playerId) {
        const reply = await transactions.add(cached, await vendorOf(provider), request.body, true);
        if (reply) return reply;
        sessions.forget(cached.sessionHash);
      }
      const { vendor, caller } = await playerCall(request, provider, playerId);
      sessions.remember(caller);
      const reply = await transactions.add(caller, vendor, request.body);
      if (!reply) throw new Error('A fresh session answered no reply');
      return reply;
    },
  );

  app.get(
    local(PAM_PATHS.gameRound),
    {
      schema: {
        tags,
        security,
        description,
        params: PamGameRoundParams,
        querystring: PamProviderQuery,
        response: { 200: PamGameRoundResponse, ...failures },
      },
    },
    async (request) => {
      const { playerId, providerGameRoundId } = request.params;
      const { vendor, caller } = await playerCall(request, request.query.provider, playerId);
      const gameround = await gameRoundOf(db, vendor, caller.memberId, providerGameRoundId);
      return { status: 'OK' as const, gameround };
    },
  );
}
