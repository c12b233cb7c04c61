export { loggedInAtom, readInitialToken, signOutAtom, tokenAtom } from './session';
