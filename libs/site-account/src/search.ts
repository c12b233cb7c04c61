import { searchText as text } from '@tessera/site-shared/search/search-text';

/** Query of /login: where to go once signed in. */
export interface LoginSearch {
  redirect?: string;
}

// Only same-site paths: an open redirect would let a phishing link bounce through our login.
export const loginSearch = (search: Record<string, unknown>): LoginSearch => {
  const target = text(search.redirect);
  return { redirect: target?.startsWith('/') && !target.startsWith('//') ? target : undefined };
};

/** Query of /register: codes from an agent's or a friend's invitation link. */
export interface RegisterSearch {
  affiliateCode?: string;
  referralCode?: string;
}

export const registerSearch = (search: Record<string, unknown>): RegisterSearch => ({
  affiliateCode: text(search.affiliateCode),
  referralCode: text(search.referralCode),
});

/** Query of /resetPassword: the single-use token from the e-mailed link. */
export interface ResetPasswordSearch {
  token?: string;
}

export const resetPasswordSearch = (search: Record<string, unknown>): ResetPasswordSearch => ({
  token: text(search.token),
});

/** Query the provider sends the browser back to /social/callback with. */
export interface SocialCallbackSearch {
  state?: string;
  code?: string;
  error?: string;
}

export const socialCallbackSearch = (search: Record<string, unknown>): SocialCallbackSearch => ({
  state: text(search.state),
  code: text(search.code),
  error: text(search.error),
});
