import type { Translation } from './translation';

/** Tagalog. */
export const tl = {
  common: {
    loading: 'Naglo-load…',
    retry: 'Subukang muli',
    comingSoon: 'Malapit na',
    comingSoonHint: 'Binubuo pa namin ang pahinang ito. Bumalik ka maya-maya.',
    backHome: 'Bumalik sa lobby',
    language: 'Wika',
    menu: 'Menu',
    closeMenu: 'Isara ang menu',
  },
  theme: {
    label: 'Tema',
    dark: 'Madilim',
    light: 'Maliwanag',
    switchToDark: 'Lumipat sa madilim na tema',
    switchToLight: 'Lumipat sa maliwanag na tema',
  },
  nav: {
    main: 'Pangunahing nabigasyon',
    home: 'Lobby',
    promotions: 'Mga promo',
  },
  home: {
    welcome: 'Maligayang pagdating sa {{name}}',
    merchant: 'Pinapatakbo ng {{name}} · wallet sa {{currency}}',
    open: 'Bukas ang lahat ng laro',
    maintenance: 'Nakatakdang maintenance hanggang {{end}}',
    maintenanceNoEnd: 'Kasalukuyang may nakatakdang maintenance',
  },
  promotions: {
    title: 'Mga promo',
  },
  footer: {
    licence: 'Lisensya',
    rights: '© {{year}} {{name}}. Nakalaan ang lahat ng karapatan.',
  },
  errors: {
    BAD_REQUEST: 'May mali sa kahilingan. Pakisubukang muli.',
    MERCHANT_REQUIRED: 'Hindi wastong URL, makipag-ugnayan sa customer service.',
    MERCHANT_UNKNOWN: 'Hindi wastong URL, makipag-ugnayan sa customer service.',
    NOT_FOUND: 'Hindi namin ito mahanap.',
    INTERNAL: 'May nangyaring mali sa aming panig. Pakisubukang muli.',
    NETWORK: 'May problema sa koneksyon ng network, pakisubukang muli.',
    pageNotFound: 'Walang ganitong pahina.',
    loadFailed: 'Hindi ma-load ang pahinang ito. Suriin ang iyong network at subukang muli.',
  },
} as const satisfies Translation;
