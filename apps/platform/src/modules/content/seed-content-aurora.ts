import { UNSAFE_MARKUP, type SeedAnnouncement } from './seed-content-types';
import { bannerArt } from './seed-images';
import { BANNER_WORDS as W } from './seed-banner-words';

/** Aurora (BDT, Bengali first): cricket, big welcome bonus, taka amounts. */
export const AURORA_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'B',
    key: 'home-welcome',
    groupName: 'w_home',
    linkageType: 'INTERNAL',
    ...bannerArt(W.welcomeBonus, '#1b3a8a', '#6d28d9'),
    url: '/promotions',
  },
  {
    type: 'B',
    key: 'home-cricket',
    groupName: 'w_home',
    linkageType: 'INTERNAL',
    ...bannerArt(W.cricketSeason, '#065f46', '#1b3a8a'),
    url: '/cricket',
  },
  {
    type: 'B',
    key: 'home-live',
    groupName: 'w_home',
    linkageType: 'NONE',
    ...bannerArt(W.liveCasino, '#6d28d9', '#be185d'),
    url: null,
  },
  {
    type: 'B',
    key: 'menu-invite',
    groupName: 'w_leftmenu',
    linkageType: 'INTERNAL',
    ...bannerArt(W.inviteFriends, '#1b3a8a', '#0e7490'),
    url: '/promotions',
  },
  {
    type: 'B',
    key: 'register-gift',
    groupName: 'w_reg',
    linkageType: 'NONE',
    ...bannerArt(W.signUpGiftTaka, '#6d28d9', '#1b3a8a'),
    url: null,
  },
  {
    type: 'B',
    key: 'forgot-secure',
    groupName: 'w_forget',
    linkageType: 'NONE',
    ...bannerArt(W.accountSafe, '#0e7490', '#1b3a8a'),
    url: null,
  },
  {
    type: 'PL',
    key: 'notice-bkash',
    title: { en: 'bKash deposits back to normal', bn: 'বিকাশ ডিপোজিট আবার স্বাভাবিক' },
    content: {
      en: '<p>bKash deposits are credited within <b>5 minutes</b> again.</p>',
      bn: '<p>বিকাশ ডিপোজিট আবার <b>৫ মিনিটের</b> মধ্যে জমা হচ্ছে।</p>',
    },
    publishedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    type: 'PL',
    key: 'notice-cricket',
    title: { en: 'New cricket markets every match', bn: 'প্রতি ম্যাচে নতুন ক্রিকেট মার্কেট' },
    content: {
      en: '<p>Ball-by-ball markets are now open for every BPL match.</p>',
      bn: '<p>প্রতিটি বিপিএল ম্যাচে বল-বাই-বল মার্কেট এখন খোলা।</p>',
    },
    publishedAt: '2026-11-18T12:00:00.000Z',
  },
  {
    type: 'PL',
    key: 'notice-security',
    title: {
      en: 'Never share your one-time password',
      bn: 'কখনও আপনার ওয়ান-টাইম পাসওয়ার্ড শেয়ার করবেন না',
    },
    content: {
      en: '<p>Our staff will <b>never</b> ask for your OTP.</p>',
      bn: '<p>আমাদের কর্মীরা <b>কখনও</b> আপনার ওটিপি চাইবে না।</p>',
    },
    publishedAt: '2026-11-15T08:00:00.000Z',
  },
  {
    type: 'PU',
    key: 'popup-welcome',
    execution: 'B',
    title: { en: 'Welcome to Aurora Casino', bn: 'অরোরা ক্যাসিনোতে স্বাগতম' },
    content: {
      en: `<p>New players get a <b>100% first deposit bonus</b> up to ৳10,000.</p><p>${UNSAFE_MARKUP}Terms apply.</p>`,
      bn: `<p>নতুন খেলোয়াড়রা প্রথম ডিপোজিটে <b>১০০% বোনাস</b> পাবেন, সর্বোচ্চ ৳১০,০০০।</p><p>${UNSAFE_MARKUP}শর্ত প্রযোজ্য।</p>`,
    },
  },
  {
    type: 'PU',
    key: 'popup-app',
    execution: 'B',
    title: { en: 'Play on the go', bn: 'যেকোনো জায়গায় খেলুন' },
    content: {
      en: '<p>Get the <b>Aurora app</b> for iOS and Android from the side menu.</p>',
      bn: '<p>সাইড মেনু থেকে iOS ও Android-এর জন্য <b>অরোরা অ্যাপ</b> নিন।</p>',
    },
  },
  {
    type: 'PU',
    key: 'popup-reload',
    execution: 'A',
    title: { en: 'Weekend reload bonus', bn: 'সাপ্তাহিক রিলোড বোনাস' },
    content: {
      en: '<p>Deposit on Friday or Saturday and get <b>20% extra</b>.</p>',
      bn: '<p>শুক্র বা শনিবার ডিপোজিট করুন, পান <b>২০% বাড়তি</b>।</p>',
    },
  },
  {
    type: 'PU',
    key: 'popup-first-login',
    execution: 'F',
    title: { en: 'Your account is ready', bn: 'আপনার অ্যাকাউন্ট প্রস্তুত' },
    content: {
      // Shown to every new account, whichever way it signed up: nothing here asks for a detail
      // that a sign-up by mobile has proved already (the security centre lists what is missing).
      en: '<p>Make your first deposit with the <b>Deposit</b> button, and turn on two-step sign-in in <b>My account</b>.</p>',
      bn: '<p><b>ডিপোজিট</b> বোতাম দিয়ে প্রথম ডিপোজিট করুন, আর <b>আমার অ্যাকাউন্টে</b> দুই-ধাপের সাইন-ইন চালু করুন।</p>',
    },
  },
  {
    type: 'PR',
    key: 'promo-welcome',
    title: W.welcomeBonus,
    ...bannerArt(W.welcomeBonus, '#1b3a8a', '#6d28d9'),
    url: '/promotions',
  },
  {
    type: 'PR',
    key: 'promo-cashback',
    title: W.slotsCashbackTitle,
    ...bannerArt(W.dailyCashback, '#0e7490', '#065f46'),
    url: '/promotions',
  },
];
