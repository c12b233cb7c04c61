import {
  AgentContract,
  CONTRACT_OPS_PATHS,
  ContractParams,
  HouseContractOffer,
  MerchantSettingsParams,
  SettleRequest,
  SettleResult,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { offerContract, operatorTerminate, settleDue } from '../agent';

const tags = ['operator'];

/**
 * House contracts for top agents, terminations, and settling now (tests and the demo run the
 * settlement at a chosen time); inside the operator's bearer-token context.
 */
export async function contractOpsRoutes(
  app: TypedApp,
  { db, now }: { db: Db; now: () => Date },
): Promise<void> {
  app.post(
    CONTRACT_OPS_PATHS.houseOffer,
    {
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: HouseContractOffer,
        response: { 200: envelope(AgentContract) },
      },
    },
    async (request) => {
      const offerer = { merchantCode: request.params.code, memberId: null };
      const contract = await offerContract(db, offerer, request.body, now());
      request.log.info({ contract: contract.id }, 'operator offered a house contract');
      return ok(contract);
    },
  );

  app.post(
    CONTRACT_OPS_PATHS.terminate,
    { schema: { tags, params: ContractParams, response: { 200: envelope(AgentContract) } } },
    async (request) => {
      const contract = await operatorTerminate(db, Number(request.params.id), now());
      request.log.info({ contract: contract.id }, 'operator terminated a contract');
      return ok(contract);
    },
  );

  app.post(
    CONTRACT_OPS_PATHS.settle,
    { schema: { tags, body: SettleRequest, response: { 200: envelope(SettleResult) } } },
    async (request) => {
      const { at, merchant } = request.body;
      return ok(
        await settleDue(db, new Date(at), merchant === undefined ? {} : { merchantCode: merchant }),
      );
    },
  );
}
