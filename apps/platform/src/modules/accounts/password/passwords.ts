import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Argon2id is the package's default
// algorithm (its const enum cannot be imported under verbatimModuleSyntax).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash (PHC string) of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still verifies
 * against a dummy, so an unknown username costs the same time as a wrong password.
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword('tessera-dummy-password');
  const target = stored ?? (await dummy);
  // A malformed stored hash makes verify throw: that is a failed login, not a 500.
  const matches = await verify(target, password).catch(() => false);
  return stored !== null && matches;
}
