import { boundOpsRoutes, type AuditOutcome } from '@tessera/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/database';
import type { TypedApp } from '../../core/http/typed-app';
import { UNKNOWN_ACTOR } from './actors';
import { missedBefore } from './audit-before';
import { recordAudit, type AuditRecord } from './audit-store';
import { redactBody } from './redact';

/** The route-table call of each operator route: `PUT /ops/merchants/:code/settings` → name. */
const ACTIONS = new Map(
  boundOpsRoutes().map(([name, route]) => [`${route.method} ${route.path}`, name]),
);

/** The call a request reached; HEAD is its GET; a route off the table is named by method and URL. */
function actionOf(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const url = request.routeOptions.url ?? request.url.split('?')[0];
  return ACTIONS.get(`${method} ${url}`) ?? `${method} ${url}`;
}

export const outcomeOf = (status: number): AuditOutcome =>
  status >= 200 && status < 300 ? 'done' : status === 401 || status === 403 ? 'refused' : 'failed';

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : null;

/**
 * The merchant a call acts on, as the call names it: the `:code` path parameter, else a
 * `merchant` / `merchantCode` in the query or body; null for a call on no one merchant (or on a
 * record named by id only, e.g. a withdrawal). An admitted actor only: a refused caller's words
 * open no merchant's chain.
 */
function merchantOf(request: FastifyRequest): string | null {
  if (!request.auditActor) return null;
  const params = asRecord(request.params);
  const query = asRecord(request.query);
  const body = asRecord(request.body);
  return (
    text(params.code) ??
    text(query.merchant) ??
    text(query.merchantCode) ??
    text(body.merchant) ??
    text(body.merchantCode)
  );
}

/** The row one answered /ops request writes. */
export function auditRecordOf(request: FastifyRequest, reply: FastifyReply): AuditRecord {
  const body = request.body;
  return {
    merchantCode: merchantOf(request),
    actor: request.auditActor ?? UNKNOWN_ACTOR,
    action: actionOf(request),
    subject: asRecord(request.params),
    before: request.auditBefore?.value ?? null,
    after: body === undefined || body === null ? null : redactBody(body),
    reason: text(asRecord(body).reason),
    ip: request.ip,
    requestId: String(request.id),
    outcome: outcomeOf(reply.statusCode),
    status: reply.statusCode,
  };
}

/**
 * Records every request of this context that reached a route, answered or refused, as its
 * reply is sent (onSend, so the row is committed before the operator reads the answer). Call it
 * in the /ops context, before its routes. A failed write is logged (action, status and the
 * database's error code only) and the reply goes out unchanged.
 */
export function auditOps(app: TypedApp, { db }: { db: Db }): void {
  app.decorateRequest('auditActor', null);
  app.decorateRequest('auditBefore', null);
  app.addHook('onSend', async (request, reply, payload) => {
    // A caller answered 429 for guessing the token too often is not recorded again: its refusals
    // up to the limit were, so a flood of guesses cannot fill the trail.
    if (!request.auditActor && reply.statusCode === 429) return payload;
    let record: AuditRecord | undefined;
    try {
      record = auditRecordOf(request, reply);
      if (missedBefore(request, record.action, reply.statusCode))
        request.log.warn({ audit: { action: record.action } }, 'audit entry without its before');
      await recordAudit(db, record);
    } catch (error) {
      request.log.error(
        {
          audit: { action: record?.action, status: reply.statusCode },
          code: (error as { code?: unknown } | null)?.code,
        },
        'audit entry not written',
      );
    }
    return payload;
  });
}
