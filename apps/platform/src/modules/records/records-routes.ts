import { BONUS_KINDS, RECORD_CALLS } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { requestMerchant } from '../merchants';
import { accountRecord } from './account-record';
import { betRecord } from './bet-record';
import { profitReport } from './profit-report';
import { recordWindow, type WindowQuery } from './record-window';

const tags = ['records'];

/** What the records routes need: the database and the clock (for "the last 7 days"). */
export interface RecordDeps {
  db: Db;
  now: () => Date;
}

/** The member's records (inside the records module's `memberOnly` context); own rows only. */
export async function recordsRoutes(app: TypedApp, { db, now }: RecordDeps): Promise<void> {
  /** The signed-in member and the query's window in their merchant's time zone. */
  function readWindow(request: FastifyRequest, query: WindowQuery) {
    const memberId = Number(requestSession(request).member.id);
    return { memberId, window: recordWindow(query, requestMerchant(request).time_zone, now()) };
  }

  routeFor(
    app,
    RECORD_CALLS.account,
    async (request) => {
      const { memberId, window } = readWindow(request, request.query);
      const kinds = request.query.kind ? [request.query.kind] : null;
      return ok(await accountRecord(db, memberId, window, kinds));
    },
    { tags },
  );

  routeFor(
    app,
    RECORD_CALLS.bonus,
    async (request) => {
      const { memberId, window } = readWindow(request, request.query);
      return ok(await accountRecord(db, memberId, window, BONUS_KINDS));
    },
    { tags },
  );

  routeFor(
    app,
    RECORD_CALLS.bets,
    async (request) => {
      const { memberId, window } = readWindow(request, request.query);
      const { gameType, vendor } = request.query;
      return ok(await betRecord(db, memberId, window, { gameType, vendor }));
    },
    { tags },
  );

  routeFor(
    app,
    RECORD_CALLS.profit,
    async (request) => {
      const { memberId, window } = readWindow(request, request.query);
      return ok(await profitReport(db, memberId, window));
    },
    { tags },
  );
}
