/**
 * An account as other players may see it: the first two and the last character, the rest as
 * three stars (`player1` → `pl***1`), so the length does not show either. One or two characters
 * keep only the first.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}
