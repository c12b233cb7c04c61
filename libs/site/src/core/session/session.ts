import type { LoginInfo, MemberInfo } from '@tessera/contract';
import { isAgentType, isTrialType } from '@tessera/domain';
import { atom } from 'jotai';

/** The session token as the SDK token store holds it; mirrored here so the page can react. */
export const tokenAtom = atom<string | null>(null);

/** The signed-in member; set once `member.info()` answered (spec §4 "marks the user logged in"). */
export const memberAtom = atom<MemberInfo | null>(null);

/** Counters and switches loaded after sign-in (unread messages, referral promo). */
export const loginInfoAtom = atom<LoginInfo | null>(null);

/** Whether a member is signed in: a token alone (before member info) is not enough. */
export const loggedInAtom = atom((get) => get(memberAtom) !== null);

/** Whether a session token exists, signed-in or not yet confirmed; the route guard reads it. */
export const hasSessionAtom = atom((get) => get(tokenAtom) !== null);

/** Whether the signed-in member is an agent (types 1, 2, 41, 42). */
export const isAgentAtom = atom((get) => {
  const member = get(memberAtom);
  return member !== null && isAgentType(member.type);
});

/** Whether the signed-in member is a free-trial account (type 4). */
export const isTrialAtom = atom((get) => {
  const member = get(memberAtom);
  return member !== null && isTrialType(member.type);
});

/** Forgets the session in this tab; the token store is cleared by whoever calls this. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(memberAtom, null);
  set(loginInfoAtom, null);
});

/** Bumped when the platform says the session ended (401); the shell then toasts and redirects. */
export const sessionEndedAtom = atom(0);
