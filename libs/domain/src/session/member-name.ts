/** What the header needs of the member to name them. */
export interface NameableMember {
  account: string;
  nickname: string | null;
  /** Masked by the platform, e.g. `+880 17****5678`. */
  mobile: string | null;
}

/**
 * The name the site shows for the signed-in member (spec §2: the nickname, or the account
 * name). A mobile sign-up's account is its bare phone number: never shown raw, it is named by
 * the masked mobile instead.
 */
export function memberDisplayName({ account, nickname, mobile }: NameableMember): string {
  if (nickname?.trim()) return nickname;
  if (/^\+?\d{6,}$/.test(account) && mobile) return mobile;
  return account;
}
