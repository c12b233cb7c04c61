// Form checks run before sending; each answers the console table key of its message, or null.

export type Check = (value: string) => ConsoleMessage | null;
export type ConsoleMessage =
  | 'vRequired'
  | 'vEmail'
  | 'vPassword'
  | 'vPasswordSame'
  | 'vPasswordMatch'
  | 'vPasskeyName'
  | 'vSixDigits'
  | 'vRecovery'
  | 'vIp'
  | 'vPermissions'
  | 'vMerchants'
  | 'vExpiry'
  | 'vServiceName';

export const required: Check = (value) => (value.trim() === '' ? 'vRequired' : null);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email: Check = (value) =>
  required(value) ?? (EMAIL.test(value.trim()) ? null : 'vEmail');

/** A new staff password: 12 characters or more (the contract's NewPassword). */
export const newPassword: Check = (value) =>
  required(value) ?? (value.length >= 12 && value.length <= 128 ? null : 'vPassword');

export const sixDigits: Check = (value) =>
  required(value) ?? (/^[0-9]{6}$/.test(value.trim()) ? null : 'vSixDigits');

export const recoveryCode: Check = (value) => {
  const length = value.trim().length;
  return required(value) ?? (length >= 8 && length <= 32 ? null : 'vRecovery');
};

export const serviceName: Check = (value) =>
  required(value) ?? (/^[a-z][a-z0-9-]{0,63}$/.test(value.trim()) ? null : 'vServiceName');

/** One IPv4 or IPv6 address, or a CIDR range of either. */
export function isIpRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0) return false;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  const isV4 = v4 !== null && v4.slice(1).every((part) => Number(part) <= 255);
  const isV6 =
    !isV4 &&
    /^[0-9A-Fa-f:]+$/.test(address) &&
    address.includes(':') &&
    address.split('::').length <= 2 &&
    address.split(':').every((group) => group.length <= 4);
  if (!isV4 && !isV6) return false;
  if (bits === undefined) return true;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (isV4 ? 32 : 128);
}

/** The lines of an IP allow-list text area (empty lines dropped). */
export const ipLines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

export const ipList: Check = (value) => (ipLines(value).every(isIpRange) ? null : 'vIp');

/** Merchant codes typed comma-separated (upper-cased, duplicates dropped). */
export const merchantCodes = (text: string) => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
];
