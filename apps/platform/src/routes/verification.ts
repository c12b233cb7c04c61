import { PATHS, type SmsCodeRequest, type SmsCodeSent } from '@tessera/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accountSettings } from '../accounts/account-settings';
import { sendCode, type CodePurpose } from '../accounts/codes';
import type { AccountDeps } from '../accounts/context';
import { findByMobile } from '../accounts/members';
import { parsePhone } from '../accounts/phone';
import { limitPerWindow } from '../accounts/rate-limits';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { requestMerchant } from '../plugins/merchant';
import { smsBody, smsReply } from './account-schemas';

const tags = ['verification'];

/** SMS codes: for signing in or resetting a password (noLogin), and for registering. */
export const verificationRoutes: FastifyPluginAsync<AccountDeps> = async (app, deps) => {
  const handle =
    (purpose: CodePurpose) => async (request: FastifyRequest<{ Body: SmsCodeRequest }>) => {
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
          : await sendCode(deps, merchant.code, purpose, phone, settings);
      const sent: SmsCodeSent = { expiredMinutes };
      return ok(sent);
    };
  const schema = { tags, body: smsBody, response: { 200: smsReply } };
  app.post(PATHS.smsNoLogin, { schema }, handle('LOGIN'));
  app.post(PATHS.smsRegister, { schema }, handle('REGISTER'));
};
