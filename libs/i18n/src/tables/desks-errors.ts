import type { SectionOf } from './define-section';

/** Refusals (errors.<CODE>) of the console's money desk: four eyes and held adjustments. */
export const en = {
  SAME_APPROVER: 'You approved this already: a second, different member of staff must approve it.',
  ADJUSTMENT_NOT_FOUND: 'There is no such held adjustment.',
  ADJUSTMENT_STATE_CONFLICT: 'This adjustment was decided already.',
};

export const bn = {
  SAME_APPROVER: 'আপনি এটি আগেই অনুমোদন করেছেন: দ্বিতীয়, ভিন্ন একজন কর্মীকে অনুমোদন করতে হবে।',
  ADJUSTMENT_NOT_FOUND: 'এমন কোনো আটকে থাকা সমন্বয় নেই।',
  ADJUSTMENT_STATE_CONFLICT: 'এই সমন্বয়ের সিদ্ধান্ত আগেই হয়ে গেছে।',
} satisfies SectionOf<typeof en>;

export const pt = {
  SAME_APPROVER: 'Você já aprovou isto: outro membro da equipe, diferente, precisa aprovar.',
  ADJUSTMENT_NOT_FOUND: 'Este ajuste retido não existe.',
  ADJUSTMENT_STATE_CONFLICT: 'Este ajuste já foi decidido.',
} satisfies SectionOf<typeof en>;

export const tl = {
  SAME_APPROVER: 'Naaprubahan mo na ito: kailangang aprubahan ito ng ikalawa at ibang staff.',
  ADJUSTMENT_NOT_FOUND: 'Walang ganitong nakabinbing adjustment.',
  ADJUSTMENT_STATE_CONFLICT: 'Napagpasyahan na ang adjustment na ito.',
} satisfies SectionOf<typeof en>;

export const ar = {
  SAME_APPROVER: 'لقد وافقت على هذا من قبل: يجب أن يوافق عليه موظف ثانٍ مختلف.',
  ADJUSTMENT_NOT_FOUND: 'لا توجد تسوية معلّقة كهذه.',
  ADJUSTMENT_STATE_CONFLICT: 'تم البت في هذه التسوية من قبل.',
} satisfies SectionOf<typeof en>;
