export {
  clearSessionAtom,
  hasSessionAtom,
  isAgentAtom,
  isTrialAtom,
  loggedInAtom,
  loginInfoAtom,
  memberAtom,
  sessionEndedAtom,
  tokenAtom,
} from './session';
export { useSession, type SessionServices } from './session-context';
export { useSessionActions } from './use-session-actions';
export { SessionWatcher } from './session-watcher';
