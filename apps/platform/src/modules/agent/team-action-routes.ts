import {
  AGENT_PATHS,
  DownlineTransferRequest,
  DownlineTransferResult,
  LockMemberRequest,
  MAX_TRANSFER_AMOUNT,
  PasswordResetDone,
  RegisterDownlineRequest,
  RegisteredDownline,
  TeamMember,
  TeamMemberParams,
  envelope,
} from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { positiveMinorUnits, verifyWithdrawalPassword } from '../cashier';
import { requestAgent as agentOf, type AgentDeps } from './agent-caller';
import { lockTeamMember, resetTeamPassword, teamMemberView } from './team-members';
import { registerDownline } from './team-register';
import { teamMemberById } from './team-scope';
import { transferToDownline } from './team-transfer';

const tags = ['agent'];
const security = [{ bearer: [] }];

/**
 * What an agent does to its team (inside the agent routes' `memberOnly` context): register a
 * downline, lock or unlock one, reset its password to the merchant's default, send it money.
 * A member outside the caller's team is 404 TEAM_MEMBER_NOT_FOUND.
 */
export async function teamActionRoutes(app: TypedApp, { db, now }: AgentDeps): Promise<void> {
  app.post(
    AGENT_PATHS.registerDownline,
    {
      schema: {
        tags,
        security,
        body: RegisterDownlineRequest,
        response: { 200: envelope(RegisteredDownline) },
      },
    },
    async (request) => {
      const agent = agentOf(request);
      const registrar = {
        agentId: agent.agentId,
        merchantCode: agent.merchantCode,
        currency: agent.merchant.currency,
      };
      return ok(await registerDownline(db, registrar, request.body));
    },
  );

  app.post(
    AGENT_PATHS.lockMember,
    {
      schema: {
        tags,
        security,
        params: TeamMemberParams,
        body: LockMemberRequest,
        response: { 200: envelope(TeamMember) },
      },
    },
    async (request) => {
      const agent = agentOf(request);
      const { memberId } = request.params;
      await lockTeamMember(db, agent.agentId, memberId, request.body.locked, now());
      return ok(await teamMemberView(db, agent.agentId, agent.timeZone, memberId));
    },
  );

  app.post(
    AGENT_PATHS.resetMemberPassword,
    {
      schema: {
        tags,
        security,
        params: TeamMemberParams,
        response: { 200: envelope(PasswordResetDone) },
      },
    },
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
  );

  app.post(
    AGENT_PATHS.transferToMember,
    {
      preValidation: positiveMinorUnits(
        'TRANSFER_AMOUNT_INVALID',
        MAX_TRANSFER_AMOUNT,
        'TRANSFER_AMOUNT_INVALID',
      ),
      schema: {
        tags,
        security,
        params: TeamMemberParams,
        body: DownlineTransferRequest,
        response: { 200: envelope(DownlineTransferResult) },
      },
    },
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
  );
}
