// The winners board asks for 20 entries (spec §9): the contract's limit, which the platform enforces.
export { WINNERS_REQUEST_LIMIT } from '@tessera/contract';
/** How many of the fetched wins the board shows (spec §9). */
export const WINNERS_SHOWN = 9;

/** A winner entry as the rank-list call returns it (spec §3); amounts may be text. */
export interface WinnerEntry {
  customerName: string;
  winAmount: number | string;
  gameName: string;
  iconUrl: string;
}

/** A cleaned winner: the amount as integer minor units (cents). */
export type CleanWinner = Omit<WinnerEntry, 'winAmount'> & { amountMinor: number };

/** Parses "1,234.5", " 12 ", 7.25 or "1e3" to minor units, half-up on the third decimal. */
export function toMinor(amount: number | string): number | null {
  // Going through the decimal text avoids float drift (1.005 * 100 is 100.49999…).
  const text = typeof amount === 'number' ? String(amount) : amount.replace(/[,\s]/g, '');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) {
    const n = typeof amount === 'number' ? amount : Number(text);
    return text !== '' && Number.isFinite(n) ? Math.round(n * 100) : null;
  }
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const minor = cents + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return sign ? -minor : minor;
}

/** The `limit` biggest wins, biggest first; unreadable amounts are dropped (spec §4, §9). */
export function cleanWinners(
  entries: readonly WinnerEntry[],
  limit = WINNERS_SHOWN,
): CleanWinner[] {
  const cleaned: CleanWinner[] = [];
  for (const { winAmount, ...rest } of entries) {
    const amountMinor = toMinor(winAmount);
    if (amountMinor !== null && Number.isSafeInteger(amountMinor))
      cleaned.push({ ...rest, amountMinor });
  }
  // Array.prototype.sort is stable, so equal wins keep the server's order.
  return cleaned.sort((a, b) => b.amountMinor - a.amountMinor).slice(0, Math.max(0, limit));
}
