import { route, type NoRequest } from '../core/route';
import type { FriendPage, FriendQuery, ReferralSummary } from './referral';
import { REFERRAL_PATHS } from './constants';

/** Invite friends: the route table's entries (no schema; the SDK reads these). */
export const REFERRAL_ROUTES = {
  /** The member's code, reward terms, counts and earnings. */
  summary: route<NoRequest, ReferralSummary>('GET', REFERRAL_PATHS.referral, 'member'),
  /** The members who registered with the code, newest first. */
  friends: route<{ query: FriendQuery }, FriendPage>('GET', REFERRAL_PATHS.friends, 'member'),
};
