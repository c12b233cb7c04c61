/**
 * The operator API: not for the player site. Disabled (404) unless the platform has an
 * OPERATOR_TOKEN; every call sends `Authorization: Bearer <token>`.
 */
export const OPERATOR_PATHS = {
  /** POST: creates a merchant ready for a brand (settings, accounts, payments); 201. */
  merchants: '/ops/merchants',
  /** PUT; `:code` is the merchant code. */
  merchantSettings: '/ops/merchants/:code/settings',
  /** PUT `{ languages, defaultLanguage }`. */
  merchantLanguages: '/ops/merchants/:code/languages',
  /** PUT `{ currency }`: refused (409 CURRENCY_IN_USE) while members hold money. */
  merchantCurrency: '/ops/merchants/:code/currency',
  /** PATCH `{ enabled?, minAmount?, maxAmount?, fee?, dailyCount? }`; `:method` e.g. `BANK`. */
  merchantPaymentMethod: '/ops/merchants/:code/payment-methods/:method',
  /** PUT `{ enabled }`; `:vendor` is the vendor's vassalage code, e.g. `PG`. */
  merchantVendor: '/ops/merchants/:code/vendors/:vendor',
  /** GET, PUT `{ baseUrl, apiKey? }`: the merchant's aggregator (the key is never answered). */
  merchantAggregator: '/ops/merchants/:code/aggregator',
  /** PUT `{ route: sandbox | aggregator, provider?, launchConfig? }`: how the vendor launches. */
  merchantVendorRoute: '/ops/merchants/:code/vendors/:vendor/route',
  /** GET: the aggregators holding a PAM API token (never the tokens). */
  pamTokens: '/ops/pam/tokens',
  /** PUT: issues or replaces the aggregator's PAM API token (shown once); DELETE: revokes it. */
  pamToken: '/ops/pam/tokens/:aggregator',
  /** GET `?to=<+8801712345678 or e-mail>&limit=50`: SMS and e-mails sent, newest first. */
  outbox: '/ops/outbox',
  /** GET `?status=requested&limit=50`: withdrawals, oldest first. */
  withdrawals: '/ops/withdrawals',
  /** POST `{ action: approve | reject | pay }`; `:id` is the withdrawal id. */
  withdrawalDecision: '/ops/withdrawals/:id/decision',
  /**
   * POST `{ amount, reason, requestId, turnoverRequired? }`; `:id` is the member id: a signed
   * balance adjustment; a credit may add a turnover requirement in the same transaction.
   */
  memberAdjustments: '/ops/members/:id/adjustments',
  /** GET: the member's turnover progress and requirements, newest first. */
  memberTurnover: '/ops/members/:id/turnover',
  /** POST `{ reason }`: waives one open turnover requirement of the member. */
  turnoverWaiver: '/ops/members/:id/turnover/:requirementId/waiver',
  /** GET `?status=pending&limit=50`: manual bank deposits, oldest first. */
  deposits: '/ops/deposits',
  /** POST `{ action: approve | reject }`; `:id` is the deposit id. */
  depositDecision: '/ops/deposits/:id/decision',
  /** GET: the proof images of a disputed withdrawal (ids, types, sizes). */
  withdrawalProofs: '/ops/withdrawals/:id/proofs',
  /** GET: one proof image's bytes (never served publicly). */
  withdrawalProof: '/ops/withdrawals/:id/proofs/:proofId',
  /** POST `{ outcome: upheld | dismissed, refundAmount?, note, settledBy }`: settles a dispute. */
  withdrawalDispute: '/ops/withdrawals/:id/dispute',
  /** GET: the member's loss limits, reality check, time-outs, self-exclusions and their audit. */
  memberProtection: '/ops/members/:id/protection',
  /**
   * GET: the member's payee name and its history. PUT `{ payeeName, reason }`: corrects a name
   * (also one already used), recorded with the old name and the reason.
   */
  memberPayeeName: '/ops/members/:id/payee-name',
} as const;

/** The path of one member's payee name in the operator API. */
export function memberPayeeNamePath(memberId: number): string {
  return OPERATOR_PATHS.memberPayeeName.replace(':id', String(memberId));
}

/** The path of the balance adjustment call for one member. */
export function memberAdjustmentsPath(memberId: number): string {
  return OPERATOR_PATHS.memberAdjustments.replace(':id', String(memberId));
}

/** The path of a member's turnover requirements, or of one's waiver. */
export function memberTurnoverPath(memberId: number, requirementId?: number): string {
  const list = OPERATOR_PATHS.memberTurnover.replace(':id', String(memberId));
  return requirementId === undefined ? list : `${list}/${requirementId}/waiver`;
}

/** The path of the decision call for one deposit. */
export function depositDecisionPath(id: number): string {
  return OPERATOR_PATHS.depositDecision.replace(':id', String(id));
}

/** The path of one withdrawal's proof list, or of one proof image. */
export function withdrawalProofPath(id: number, proofId?: number): string {
  const list = OPERATOR_PATHS.withdrawalProofs.replace(':id', String(id));
  return proofId === undefined ? list : `${list}/${proofId}`;
}

/** The path of the settlement call for one disputed withdrawal. */
export function withdrawalDisputePath(id: number): string {
  return OPERATOR_PATHS.withdrawalDispute.replace(':id', String(id));
}

/** The path of the decision call for one withdrawal. */
export function withdrawalDecisionPath(id: number): string {
  return OPERATOR_PATHS.withdrawalDecision.replace(':id', String(id));
}

/** The path of one merchant's update call (`merchantLanguages`, `merchantVendor`, …). */
export function merchantUpdatePath(
  path: string,
  code: string,
  item: Record<string, string> = {},
): string {
  let url = path.replace(':code', encodeURIComponent(code));
  for (const [key, value] of Object.entries(item))
    url = url.replace(`:${key}`, encodeURIComponent(value));
  return url;
}

/** The path of the settings call for one merchant. */
export function merchantSettingsPath(code: string): string {
  return OPERATOR_PATHS.merchantSettings.replace(':code', encodeURIComponent(code));
}

/** Channels of the default messaging adapter's outbox. */
export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;
