import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of the agent contract calls: only the contract modal
 * and the agent centre's contract pages meet them, so they load with those
 * (`loadSection('agentContractErrors')`), not in the first download.
 */
export const en = {
  CONTRACT_NOT_FOUND: 'We could not find that contract.',
  CONTRACT_STATE_CONFLICT: 'This contract has changed meanwhile. Reload it and try again.',
  CONTRACT_EXISTS: 'This agent already has a contract of this kind.',
  CONTRACT_RATE_ABOVE_UPLINE: "A downline's rate cannot be higher than your own rate.",
  CONTRACT_LOWER_RATE:
    'Accepting this lower rate ends contracts you gave your downlines. Confirm to go on.',
  CONTRACT_HOLDER_INVALID: 'Contracts can only be offered to your direct downline agents.',
  CONTRACT_TIERS_INVALID:
    'Each tier needs a higher rate and thresholds at least as high as the tier before.',
};

export const bn = {
  CONTRACT_NOT_FOUND: 'চুক্তিটি খুঁজে পাওয়া যায়নি।',
  CONTRACT_STATE_CONFLICT: 'এর মধ্যে চুক্তিটি বদলে গেছে। আবার লোড করে চেষ্টা করুন।',
  CONTRACT_EXISTS: 'এই এজেন্টের এই ধরনের একটি চুক্তি আগে থেকেই আছে।',
  CONTRACT_RATE_ABOVE_UPLINE: 'ডাউনলাইনের হার আপনার নিজের হারের চেয়ে বেশি হতে পারে না।',
  CONTRACT_LOWER_RATE:
    'এই কম হার গ্রহণ করলে আপনার ডাউনলাইনদের দেওয়া চুক্তিগুলো শেষ হবে। চালিয়ে যেতে নিশ্চিত করুন।',
  CONTRACT_HOLDER_INVALID: 'শুধু আপনার সরাসরি ডাউনলাইন এজেন্টদের চুক্তি দেওয়া যায়।',
  CONTRACT_TIERS_INVALID:
    'প্রতিটি স্তরের হার আগের স্তরের চেয়ে বেশি এবং শর্তগুলো অন্তত আগের স্তরের সমান হতে হবে।',
} satisfies SectionOf<typeof en>;

export const pt = {
  CONTRACT_NOT_FOUND: 'Não encontramos esse contrato.',
  CONTRACT_STATE_CONFLICT: 'Este contrato mudou entretanto. Recarregue e tente de novo.',
  CONTRACT_EXISTS: 'Este agente já tem um contrato deste tipo.',
  CONTRACT_RATE_ABOVE_UPLINE: 'A taxa de um subordinado não pode ser maior que a sua.',
  CONTRACT_LOWER_RATE:
    'Aceitar esta taxa menor encerra contratos que você deu aos seus subordinados. Confirme para continuar.',
  CONTRACT_HOLDER_INVALID:
    'Só é possível oferecer contratos aos seus agentes subordinados diretos.',
  CONTRACT_TIERS_INVALID:
    'Cada nível precisa de uma taxa maior e de metas pelo menos iguais às do nível anterior.',
} satisfies SectionOf<typeof en>;

export const tl = {
  CONTRACT_NOT_FOUND: 'Hindi namin mahanap ang kontratang iyon.',
  CONTRACT_STATE_CONFLICT: 'Nagbago ang kontratang ito. I-reload at subukang muli.',
  CONTRACT_EXISTS: 'May kontrata na ng ganitong uri ang ahenteng ito.',
  CONTRACT_RATE_ABOVE_UPLINE: 'Hindi maaaring mas mataas ang rate ng downline kaysa sa iyong rate.',
  CONTRACT_LOWER_RATE:
    'Ang pagtanggap sa mas mababang rate na ito ay tatapos sa mga kontratang ibinigay mo sa iyong mga downline. Kumpirmahin para magpatuloy.',
  CONTRACT_HOLDER_INVALID:
    'Sa iyong mga direktang downline na ahente lamang maaaring mag-alok ng kontrata.',
  CONTRACT_TIERS_INVALID:
    'Bawat antas ay kailangan ng mas mataas na rate at mga target na hindi bababa sa nakaraang antas.',
} satisfies SectionOf<typeof en>;

export const ar = {
  CONTRACT_NOT_FOUND: 'لم نعثر على هذا العقد.',
  CONTRACT_STATE_CONFLICT: 'تغيّر هذا العقد في الأثناء. أعد تحميله وحاول مجددًا.',
  CONTRACT_EXISTS: 'لدى هذا الوكيل عقد من هذا النوع بالفعل.',
  CONTRACT_RATE_ABOVE_UPLINE: 'لا يمكن أن تكون نسبة الوكيل الفرعي أعلى من نسبتك.',
  CONTRACT_LOWER_RATE:
    'قبول هذه النسبة الأدنى يُنهي العقود التي منحتها لوكلائك الفرعيين. أكّد للمتابعة.',
  CONTRACT_HOLDER_INVALID: 'لا يمكن عرض العقود إلا على وكلائك الفرعيين المباشرين.',
  CONTRACT_TIERS_INVALID: 'تحتاج كل شريحة إلى نسبة أعلى وحدود لا تقل عن الشريحة التي قبلها.',
} satisfies SectionOf<typeof en>;
