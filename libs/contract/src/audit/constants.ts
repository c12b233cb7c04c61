// Runtime constants of the operator audit trail (no schema is built here).

export const AUDIT_OPS_PATHS = {
  /** GET `?merchant&actor&action&outcome&from&to&cursor&limit`: audit entries, newest first. */
  list: '/ops/audit',
  /** GET: walks every chain and reports the first broken link, or ok with counts. */
  verify: '/ops/audit/verify',
} as const;

/** Who acted: the bootstrap service account today; staff accounts and API keys later. */
export const AUDIT_ACTOR_KINDS = ['service', 'staff', 'key', 'unknown'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** done: 2xx; refused: 401 or 403; failed: any other answer. */
export const AUDIT_OUTCOMES = ['done', 'refused', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Page size of the list, by default and at most. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
