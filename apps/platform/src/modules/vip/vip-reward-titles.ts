// The reward centre's titles of the VIP module's rewards, in every language the site speaks
// (the platform words stored titles itself: a reward's title is data, like a promotion's).

/** The upgrade bonus of a level, by its name. */
export const upgradeBonusTitle = (level: string): Record<string, string> => ({
  en: `VIP upgrade bonus: ${level}`,
  bn: `ভিআইপি আপগ্রেড বোনাস: ${level}`,
  pt: `Bônus de subida VIP: ${level}`,
  tl: `VIP upgrade bonus: ${level}`,
});

/** The birthday bonus. */
export const BIRTHDAY_BONUS_TITLE: Record<string, string> = {
  en: 'Birthday bonus',
  bn: 'জন্মদিনের বোনাস',
  pt: 'Bônus de aniversário',
  tl: 'Bonus sa kaarawan',
};

/** The rebate of a merchant day (YYYY-MM-DD). */
export const rebateTitle = (day: string): Record<string, string> => ({
  en: `Daily rebate ${day}`,
  bn: `দৈনিক রিবেট ${day}`,
  pt: `Rebate diário ${day}`,
  tl: `Pang-araw-araw na rebate ${day}`,
});
