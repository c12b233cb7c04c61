import { REFERRAL_OPS_CALLS } from '@tessera/contract';
import type { Db } from '../../../core/db/database';
import { ok } from '../../../core/http/envelope';
import { routeFor } from '../../../core/http/route-for';
import type { TypedApp } from '../../../core/http/typed-app';
import { noteAuditBefore } from '../../audit';
import { referralTerms, setReferralTerms } from '../referral-terms';
import { knownMerchant } from '../../merchants';

const tags = ['operator'];

/** A merchant's referral terms (on or off, reward, minimum first deposit); bearer-token context. */
export async function referralOpsRoutes(app: TypedApp, { db }: { db: Db }): Promise<void> {
  routeFor(
    app,
    REFERRAL_OPS_CALLS.terms,
    async (request) => ok(await referralTerms(db, await knownMerchant(db, request.params.code))),
    { tags },
  );

  routeFor(
    app,
    REFERRAL_OPS_CALLS.setTerms,
    async (request) => {
      const code = await knownMerchant(db, request.params.code);
      noteAuditBefore(request, await referralTerms(db, code));
      const terms = await setReferralTerms(db, code, request.body);
      request.log.info({ merchant: code, terms }, 'operator set referral terms');
      return ok(terms);
    },
    { tags },
  );
}
