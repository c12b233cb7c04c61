import { DEFAULT_TEAM_PAGE, TEAM_CALLS } from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { agentAnnouncements } from '../content';
import { requestAgent as agentOf, type AgentDeps, type RequestAgent } from './agent-caller';
import { teamActionRoutes } from './team-action-routes';
import { teamOverview } from './team-figures';
import { userLoss } from './user-loss';
import { teamMembers } from './team-members';
import { agentIncome, teamBets, teamLedger } from './team-reports';
import { notInTeam, teamMemberById, teamMemberIdByAccount, teamRange } from './team-scope';

const tags = ['agent'];

/**
 * The agent centre's calls (inside the agent module's `memberOnly` context). Every call is the
 * caller's team only: a member named by id or account outside it is 404 TEAM_MEMBER_NOT_FOUND
 * (or, as a list filter, matches nothing), never 403, so ids cannot be probed.
 */
export async function agentRoutes(app: TypedApp, { db, now }: AgentDeps): Promise<void> {
  /** The team member a list filter names, or undefined; an account outside the team → none. */
  async function filterMember(agent: RequestAgent, account: string | undefined) {
    if (!account) return { memberId: undefined, none: false };
    const id = await teamMemberIdByAccount(db, agent.agentId, agent.merchantCode, account);
    return { memberId: id ?? undefined, none: id === null };
  }

  const page = (query: { cursor?: string | undefined; limit?: number | undefined }) => ({
    cursor: query.cursor === undefined ? null : Number(query.cursor),
    limit: query.limit ?? DEFAULT_TEAM_PAGE,
  });

  routeFor(
    app,
    TEAM_CALLS.overview,
    async (request) => {
      const agent = agentOf(request);
      const range = teamRange(request.query, agent.timeZone, now());
      return ok(
        await teamOverview(db, { agentId: agent.agentId, range, timeZone: agent.timeZone }),
      );
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.members,
    async (request) => {
      const agent = agentOf(request);
      const { account, level = 'all', status } = request.query;
      return ok(
        await teamMembers(db, agent.agentId, agent.timeZone, {
          account,
          level,
          status,
          ...page(request.query),
        }),
      );
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.bets,
    async (request) => {
      const agent = agentOf(request);
      const range = teamRange(request.query, agent.timeZone, now());
      const { memberId, none } = await filterMember(agent, request.query.account);
      if (none)
        return ok({
          list: [],
          nextCursor: null,
          totals: { rounds: 0, bet: 0, validBet: 0, payout: 0, profitLoss: 0 },
        });
      const scope = { agentId: agent.agentId, range, timeZone: agent.timeZone, memberId };
      return ok(await teamBets(db, { ...scope, ...page(request.query) }, request.query.gameType));
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.loss,
    async (request) => {
      const agent = agentOf(request);
      const range = teamRange(request.query, agent.timeZone, now());
      const { memberId, none } = await filterMember(agent, request.query.account);
      const { cursor, limit } = page(request.query);
      const empty = {
        validBet: 0,
        payout: 0,
        profitLoss: 0,
        deposits: 0,
        withdrawals: 0,
        bonus: 0,
      };
      if (none) return ok({ list: [], nextCursor: null, totals: empty, trail: [], own: null });
      const underId = request.query.under
        ? await teamMemberIdByAccount(db, agent.agentId, agent.merchantCode, request.query.under)
        : null;
      if (request.query.under && underId === null) throw notInTeam();
      const under = underId === null ? null : await teamMemberById(db, agent.agentId, underId);
      const scope = {
        agentId: agent.agentId,
        range,
        timeZone: agent.timeZone,
        memberId,
        under: under && { id: under.id, depth: under.depth },
      };
      return ok(
        await userLoss(db, scope, {
          sort: request.query.sort ?? 'loss',
          offset: cursor ?? 0,
          limit,
        }),
      );
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.ledger,
    async (request) => {
      const agent = agentOf(request);
      const range = teamRange(request.query, agent.timeZone, now());
      const { memberId, none } = await filterMember(agent, request.query.account);
      if (none) return ok({ list: [], nextCursor: null, totals: { in: 0, out: 0 } });
      const scope = { agentId: agent.agentId, range, timeZone: agent.timeZone, memberId };
      return ok(await teamLedger(db, { ...scope, ...page(request.query) }, request.query.kind));
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.income,
    async (request) => {
      const agent = agentOf(request);
      const range = teamRange(request.query, agent.timeZone, now());
      return ok(await agentIncome(db, agent.agentId, range, agent.timeZone));
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.announcements,
    async (request) => {
      const agent = agentOf(request);
      const fallback = agent.merchant.default_language;
      return ok(
        await agentAnnouncements(
          db,
          agent.merchantCode,
          request.query.language ?? fallback,
          fallback,
          agent.timeZone,
        ),
      );
    },
    { tags },
  );

  await teamActionRoutes(app, { db, now });
}
