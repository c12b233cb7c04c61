import type { Permission } from '@tessera/contract';

// The catalogue lives in the contract (operator/permissions.ts), beside the routes that name it.

// Typed route config: a misspelt permission in any module's ops route fails typecheck.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /ops route lets its caller do (the contract's permission catalogue). */
    permission?: Permission;
  }
}

export { PERMISSIONS, isPermission, type Permission } from '@tessera/contract';
