/** Query of /member/deposit-v2: the deposit being paid, so a reload or the back button keeps it. */
export interface DepositSearch {
  deposit?: number;
}

export const depositSearch = (search: Record<string, unknown>): DepositSearch => {
  const id = Number(search.deposit);
  return Number.isSafeInteger(id) && id > 0 ? { deposit: id } : {};
};

/**
 * Query of /member/withdraw: other pages link with `setPassword` when they need a withdrawal
 * password; the page shows its form whenever the overview says none is set.
 */
export interface WithdrawSearch {
  setPassword?: true;
}

export const withdrawSearch = (search: Record<string, unknown>): WithdrawSearch =>
  search.setPassword === true || search.setPassword === 'true' ? { setPassword: true } : {};
