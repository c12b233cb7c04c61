import type { MemberInfo } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import type { createStore } from 'jotai';
import { loginInfoAtom, memberAtom } from './session';

type Store = ReturnType<typeof createStore>;

// The shell and a route guard may both ask at start-up: they share one round trip.
const inFlight = new WeakMap<Store, Promise<MemberInfo>>();

/**
 * Loads the member (which marks the user logged in, spec §4) and the login info into the store.
 * Login info is extra: the header works without it, so its failure does not fail the sign-in.
 */
export function loadMemberInto(store: Store, client: PlatformClient): Promise<MemberInfo> {
  const pending = inFlight.get(store);
  if (pending) return pending;
  const loading = Promise.all([client.member.info(), client.member.loginInfo().catch(() => null)])
    .then(([member, info]) => {
      store.set(memberAtom, member);
      store.set(loginInfoAtom, info);
      return member;
    })
    .finally(() => inFlight.delete(store));
  inFlight.set(store, loading);
  return loading;
}
