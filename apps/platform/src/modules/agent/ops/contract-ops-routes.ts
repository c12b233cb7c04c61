import { CONTRACT_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { offerContract, operatorTerminate } from '../contract-actions';
import { setEnabledKinds } from '../contract-store';
import { settleDue } from '../settlement-run';

const tags = ['operator'];

/**
 * House contracts for top agents, terminations, and settling at a chosen time; inside the
 * operator's bearer-token context. Settling ahead of the clock would pay a period that has not
 * ended from what it holds so far, once and for good: only a demo platform (`settleAhead`, the
 * browser tests close an hour early) may.
 */
export async function contractOpsRoutes(
  app: TypedApp,
  { db, now, settleAhead }: { db: Db; now: () => Date; settleAhead: boolean },
): Promise<void> {
  routeFor(
    app,
    CONTRACT_OPS_CALLS.houseOffer,
    async (request) => {
      const offerer = { merchantCode: request.params.code, memberId: null };
      const contract = await offerContract(db, offerer, request.body, now());
      request.log.info({ contract: contract.id }, 'operator offered a house contract');
      return ok(contract);
    },
    { tags },
  );

  routeFor(
    app,
    CONTRACT_OPS_CALLS.terminate,
    async (request) => {
      const contract = await operatorTerminate(db, Number(request.params.id), now(), (before) =>
        noteAuditBefore(request, before),
      );
      request.log.info({ contract: contract.id }, 'operator terminated a contract');
      return ok(contract);
    },
    { tags },
  );

  routeFor(
    app,
    CONTRACT_OPS_CALLS.settle,
    async (request) => {
      const { at, merchant } = request.body;
      if (!settleAhead && new Date(at) > now())
        throw new ApiError(400, 'SETTLE_AHEAD', 'Periods can only be settled once they have ended');
      return ok(
        await settleDue(db, new Date(at), merchant === undefined ? {} : { merchantCode: merchant }),
      );
    },
    { tags },
  );

  routeFor(
    app,
    CONTRACT_OPS_CALLS.contractKinds,
    async (request) => {
      const { code } = request.params;
      const noteBefore = (before: unknown) => noteAuditBefore(request, before);
      if (!(await setEnabledKinds(db, code, request.body.enabled, noteBefore)))
        throw new ApiError(404, 'MERCHANT_UNKNOWN', `Unknown merchant "${code}"`);
      request.log.info({ merchant: code }, 'operator changed the contract kinds');
      return ok({ merchantCode: code, enabled: request.body.enabled });
    },
    { tags },
  );
}
