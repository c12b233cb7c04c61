/**
 * A stored preference (language, theme) when it is still offered, otherwise the brand's default:
 * spec §4 "the language is set to the default on first visit", and a stale choice must not stick.
 */
export function pickPreference<L extends string>(
  stored: string | null | undefined,
  offered: readonly L[],
  brandDefault: L,
): L {
  return offered.find((language) => language === stored) ?? brandDefault;
}
