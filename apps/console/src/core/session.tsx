import type { Permission, StaffSelf } from '@tessera/contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Where the console stands with the platform: checking, signed out, or signed in as `self`. */
export type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut'; ended: boolean }
  | { status: 'signedIn'; self: StaffSelf };

export interface Session {
  state: SessionState;
  /** After the code step (or a reload that found a session). */
  signedIn(self: StaffSelf): void;
  /** After sign-out; `ended` when the platform ended the session (401). */
  signedOut(ended?: boolean): void;
  /** The merchant the desks act on: a code, or '' for every merchant the caller acts for. */
  merchant: string;
  setMerchant(code: string): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

/** The signed-in caller (only under the shell, which renders for a signed-in session). */
export function useSelf(): StaffSelf {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useSelf while signed out');
  return state.self;
}

/** Whether the caller holds a permission: the console hides what a role cannot do. */
export function usePermissions(): (permission: Permission) => boolean {
  const self = useSelf();
  return useMemo(() => {
    const held = new Set<string>(self.permissions);
    return (permission: Permission) => held.has(permission);
  }, [self.permissions]);
}
