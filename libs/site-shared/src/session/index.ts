export {
  MEMBER_KEY,
  currentMember,
  loadMember,
  memberQuery,
  whileSignedIn,
} from './member-queries';
export { useHasSession, useIsAgent, useLoggedIn, useMember, useToken } from './use-member';
export { firstLoginAtom } from './first-login';
export { sessionEndedAtom } from './session-ended';
export { useSession, type SessionServices } from './session-context';
export { useSessionActions } from './use-session-actions';
export { SessionWatcher } from './session-watcher';
