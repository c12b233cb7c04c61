import { UNSAFE_MARKUP, type SeedAnnouncement } from './seed-content-types';
import { bannerArt } from './seed-images';
import { BANNER_WORDS as W } from './seed-banner-words';

/** Lumen (PHP, English first, Tagalog): e-wallet top-ups and cashback. */
export const LUMEN_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'B',
    key: 'home-cashback',
    groupName: 'w_home',
    linkageType: 'INTERNAL',
    ...bannerArt(W.cashbackMondays, '#b45309', '#dc2626'),
    url: '/promotions',
  },
  {
    type: 'B',
    key: 'home-slots',
    groupName: 'w_home',
    linkageType: 'EXTERNAL',
    ...bannerArt(W.slotsToSpin, '#0f766e', '#b45309'),
    url: 'https://lumenplay.example/slots-festival',
  },
  {
    type: 'B',
    key: 'menu-vip',
    groupName: 'w_leftmenu',
    linkageType: 'NONE',
    ...bannerArt(W.lumenVip, '#7c2d12', '#b45309'),
    url: null,
  },
  {
    type: 'B',
    key: 'forgot-secure',
    groupName: 'w_forget',
    linkageType: 'NONE',
    ...bannerArt(W.accountSafe, '#0f766e', '#155e75'),
    url: null,
  },
  {
    type: 'B',
    key: 'register-gift',
    groupName: 'w_reg',
    linkageType: 'INTERNAL',
    ...bannerArt(W.signUpGiftPeso, '#b45309', '#0f766e'),
    url: '/promotions',
  },
  {
    type: 'PL',
    key: 'notice-gcash',
    title: { en: 'GCash top-ups are instant', tl: 'Instant na ang GCash top-up' },
    content: {
      en: '<p>GCash deposits now arrive in <b>under a minute</b>.</p>',
      tl: '<p>Dumarating na ang GCash deposit sa <b>loob ng isang minuto</b>.</p>',
    },
    publishedAt: '2026-11-21T02:00:00.000Z',
  },
  {
    type: 'PL',
    key: 'notice-maintenance',
    title: { en: 'Scheduled maintenance on Tuesday', tl: 'Nakatakdang maintenance sa Martes' },
    content: {
      en: '<p>Games pause from <b>02:00 to 03:00</b> (PHT) on Tuesday.</p>',
      tl: '<p>Hihinto ang mga laro mula <b>02:00 hanggang 03:00</b> (PHT) sa Martes.</p>',
    },
    publishedAt: '2026-11-19T06:30:00.000Z',
  },
  {
    type: 'PU',
    key: 'popup-welcome',
    execution: 'B',
    title: { en: 'Welcome to Lumen Play', tl: 'Maligayang pagdating sa Lumen Play' },
    content: {
      en: `<p>Get a <b>₱500 bonus</b> on your first deposit.</p><p>${UNSAFE_MARKUP}Terms apply.</p>`,
      tl: `<p>Makakuha ng <b>₱500 na bonus</b> sa unang deposito.</p><p>${UNSAFE_MARKUP}May mga kondisyon.</p>`,
    },
  },
  {
    type: 'PU',
    key: 'popup-cashback',
    execution: 'A',
    title: W.cashbackMondays,
    content: {
      en: '<p>Get <b>5% back</b> on last week’s slot losses every Monday.</p>',
      tl: '<p>Makakuha ng <b>5% balik</b> sa talo sa slots noong nakaraang linggo tuwing Lunes.</p>',
    },
  },
  {
    type: 'PU',
    key: 'popup-first-login',
    execution: 'F',
    title: { en: 'Set your withdrawal password', tl: 'Itakda ang withdrawal password' },
    content: {
      en: '<p>Set a <b>withdrawal password</b> before your first cash-out.</p>',
      tl: '<p>Magtakda ng <b>withdrawal password</b> bago ang unang cash-out.</p>',
    },
  },
  {
    type: 'PR',
    key: 'promo-cashback',
    title: W.cashbackMondays,
    ...bannerArt(W.cashbackMondays, '#b45309', '#dc2626'),
    url: '/promotions',
  },
];
