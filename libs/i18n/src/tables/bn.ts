import type { Translation } from './translation';

/** Bengali. */
export const bn = {
  common: {
    loading: 'লোড হচ্ছে…',
    retry: 'আবার চেষ্টা করুন',
    comingSoon: 'শীঘ্রই আসছে',
    comingSoonHint: 'আমরা এই পাতাটি তৈরি করছি। একটু পরে আবার দেখুন।',
    backHome: 'লবিতে ফিরে যান',
    language: 'ভাষা',
    menu: 'মেনু',
    closeMenu: 'মেনু বন্ধ করুন',
  },
  theme: {
    label: 'থিম',
    dark: 'গাঢ়',
    light: 'হালকা',
    switchToDark: 'গাঢ় থিমে যান',
    switchToLight: 'হালকা থিমে যান',
  },
  nav: {
    main: 'প্রধান নেভিগেশন',
    home: 'লবি',
    promotions: 'প্রচার',
  },
  home: {
    welcome: '{{name}}-এ স্বাগতম',
    merchant: 'পরিচালনায় {{name}} · ওয়ালেট {{currency}}-এ',
    open: 'সব গেম খোলা আছে',
    maintenance: '{{end}} পর্যন্ত নির্ধারিত রক্ষণাবেক্ষণ',
    maintenanceNoEnd: 'নির্ধারিত রক্ষণাবেক্ষণ চলছে',
  },
  promotions: {
    title: 'প্রচার',
  },
  footer: {
    licence: 'লাইসেন্স',
    rights: '© {{year}} {{name}}। সর্বস্বত্ব সংরক্ষিত।',
  },
  errors: {
    BAD_REQUEST: 'অনুরোধে কিছু ভুল ছিল। আবার চেষ্টা করুন।',
    MERCHANT_REQUIRED: 'অবৈধ URL, গ্রাহক সেবায় যোগাযোগ করুন।',
    MERCHANT_UNKNOWN: 'অবৈধ URL, গ্রাহক সেবায় যোগাযোগ করুন।',
    NOT_FOUND: 'আমরা এটি খুঁজে পাইনি।',
    INTERNAL: 'আমাদের দিকে কিছু সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    NETWORK: 'নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন।',
    pageNotFound: 'এই পাতাটি নেই।',
    loadFailed: 'পাতাটি লোড করা যায়নি। নেটওয়ার্ক দেখে আবার চেষ্টা করুন।',
  },
} as const satisfies Translation;
