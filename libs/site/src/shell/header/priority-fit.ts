/**
 * How many of the header's items fit in one row, in order (priority navigation): the first ones
 * stay, the rest go to the "More" menu. Widths in CSS pixels; `gap` is the space between items.
 * An item that fits only partly does not count: the header never shows a cut word.
 */
export function fitCount(widths: readonly number[], available: number, gap: number): number {
  let used = 0;
  for (let index = 0; index < widths.length; index += 1) {
    used += (index > 0 ? gap : 0) + (widths[index] ?? 0);
    if (used > available + 0.5) return index;
  }
  return widths.length;
}
