import { MEMBER_TYPES } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';

/**
 * Real-money actions (deposit, withdraw, wallet transfer, transfer to the upline; later redeem
 * and claims) refuse a trial account (spec §6): its money is demo money. 403 TRIAL_ACCOUNT, which
 * the site answers with its "sign up for a real account" prompt.
 */
export function refuseTrial(memberType: number, message: string): void {
  if (memberType === MEMBER_TYPES.trial) throw new ApiError(403, 'TRIAL_ACCOUNT', message);
}
