import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of the promotions centre and the reward centre: only
 * their pages meet them, so they load with those pages (added to `errors`).
 */
export const en = {
  PROMOTION_NOT_FOUND: 'We could not find that promotion.',
  PROMOTION_NOT_AVAILABLE: 'This promotion is not open for that right now.',
  PROMOTION_ALREADY_ENTERED: 'You have already taken part in this promotion.',
  PROMOTION_NOT_ELIGIBLE: 'You do not meet this promotion’s conditions yet.',
  PROMOTION_INVALID: 'The promotion’s settings do not fit together.',
  PROMOTION_CODE_TAKEN: 'Another promotion already uses this code.',
  PROMOTION_ENTRY_DECIDED: 'This application has already been decided.',
  REWARD_NOT_FOUND: 'We could not find that reward.',
  REWARD_EXPIRED: 'This reward has expired and can no longer be claimed.',
};

export const bn = {
  PROMOTION_NOT_FOUND: 'প্রচারটি খুঁজে পাওয়া যায়নি।',
  PROMOTION_NOT_AVAILABLE: 'এই প্রচারে এখন এটি করা যাবে না।',
  PROMOTION_ALREADY_ENTERED: 'আপনি ইতিমধ্যে এই প্রচারে অংশ নিয়েছেন।',
  PROMOTION_NOT_ELIGIBLE: 'আপনি এখনও এই প্রচারের শর্ত পূরণ করেননি।',
  PROMOTION_INVALID: 'প্রচারের সেটিংস একে অপরের সাথে মেলে না।',
  PROMOTION_CODE_TAKEN: 'অন্য একটি প্রচার ইতিমধ্যে এই কোড ব্যবহার করছে।',
  PROMOTION_ENTRY_DECIDED: 'এই আবেদনের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে।',
  REWARD_NOT_FOUND: 'পুরস্কারটি খুঁজে পাওয়া যায়নি।',
  REWARD_EXPIRED: 'এই পুরস্কারের মেয়াদ শেষ, আর দাবি করা যাবে না।',
} satisfies SectionOf<typeof en>;

export const pt = {
  PROMOTION_NOT_FOUND: 'Não encontramos essa promoção.',
  PROMOTION_NOT_AVAILABLE: 'Esta promoção não está aberta para isso agora.',
  PROMOTION_ALREADY_ENTERED: 'Você já participou desta promoção.',
  PROMOTION_NOT_ELIGIBLE: 'Você ainda não cumpre as condições desta promoção.',
  PROMOTION_INVALID: 'As configurações da promoção não combinam entre si.',
  PROMOTION_CODE_TAKEN: 'Outra promoção já usa este código.',
  PROMOTION_ENTRY_DECIDED: 'Este pedido já foi decidido.',
  REWARD_NOT_FOUND: 'Não encontramos essa recompensa.',
  REWARD_EXPIRED: 'Esta recompensa expirou e não pode mais ser resgatada.',
} satisfies SectionOf<typeof en>;

export const tl = {
  PROMOTION_NOT_FOUND: 'Hindi namin mahanap ang promo na iyon.',
  PROMOTION_NOT_AVAILABLE: 'Hindi bukas ang promo na ito para diyan ngayon.',
  PROMOTION_ALREADY_ENTERED: 'Nakasali ka na sa promo na ito.',
  PROMOTION_NOT_ELIGIBLE: 'Hindi mo pa naaabot ang mga kondisyon ng promo na ito.',
  PROMOTION_INVALID: 'Hindi magkatugma ang mga setting ng promo.',
  PROMOTION_CODE_TAKEN: 'May ibang promo na gumagamit ng code na ito.',
  PROMOTION_ENTRY_DECIDED: 'Napagpasyahan na ang aplikasyong ito.',
  REWARD_NOT_FOUND: 'Hindi namin mahanap ang gantimpalang iyon.',
  REWARD_EXPIRED: 'Nag-expire na ang gantimpalang ito at hindi na makukuha.',
} satisfies SectionOf<typeof en>;

export const ar = {
  PROMOTION_NOT_FOUND: 'لم نعثر على هذا العرض.',
  PROMOTION_NOT_AVAILABLE: 'هذا العرض غير مفتوح لذلك حاليًا.',
  PROMOTION_ALREADY_ENTERED: 'لقد شاركت في هذا العرض بالفعل.',
  PROMOTION_NOT_ELIGIBLE: 'لا تستوفي شروط هذا العرض بعد.',
  PROMOTION_INVALID: 'إعدادات العرض غير متوافقة.',
  PROMOTION_CODE_TAKEN: 'يستخدم عرض آخر هذا الرمز بالفعل.',
  PROMOTION_ENTRY_DECIDED: 'تم البت في هذا الطلب بالفعل.',
  REWARD_NOT_FOUND: 'لم نعثر على هذه المكافأة.',
  REWARD_EXPIRED: 'انتهت صلاحية هذه المكافأة ولم يعد بالإمكان استلامها.',
} satisfies SectionOf<typeof en>;
