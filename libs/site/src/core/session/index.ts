export {
  MEMBER_KEY,
  currentMember,
  loadMember,
  memberQuery,
  whileSignedIn,
} from './member-queries';
export {
  useHasSession,
  useIsAgent,
  useIsTrial,
  useLoggedIn,
  useLoginInfo,
  useMember,
  useToken,
} from './use-member';
export { sessionEndedAtom } from './session-ended';
export { useSession, type SessionServices } from './session-context';
export { useSessionActions } from './use-session-actions';
export { SessionWatcher } from './session-watcher';
