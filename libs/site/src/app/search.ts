/** Query of the game-list pages: the provider and an optional sub-category (spec §2). */
export interface GameListSearch {
  vassalage?: string;
  gameClassify?: string;
}

/** Query of the lottery pages. */
export interface LotterySearch {
  gameCode?: string;
}

/** Query of /seamless: the game to play inside the page. */
export interface SeamlessSearch {
  gameCode?: string;
  vassalage?: string;
}

/** Query of /member: which member-centre page to open (spec §2 names them). */
export interface MemberSearch {
  page?: string;
}

/** Query of /login: where to go once signed in. */
export interface LoginSearch {
  redirect?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const gameListSearch = (search: Record<string, unknown>): GameListSearch => ({
  vassalage: text(search.vassalage),
  gameClassify: text(search.gameClassify),
});

export const lotterySearch = (search: Record<string, unknown>): LotterySearch => ({
  gameCode: text(search.gameCode),
});

export const seamlessSearch = (search: Record<string, unknown>): SeamlessSearch => ({
  gameCode: text(search.gameCode),
  vassalage: text(search.vassalage),
});

export const memberSearch = (search: Record<string, unknown>): MemberSearch => ({
  page: text(search.page),
});

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
