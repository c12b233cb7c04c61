import { betTxn, type LotteryBetRow, type SettlementBookings } from '../lottery';
import type { WalletService } from '../wallet';
import type { SandboxPamClient } from './pam-client';

/**
 * How the lottery sweep settles a bet after its draw: through the PAM API on a settlement
 * session copied from the session of the bet's withdraw (the bet's own launch may have ended;
 * see `openSettlementSession`), closed once the bet is booked. A bet with no PAM withdraw was
 * placed before bets went through PAM, in rounds of the wallet's own ids: it settles as it was
 * placed, through the wallet service in-process. A pending bet whose withdraw never got booked
 * takes that path too, and its cancel refunds nothing, as nothing was staked.
 */
export function lotterySettling(pam: SandboxPamClient, wallet: WalletService): SettlementBookings {
  return {
    async forBet(bet: LotteryBetRow) {
      const who = {
        memberId: Number(bet.member_id),
        merchantCode: bet.merchant_code,
        nodeId: Number(bet.node_id),
        wallet: bet.wallet,
      };
      const settling = await pam.settling(betTxn(bet.round_ref).bet, who);
      if (settling) return settling;
      return {
        debit: (request) => wallet.debit(who, request),
        credit: (request) => wallet.credit(who, request),
        cancel: (request) => wallet.cancel(who, request),
        close: async () => undefined,
      };
    },
  };
}
