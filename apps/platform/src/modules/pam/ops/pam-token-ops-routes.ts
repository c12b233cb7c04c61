import {
  OPERATOR_PATHS,
  PamTokenIssued,
  PamTokenList,
  PamTokenParams,
  emptyEnvelope,
  envelope,
} from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
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
  app.get(
    OPERATOR_PATHS.pamTokens,
    {
      config: { permission: 'pam.tokens' },
      schema: { tags, response: { 200: envelope(PamTokenList) } },
    },
    async () => {
      const list = await pamTokens.list();
      return ok({ list: list.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() })) });
    },
  );

  app.put(
    OPERATOR_PATHS.pamToken,
    {
      config: { permission: 'pam.tokens' },
      schema: {
        tags,
        params: PamTokenParams,
        response: { 200: envelope(PamTokenIssued), 201: envelope(PamTokenIssued) },
      },
    },
    async (request, reply) => {
      const { aggregator } = request.params;
      const at = now();
      const { token, created } = await pamTokens.issue(aggregator, at);
      request.log.info({ aggregator, created }, 'operator issued a PAM API token');
      reply.code(created ? 201 : 200);
      return ok({ aggregator, issuedAt: at.toISOString(), token });
    },
  );

  app.delete(
    OPERATOR_PATHS.pamToken,
    {
      config: { permission: 'pam.tokens' },
      schema: {
        tags,
        params: PamTokenParams,
        response: { 200: emptyEnvelope() },
      },
    },
    async (request) => {
      const { aggregator } = request.params;
      if (!(await pamTokens.revoke(aggregator)))
        throw new ApiError(404, 'NOT_FOUND', `Aggregator "${aggregator}" has no PAM API token`);
      request.log.info({ aggregator }, 'operator revoked a PAM API token');
      return ok(null);
    },
  );
}
