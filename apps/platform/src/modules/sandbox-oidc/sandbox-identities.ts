import { randomBytes } from 'node:crypto';

/** A person the sandbox provider can sign in as. */
export interface SandboxIdentity {
  subject: string;
  name: string;
  email: string;
}

/** The test identities the authorize page offers (the same for every client). */
export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  { subject: 'sandbox-ana', name: 'Ana Santos', email: 'ana.santos@sandbox.example' },
  { subject: 'sandbox-rahim', name: 'Rahim Uddin', email: 'rahim.uddin@sandbox.example' },
  { subject: 'sandbox-maria', name: 'Maria Cruz', email: 'maria.cruz@sandbox.example' },
];

/** The page's "someone new" choice: a subject never seen before, so tests can always sign up. */
export const NEW_IDENTITY = 'new';

const NEW_PREFIX = 'sandbox-new-';

/** A fresh identity for the "someone new" choice. */
export function newSandboxSubject(): string {
  return `${NEW_PREFIX}${randomBytes(6).toString('hex')}`;
}

/** Who a subject is: a listed identity, or a new one named after its subject. */
export function sandboxIdentity(subject: string): SandboxIdentity | null {
  const listed = SANDBOX_IDENTITIES.find((identity) => identity.subject === subject);
  if (listed) return listed;
  if (!/^sandbox-new-[0-9a-f]{12}$/.test(subject)) return null;
  const tag = subject.slice(NEW_PREFIX.length, NEW_PREFIX.length + 4);
  return { subject, name: `Sandbox Player ${tag}`, email: `player-${tag}@sandbox.example` };
}
