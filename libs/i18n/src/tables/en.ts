/** English: the source table. Every other table must have exactly these keys. */
export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    comingSoon: 'Coming soon',
    comingSoonHint: 'We are building this page. Check back shortly.',
    backHome: 'Back to the lobby',
    language: 'Language',
    menu: 'Menu',
    closeMenu: 'Close menu',
  },
  theme: {
    label: 'Theme',
    dark: 'Dark',
    light: 'Light',
    switchToDark: 'Switch to dark theme',
    switchToLight: 'Switch to light theme',
  },
  nav: {
    main: 'Main navigation',
    home: 'Lobby',
    promotions: 'Promotions',
  },
  home: {
    welcome: 'Welcome to {{name}}',
    merchant: 'Operated by {{name}} · wallet in {{currency}}',
    open: 'All games are open',
    maintenance: 'Scheduled maintenance until {{end}}',
    maintenanceNoEnd: 'Scheduled maintenance is under way',
  },
  promotions: {
    title: 'Promotions',
  },
  footer: {
    licence: 'Licence',
    rights: '© {{year}} {{name}}. All rights reserved.',
  },
  errors: {
    BAD_REQUEST: 'Something in the request was not right. Please try again.',
    MERCHANT_REQUIRED: 'Invalid URL, please contact customer service.',
    MERCHANT_UNKNOWN: 'Invalid URL, please contact customer service.',
    NOT_FOUND: 'We could not find that.',
    INTERNAL: 'Something went wrong on our side. Please try again.',
    NETWORK: 'Network link abnormal, please try again.',
    pageNotFound: 'This page does not exist.',
    loadFailed: 'This page could not be loaded. Check your network and try again.',
  },
} as const;
