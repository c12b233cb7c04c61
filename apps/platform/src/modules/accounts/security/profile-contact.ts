import type { ContactBindRequest, ContactCodeRequest } from '@tessera/contract';
import { ApiError } from '../../../core/http/api-error';
import { accountSettings } from '../account-settings';
import type { Member } from '../account-tables';
import { bySms, consumeCode, sendCode, type CodeRecipient } from '../verification/codes';
import type { AccountDeps } from '../context';
import { parsePhone } from '../verification/phone';
import { limitPerWindow } from '../limits/rate-limits';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The number or address a bind call names, as a code recipient and the columns it fills. */
async function contactOf(
  deps: AccountDeps,
  merchantCode: string,
  body: ContactCodeRequest,
): Promise<{
  to: CodeRecipient;
  columns: Partial<Pick<Member, 'dialing_code' | 'mobile_num' | 'email'>>;
}> {
  if (body.channel === 'SMS') {
    const settings = await accountSettings(deps.db, merchantCode);
    const phone = parsePhone(settings.countries, body.countryDialingCode, body.mobileNo);
    return {
      to: bySms(phone),
      columns: { dialing_code: phone.dialingCode, mobile_num: phone.number },
    };
  }
  const email = (body.email ?? '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 120)
    throw new ApiError(400, 'INVALID_FIELD', 'Invalid e-mail address', {
      value: { field: 'email' },
    });
  return { to: { target: `bind:${email}`, channel: 'EMAIL', address: email }, columns: { email } };
}

/** Refuses a number or address another account of the merchant holds. */
async function checkFree(
  deps: AccountDeps,
  member: Member,
  columns: Partial<Pick<Member, 'dialing_code' | 'mobile_num' | 'email'>>,
): Promise<void> {
  let query = deps.db
    .selectFrom('member')
    .select('id')
    .where('merchant_code', '=', member.merchant_code)
    .where('id', '<>', member.id);
  query = columns.email
    ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', columns.email ?? ''))
    : query
        .where('dialing_code', '=', columns.dialing_code ?? '')
        .where('mobile_num', '=', columns.mobile_num ?? '');
  if (await query.executeTakeFirst())
    throw columns.email
      ? new ApiError(409, 'EMAIL_TAKEN', 'This e-mail address is used by another account')
      : new ApiError(409, 'MOBILE_TAKEN', 'This mobile number is already registered');
}

/**
 * Sends a code (purpose BIND) to a mobile number or e-mail address the member wants on their
 * account, through the same code flow as sign-up (per-recipient and daily limits) plus the
 * per-IP SMS limit. A number or address of another account is refused before anything is sent.
 */
export async function sendContactCode(
  deps: AccountDeps,
  member: Member,
  body: ContactCodeRequest,
  ip: string,
): Promise<number> {
  const merchantCode = member.merchant_code;
  await limitPerWindow(
    deps.db,
    `sms-ip:${merchantCode}:${ip}`,
    deps.limits.smsPerMinute,
    60,
    deps.now(),
  );
  const { to, columns } = await contactOf(deps, merchantCode, body);
  await checkFree(deps, member, columns);
  const settings = await accountSettings(deps.db, merchantCode);
  return sendCode(deps, merchantCode, 'BIND', to, settings);
}

/**
 * Binds the number or address with the code sent to it (single use, throttled like every
 * code) and marks it verified. The code is stored under the recipient, so it only binds the
 * number or address it was sent to.
 */
export async function bindContact(
  deps: AccountDeps,
  member: Member,
  body: ContactBindRequest,
  ip: string,
): Promise<void> {
  const merchantCode = member.merchant_code;
  const { to, columns } = await contactOf(deps, merchantCode, body);
  await checkFree(deps, member, columns);
  const now = deps.now();
  await consumeCode(deps.db, { merchantCode, ip }, 'BIND', to.target, body.code, now);
  const verified =
    body.channel === 'SMS' ? { mobile_verified_at: now } : { email_verified_at: now };
  try {
    await deps.db
      .updateTable('member')
      .set({ ...columns, ...verified })
      .where('id', '=', member.id)
      .execute();
  } catch (error) {
    // Another account took the number between the check and the update.
    if ((error as { code?: unknown }).code === '23505')
      throw new ApiError(409, 'MOBILE_TAKEN', 'This mobile number is already registered');
    throw error;
  }
}
