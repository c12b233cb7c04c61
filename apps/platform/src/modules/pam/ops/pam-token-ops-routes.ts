import { PAM_OPS_CALLS } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import type { ApiTokenStore } from '../pam-api-tokens';

const tags = ['operator'];

/**
 * The aggregators' PAM API tokens: list (never the tokens), issue or rotate (201 for a new
 * aggregator, 200 for a replaced token; the plain token is in this reply only, the old one
 * stops at once), revoke (404 NOT_FOUND when the aggregator has none).
 */
export async function pamTokenOpsRoutes(
  app: TypedApp,
  { now, pamTokens }: { now: () => Date; pamTokens: ApiTokenStore },
): Promise<void> {
  /** The aggregator's token as listed (never the token), null when it has none. */
  const tokenOf = async (aggregator: string) =>
    (await pamTokens.list()).find((row) => row.aggregator === aggregator) ?? null;

  routeFor(
    app,
    PAM_OPS_CALLS.tokens,
    async () => {
      const list = await pamTokens.list();
      return ok({ list: list.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() })) });
    },
    { tags },
  );

  // A new aggregator's token answers 201, a rotated one 200; the envelope is the same.
  routeFor(
    app,
    PAM_OPS_CALLS.issue,
    async (request, reply) => {
      const { aggregator } = request.params;
      const at = now();
      noteAuditBefore(request, await tokenOf(aggregator));
      const { token, created } = await pamTokens.issue(aggregator, at);
      request.log.info({ aggregator, created }, 'operator issued a PAM API token');
      reply.code(created ? 201 : 200);
      return ok({ aggregator, issuedAt: at.toISOString(), token });
    },
    { tags },
  );

  routeFor(
    app,
    PAM_OPS_CALLS.revoke,
    async (request) => {
      const { aggregator } = request.params;
      noteAuditBefore(request, await tokenOf(aggregator));
      if (!(await pamTokens.revoke(aggregator)))
        throw new ApiError(404, 'NOT_FOUND', `Aggregator "${aggregator}" has no PAM API token`);
      request.log.info({ aggregator }, 'operator revoked a PAM API token');
      return ok(null);
    },
    { tags },
  );
}
