import type { AuditActor, MerchantScope, Permission } from '@tessera/contract';

/** Who an /ops request comes from, as the guard resolved it. */
export interface OpsCaller {
  actor: AuditActor;
  permissions: ReadonlySet<Permission>;
  merchants: MerchantScope;
  /** The staff member behind the call (signed in, or owning the key); null for a service. */
  staffId: number | null;
  /** The staff session of a cookie-authenticated call. */
  session: { id: string; csrfToken: string; createdAt: Date } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The /ops caller the guard admitted; null on a public call or before the guard. */
    opsCaller: OpsCaller | null;
  }
}

export const ALL_MERCHANTS: MerchantScope = { all: true, codes: [] };

/** Whether `scope` lets its holder act on `merchant`. */
export const inScope = (scope: MerchantScope, merchant: string): boolean =>
  scope.all || scope.codes.includes(merchant);

/** Whether every merchant of `inner` is in `outer`. */
export const scopeWithin = (inner: MerchantScope, outer: MerchantScope): boolean =>
  outer.all || (!inner.all && inner.codes.every((code) => outer.codes.includes(code)));

/** The merchants both scopes allow. */
export function scopeBoth(a: MerchantScope, b: MerchantScope): MerchantScope {
  if (a.all) return b;
  if (b.all) return a;
  return { all: false, codes: a.codes.filter((code) => b.codes.includes(code)) };
}

/** A scope as stored: all, or the sorted unique codes. */
export const normalScope = (scope: MerchantScope): MerchantScope =>
  scope.all ? ALL_MERCHANTS : { all: false, codes: [...new Set(scope.codes)].sort() };
