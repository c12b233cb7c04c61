import type { AccountDeps } from '../accounts';

/** What the module needs: the accounts module's deps, and whether the sandbox provider is on. */
export interface SocialDeps extends AccountDeps {
  /** Whether merchants configured with the `sandbox` issuer may sign in (off in production). */
  sandboxSignIn: boolean;
}
