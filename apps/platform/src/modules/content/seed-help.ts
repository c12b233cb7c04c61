import type { SeedHelpTopic } from './seed-content-types';

/** Aurora's help centre, in English and Bengali. */
export const AURORA_HELP: SeedHelpTopic[] = [
  {
    tag: 'about',
    title: { en: 'About Aurora Casino', bn: 'অরোরা ক্যাসিনো সম্পর্কে' },
    content: {
      en: '<p>Aurora Casino offers live casino, slots, cricket and sports betting.</p>',
      bn: '<p>অরোরা ক্যাসিনোতে লাইভ ক্যাসিনো, স্লট, ক্রিকেট ও স্পোর্টস বেটিং আছে।</p>',
    },
  },
  {
    tag: 'deposit',
    title: { en: 'How to deposit', bn: 'কীভাবে ডিপোজিট করবেন' },
    content: {
      en: '<ol><li>Open <b>Deposit</b>.</li><li>Choose bKash or Nagad.</li><li>Enter the amount.</li></ol>',
      bn: '<ol><li><b>ডিপোজিট</b> খুলুন।</li><li>বিকাশ বা নগদ বেছে নিন।</li><li>পরিমাণ লিখুন।</li></ol>',
    },
  },
  {
    tag: 'withdrawal',
    title: { en: 'Withdrawals', bn: 'উত্তোলন' },
    content: {
      en: '<p>Withdrawals go to the mobile wallet registered on your account.</p>',
      bn: '<p>উত্তোলন আপনার অ্যাকাউন্টে নিবন্ধিত মোবাইল ওয়ালেটে যায়।</p>',
    },
  },
  {
    tag: 'responsible-gaming',
    title: { en: 'Responsible gaming', bn: 'দায়িত্বশীল গেমিং' },
    content: {
      en: '<p>Play for fun. You must be <b>18 or older</b> to play.</p>',
      bn: '<p>আনন্দের জন্য খেলুন। খেলতে বয়স <b>১৮ বা তার বেশি</b> হতে হবে।</p>',
    },
  },
];

/** Lumen's help centre, in English and Tagalog. */
export const LUMEN_HELP: SeedHelpTopic[] = [
  {
    tag: 'about',
    title: { en: 'About Lumen Play', tl: 'Tungkol sa Lumen Play' },
    content: {
      en: '<p>Lumen Play brings slots, live casino and sports to the Philippines.</p>',
      tl: '<p>Dala ng Lumen Play ang slots, live casino at sports sa Pilipinas.</p>',
    },
  },
  {
    tag: 'deposit',
    title: { en: 'Topping up with GCash or Maya', tl: 'Pag-top up gamit ang GCash o Maya' },
    content: {
      en: '<ol><li>Open <b>Deposit</b>.</li><li>Pick GCash or Maya.</li><li>Confirm in the app.</li></ol>',
      tl: '<ol><li>Buksan ang <b>Deposit</b>.</li><li>Piliin ang GCash o Maya.</li><li>Kumpirmahin sa app.</li></ol>',
    },
  },
  {
    tag: 'privacy',
    title: { en: 'Privacy', tl: 'Pagkapribado' },
    content: {
      en: '<p>We keep your data in the Philippines and never sell it.</p>',
      tl: '<p>Itinatago namin ang iyong data sa Pilipinas at hindi namin ito ibinebenta.</p>',
    },
  },
];
