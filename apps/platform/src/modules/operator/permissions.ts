import type { OpsAccess } from '@tessera/contract';

// The catalogue lives in the contract (operator/permissions.ts), beside the routes that name it.

// Typed route config: a misspelt permission in any module's ops route fails typecheck.
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may make an /ops call: a permission of the contract's catalogue, `self` (any caller,
     * on their own things) or `public` (the sign-in steps).
     */
    permission?: OpsAccess;
  }
}

export { PERMISSIONS, isPermission, type Permission } from '@tessera/contract';
