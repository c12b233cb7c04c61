import Type from 'typebox';
import { bindSchemas } from '../core/route-schemas';
import { PamTokenIssued, PamTokenList, PamTokenParams } from '../operator/aggregator-settings';
import { PAM_OPS_ROUTES } from './ops-routes';

/** The operator's PAM token calls with their schemas. */
export const PAM_OPS_CALLS = bindSchemas(PAM_OPS_ROUTES, {
  tokens: { reply: PamTokenList },
  issue: { params: PamTokenParams, reply: PamTokenIssued, created: true, errors: ['BAD_REQUEST'] },
  revoke: { params: PamTokenParams, reply: Type.Null(), errors: ['NOT_FOUND'] },
});
