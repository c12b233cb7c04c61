import { MAX_TRANSFER_AMOUNT, WALLET_CALLS } from '@tessera/contract';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { requestSession } from '../../accounts';
import { transferBetweenWallets } from '../../wallet';
import { positiveMinorUnits } from '../shared/minor-units';
import { refuseTrial } from '../shared/trial-accounts';
import type { PaymentDeps } from '../shared/payment-deps';
import { consolidatedFunds, merchantWallet, walletMode } from './wallet-views';

const tags = ['wallet'];

/**
 * The member's wallets (inside the cashier module's `memberOnly` context): the merchant's
 * wallet mode with every wallet, the consolidated funds, transfers between wallets and the recall.
 */
export async function walletRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  routeFor(
    app,
    WALLET_CALLS.merchantWallet,
    async (request) => {
      const { member } = requestSession(request);
      return ok(await merchantWallet(db, Number(member.id), member.merchant_code));
    },
    { tags },
  );

  routeFor(
    app,
    WALLET_CALLS.consolidated,
    async (request) => {
      const { member } = requestSession(request);
      const { id, merchant_code } = member;
      return ok(await consolidatedFunds(db, Number(id), merchant_code, deps.contractFlags));
    },
    { tags },
  );

  routeFor(
    app,
    WALLET_CALLS.transfer,
    async (request) => {
      const { member } = requestSession(request);
      refuseTrial(member.type, 'A trial account cannot move demo money between wallets');
      const mode = await walletMode(db, member.merchant_code);
      const who = {
        memberId: Number(member.id),
        isSingle: mode.isSingle,
        vendors: mode.vendors.map((vendor) => vendor.code),
      };
      return ok(await transferBetweenWallets(db, who, request.body, now()));
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

  // The game page's recall as it closes: every game wallet back to main. Any member may (a
  // trial account's launches move its demo money too), on any merchant (a single-wallet one
  // answers no moves, or empties wallets left from when it had game wallets).
  routeFor(
    app,
    WALLET_CALLS.recall,
    async (request) => {
      const who = {
        memberId: Number(requestSession(request).member.id),
        isSingle: false,
        vendors: [],
      };
      const { requestId } = request.body;
      return ok(await transferBetweenWallets(db, who, { mode: 'allOut', requestId }, now()));
    },
    { tags },
  );
}
