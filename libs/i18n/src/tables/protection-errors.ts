import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of player protection: the login popup, the cashier
 * and the responsible gaming page meet them, so they load with those (added to `errors`).
 */
export const en = {
  SELF_EXCLUDED:
    'You have excluded yourself until {{until}}. You cannot sign in or play until then.',
  TIMED_OUT: 'You are taking a break until {{until}}. You cannot sign in or play until then.',
  LOSS_LIMIT_EXCEEDED: 'This bet would take you past your loss limit.',
  LOSS_LIMIT_INVALID: 'Enter a loss limit above zero.',
};

export const bn = {
  SELF_EXCLUDED: 'আপনি {{until}} পর্যন্ত নিজেকে বর্জন করেছেন। ততদিন সাইন ইন বা খেলতে পারবেন না।',
  TIMED_OUT: 'আপনি {{until}} পর্যন্ত বিরতিতে আছেন। ততক্ষণ সাইন ইন বা খেলতে পারবেন না।',
  LOSS_LIMIT_EXCEEDED: 'এই বাজি আপনাকে ক্ষতির সীমা ছাড়িয়ে নেবে।',
  LOSS_LIMIT_INVALID: 'শূন্যের বেশি একটি ক্ষতির সীমা লিখুন।',
} satisfies SectionOf<typeof en>;

export const pt = {
  SELF_EXCLUDED: 'Você se autoexcluiu até {{until}}. Não pode entrar nem jogar até lá.',
  TIMED_OUT: 'Você está em pausa até {{until}}. Não pode entrar nem jogar até lá.',
  LOSS_LIMIT_EXCEEDED: 'Esta aposta ultrapassaria seu limite de perda.',
  LOSS_LIMIT_INVALID: 'Digite um limite de perda acima de zero.',
} satisfies SectionOf<typeof en>;

export const tl = {
  SELF_EXCLUDED:
    'Na-exclude mo ang sarili hanggang {{until}}. Hindi ka makakapag-sign in o makakapaglaro hanggang doon.',
  TIMED_OUT:
    'Nagpapahinga ka hanggang {{until}}. Hindi ka makakapag-sign in o makakapaglaro hanggang doon.',
  LOSS_LIMIT_EXCEEDED: 'Lalampas sa limit mo sa talo ang taya na ito.',
  LOSS_LIMIT_INVALID: 'Maglagay ng limit sa talo na higit sa zero.',
} satisfies SectionOf<typeof en>;

export const ar = {
  SELF_EXCLUDED: 'لقد استبعدت نفسك حتى {{until}}. لا يمكنك الدخول أو اللعب حتى ذلك الحين.',
  TIMED_OUT: 'أنت في استراحة حتى {{until}}. لا يمكنك الدخول أو اللعب حتى ذلك الحين.',
  LOSS_LIMIT_EXCEEDED: 'هذا الرهان سيتجاوز حد الخسارة الخاص بك.',
  LOSS_LIMIT_INVALID: 'أدخل حد خسارة أكبر من الصفر.',
} satisfies SectionOf<typeof en>;
