import { VERIFICATION_CALLS } from '@tessera/contract';
import { accountSettings } from '../account-settings';
import { bySms, sendCode, type CodePurpose } from './codes';
import type { AccountDeps } from '../context';
import { findByMobile } from '../member/members';
import { parsePhone } from './phone';
import { limitPerWindow } from '../limits/rate-limits';
import { ApiError } from '../../../core/http/api-error';
import { ok } from '../../../core/http/envelope';
import { routeFor, type TableRequest } from '../../../core/http/route-for';
import type { TypedPlugin } from '../../../core/http/typed-app';
import { requestMerchant } from '../../merchants';

const tags = ['verification'];

/** SMS codes: for signing in or resetting a password (noLogin), and for registering. */
export const verificationRoutes: TypedPlugin<AccountDeps> = async (app, deps) => {
  const handle =
    (purpose: Exclude<CodePurpose, 'UNLOCK'>) =>
    async (request: TableRequest<typeof VERIFICATION_CALLS.smsForLogin>) => {
      const merchant = requestMerchant(request);
      await limitPerWindow(
        deps.db,
        `sms-ip:${merchant.code}:${request.ip}`,
        deps.limits.smsPerMinute,
        60,
        deps.now(),
      );
      const settings = await accountSettings(deps.db, merchant.code);
      const phone = parsePhone(
        settings.countries,
        request.body.countryDialingCode,
        request.body.mobileNo,
      );
      const owner = await findByMobile(deps.db, merchant.code, phone.dialingCode, phone.number);
      if (purpose === 'REGISTER' && owner)
        throw new ApiError(409, 'MOBILE_TAKEN', 'This mobile number is already registered');
      // A sign-in code for a number nobody registered is not sent, but the reply is the same,
      // so the call cannot be used to find out who plays here.
      const expiredMinutes =
        purpose === 'LOGIN' && !owner
          ? settings.sms_code_minutes
          : await sendCode(deps, merchant.code, purpose, bySms(phone), settings);
      return ok({ expiredMinutes });
    };
  routeFor<typeof VERIFICATION_CALLS.smsForLogin>(
    app,
    VERIFICATION_CALLS.smsForLogin,
    handle('LOGIN'),
    { tags },
  );
  routeFor<typeof VERIFICATION_CALLS.smsForRegister>(
    app,
    VERIFICATION_CALLS.smsForRegister,
    handle('REGISTER'),
    { tags },
  );
};
