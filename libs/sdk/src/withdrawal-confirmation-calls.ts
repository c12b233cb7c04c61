import { WITHDRAWAL_ROUTES, type WithdrawalOutcome } from '@tessera/contract';
import { callRoute } from './route-call';
import type { Call } from './transport';

/** One withdrawal's status and the payee's confirmation of it (spec §4). */
export function withdrawalConfirmationCalls(call: Call) {
  return {
    /** One of the member's withdrawals, with `autoReceiveAt` while it awaits confirmation. */
    get: (id: number) => callRoute(call, WITHDRAWAL_ROUTES.get, { params: { id } }),
    /**
     * Confirms a paid withdrawal: RECEIVED or PARTLY_RECEIVED without images, NOT_RECEIVED with
     * 1 to 3 png/jpg images (at most 5 MB each), sent as multipart/form-data.
     */
    confirm: (id: number, outcome: WithdrawalOutcome, proofs: Blob[] = []) => {
      const form = new FormData();
      form.append('outcome', outcome);
      for (const proof of proofs) form.append('proof', proof);
      return callRoute(
        call,
        WITHDRAWAL_ROUTES.confirm,
        { params: { id }, body: form },
        { multipart: true },
      );
    },
  };
}
