import {
  MerchantSettingsParams,
  REFERRAL_OPS_PATHS,
  ReferralTerms,
  envelope,
} from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import type { TypedApp } from '../../../core/http/typed-app';
import { referralTerms, setReferralTerms } from '../referral-terms';
import { knownMerchant } from '../../merchants';

const tags = ['operator'];

/** A merchant's referral terms (on or off, reward, minimum first deposit); bearer-token context. */
export async function referralOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  app.get(
    REFERRAL_OPS_PATHS.terms,
    {
      config: { permission: 'referral.configure' },
      schema: { tags, params: MerchantSettingsParams, response: { 200: envelope(ReferralTerms) } },
    },
    async (request) => ok(await referralTerms(db, await knownMerchant(db, request.params.code))),
  );

  app.put(
    REFERRAL_OPS_PATHS.terms,
    {
      config: { permission: 'referral.configure' },
      schema: {
        tags,
        params: MerchantSettingsParams,
        body: ReferralTerms,
        response: { 200: envelope(ReferralTerms) },
      },
    },
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      const terms = await setReferralTerms(db, code, request.body);
      request.log.info({ merchant: code, terms }, 'operator set referral terms');
      return ok(terms);
    },
  );
}
