import type { NoReply, NoRequest } from '../core/route';
import type { PamTokenIssued, PamTokenList } from '../operator/aggregator-settings';
import { opsRoute } from '../operator/ops-route';
import { OPERATOR_PATHS } from '../operator/paths';

type Aggregator = { params: { aggregator: string } };

/**
 * The operator's calls about the aggregators' PAM API tokens (the PAM API itself, under
 * PAM_PREFIX, is the aggregator's protocol and stays outside the route table).
 */
export const PAM_OPS_ROUTES = {
  /** The aggregators holding a token (never the tokens). */
  tokens: opsRoute<NoRequest, PamTokenList>('GET', OPERATOR_PATHS.pamTokens, 'pam.tokens'),
  /** Issues or rotates the aggregator's token (201 for a new aggregator, 200 for a rotation). */
  issue: opsRoute<Aggregator, PamTokenIssued>('PUT', OPERATOR_PATHS.pamToken, 'pam.tokens'),
  /** Revokes the aggregator's token. */
  revoke: opsRoute<Aggregator, NoReply>('DELETE', OPERATOR_PATHS.pamToken, 'pam.tokens'),
};
