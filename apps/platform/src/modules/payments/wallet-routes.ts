import {
  ConsolidatedFunds,
  MAX_TRANSFER_AMOUNT,
  MerchantWallet,
  WALLET_PATHS,
  WalletRecallRequest,
  WalletTransferRequest,
  WalletTransferResult,
  envelope,
} from '@tessera/contract';
import { ok } from '../../core/http/envelope';
import type { TypedApp } from '../../core/http/typed-app';
import { requestSession } from '../accounts';
import { transferBetweenWallets } from '../wallet';
import { positiveMinorUnits } from './minor-units';
import { refuseTrial } from './trial-accounts';
import type { PaymentDeps } from './payment-deps';
import { consolidatedFunds, merchantWallet, walletMode } from './wallet-views';

const tags = ['wallet'];
const security = [{ bearer: [] }];

/**
 * The member's wallets (inside the payments module's `memberOnly` context): the merchant's
 * wallet mode with every wallet, the consolidated funds, transfers between wallets and the recall.
 */
export async function walletRoutes(app: TypedApp, deps: PaymentDeps): Promise<void> {
  const { db, now } = deps;

  app.get(
    WALLET_PATHS.merchantWallet,
    { schema: { tags, security, response: { 200: envelope(MerchantWallet) } } },
    async (request) => {
      const { member } = requestSession(request);
      return ok(await merchantWallet(db, Number(member.id), member.merchant_code));
    },
  );

  app.get(
    WALLET_PATHS.consolidated,
    { schema: { tags, security, response: { 200: envelope(ConsolidatedFunds) } } },
    async (request) => {
      const { member } = requestSession(request);
      const { id, merchant_code } = member;
      return ok(await consolidatedFunds(db, Number(id), merchant_code, deps.contractFlags));
    },
  );

  app.post(
    WALLET_PATHS.walletTransfer,
    {
      preValidation: positiveMinorUnits(
        'TRANSFER_AMOUNT_INVALID',
        MAX_TRANSFER_AMOUNT,
        'TRANSFER_AMOUNT_INVALID',
      ),
      schema: {
        tags,
        security,
        body: WalletTransferRequest,
        response: { 200: envelope(WalletTransferResult) },
      },
    },
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
  );

  // The game page's recall as it closes: every game wallet back to main. Any member may (a
  // trial account's launches move its demo money too), on any merchant (a single-wallet one
  // answers no moves, or empties wallets left from when it had game wallets).
  app.post(
    WALLET_PATHS.recall,
    {
      schema: {
        tags,
        security,
        body: WalletRecallRequest,
        response: { 200: envelope(WalletTransferResult) },
      },
    },
    async (request) => {
      const who = {
        memberId: Number(requestSession(request).member.id),
        isSingle: false,
        vendors: [],
      };
      const { requestId } = request.body;
      return ok(await transferBetweenWallets(db, who, { mode: 'allOut', requestId }, now()));
    },
  );
}
