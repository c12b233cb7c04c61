/** Destinations of the header nav and the side menu, in order. Labels are i18n keys. */
export const NAV_ITEMS = [
  { to: '/', label: 'nav.home' },
  { to: '/promotions', label: 'nav.promotions' },
] as const;
