import { MAX_TRANSFER_AMOUNT, TEAM_CALLS } from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import { routeFor } from '../../core/http/route-for';
import type { TypedApp } from '../../core/http/typed-app';
import { positiveMinorUnits, verifyWithdrawalPassword } from '../cashier';
import { requestAgent as agentOf, type AgentDeps } from './agent-caller';
import { lockTeamMember, resetTeamPassword, teamMemberView } from './team-members';
import { registerDownline } from './team-register';
import { teamMemberById } from './team-scope';
import { transferToDownline } from './team-transfer';

const tags = ['agent'];

/**
 * What an agent does to its team (inside the agent routes' `memberOnly` context): register a
 * downline, lock or unlock one, reset its password to the merchant's default, send it money.
 * A member outside the caller's team is 404 TEAM_MEMBER_NOT_FOUND.
 */
export async function teamActionRoutes(app: TypedApp, { db, now }: AgentDeps): Promise<void> {
  routeFor(
    app,
    TEAM_CALLS.register,
    async (request) => {
      const agent = agentOf(request);
      const registrar = {
        agentId: agent.agentId,
        merchantCode: agent.merchantCode,
        currency: agent.merchant.currency,
      };
      return ok(await registerDownline(db, registrar, request.body));
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.lock,
    async (request) => {
      const agent = agentOf(request);
      const { memberId } = request.params;
      await lockTeamMember(db, agent.agentId, memberId, request.body.locked, now());
      return ok(await teamMemberView(db, agent.agentId, agent.timeZone, memberId));
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.resetPassword,
    async (request) => {
      const agent = agentOf(request);
      return ok(
        await resetTeamPassword(
          db,
          agent.agentId,
          agent.merchantCode,
          request.params.memberId,
          now(),
        ),
      );
    },
    { tags },
  );

  routeFor(
    app,
    TEAM_CALLS.transfer,
    async (request) => {
      const agent = agentOf(request);
      // The team check first: a stranger's id is 404 before any password is tried.
      const downline = await teamMemberById(db, agent.agentId, request.params.memberId);
      const at = now();
      const holder = { memberId: agent.agentId, merchantCode: agent.merchantCode, ip: request.ip };
      await verifyWithdrawalPassword(db, holder, request.body.withdrawalPassword, at);
      return ok(
        await transferToDownline(
          db,
          { agentId: agent.agentId, downline: { id: downline.id, account: downline.account } },
          request.body,
          at,
        ),
      );
    },
    {
      tags,
      preValidation: positiveMinorUnits(
        'TRANSFER_AMOUNT_INVALID',
        MAX_TRANSFER_AMOUNT,
        'TRANSFER_AMOUNT_INVALID',
      ),
    },
  );
}
