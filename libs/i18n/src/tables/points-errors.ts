import type { SectionOf } from './define-section';

/** Refusals of the points mall and VIP calls (errors.<CODE>): they load with those pages. */
export const en = {
  POINTS_INSUFFICIENT: 'You do not have enough points for this.',
  MALL_ITEM_NOT_FOUND: 'This item is no longer in the mall.',
  MALL_ITEM_OUT_OF_STOCK: 'Sorry, this item is out of stock.',
  REDEEM_AMOUNT_NOT_MET: 'This item needs more approved deposits before you can redeem it.',
  REDEEM_ADDRESS_REQUIRED: 'Please enter the address to send this gift to.',
  REDEEM_NOT_FOUND: 'We could not find that redeem.',
  REDEEM_ALREADY_DECIDED: 'This redeem has already been decided.',
  POINTS_CONVERT_INVALID: 'Convert at least the minimum, in whole steps of the exchange rate.',
  VIP_LEVELS_INVALID: 'The VIP levels are out of order.',
};

export const bn = {
  POINTS_INSUFFICIENT: 'এর জন্য আপনার যথেষ্ট পয়েন্ট নেই।',
  MALL_ITEM_NOT_FOUND: 'এই আইটেমটি আর মলে নেই।',
  MALL_ITEM_OUT_OF_STOCK: 'দুঃখিত, এই আইটেমটির স্টক শেষ।',
  REDEEM_AMOUNT_NOT_MET: 'এই আইটেমটি রিডিম করার আগে আরও অনুমোদিত ডিপোজিট প্রয়োজন।',
  REDEEM_ADDRESS_REQUIRED: 'উপহারটি পাঠানোর ঠিকানা লিখুন।',
  REDEEM_NOT_FOUND: 'আমরা সেই রিডিমটি খুঁজে পাইনি।',
  REDEEM_ALREADY_DECIDED: 'এই রিডিমের সিদ্ধান্ত ইতিমধ্যে হয়ে গেছে।',
  POINTS_CONVERT_INVALID: 'ন্যূনতম পরিমাণ বা তার বেশি, বিনিময় হারের পূর্ণ ধাপে রূপান্তর করুন।',
  VIP_LEVELS_INVALID: 'ভিআইপি লেভেলগুলো সঠিক ক্রমে নেই।',
} satisfies SectionOf<typeof en>;

export const pt = {
  POINTS_INSUFFICIENT: 'Você não tem pontos suficientes para isso.',
  MALL_ITEM_NOT_FOUND: 'Este item não está mais na loja.',
  MALL_ITEM_OUT_OF_STOCK: 'Desculpe, este item está esgotado.',
  REDEEM_AMOUNT_NOT_MET: 'Este item exige mais depósitos aprovados antes do resgate.',
  REDEEM_ADDRESS_REQUIRED: 'Informe o endereço para onde enviar este presente.',
  REDEEM_NOT_FOUND: 'Não encontramos esse resgate.',
  REDEEM_ALREADY_DECIDED: 'Este resgate já foi decidido.',
  POINTS_CONVERT_INVALID: 'Converta pelo menos o mínimo, em passos inteiros da taxa de câmbio.',
  VIP_LEVELS_INVALID: 'Os níveis VIP estão fora de ordem.',
} satisfies SectionOf<typeof en>;

export const tl = {
  POINTS_INSUFFICIENT: 'Kulang ang iyong puntos para dito.',
  MALL_ITEM_NOT_FOUND: 'Wala na sa tindahan ang item na ito.',
  MALL_ITEM_OUT_OF_STOCK: 'Paumanhin, ubos na ang item na ito.',
  REDEEM_AMOUNT_NOT_MET:
    'Kailangan ng mas maraming aprubadong deposito bago ma-redeem ang item na ito.',
  REDEEM_ADDRESS_REQUIRED: 'Ilagay ang address kung saan ipapadala ang regalong ito.',
  REDEEM_NOT_FOUND: 'Hindi namin makita ang redeem na iyon.',
  REDEEM_ALREADY_DECIDED: 'Napagpasyahan na ang redeem na ito.',
  POINTS_CONVERT_INVALID: 'Mag-convert ng hindi bababa sa minimum, sa buong hakbang ng palitan.',
  VIP_LEVELS_INVALID: 'Hindi maayos ang pagkakasunod ng mga VIP level.',
} satisfies SectionOf<typeof en>;

export const ar = {
  POINTS_INSUFFICIENT: 'ليست لديك نقاط كافية لهذا.',
  MALL_ITEM_NOT_FOUND: 'هذا المنتج لم يعد في المتجر.',
  MALL_ITEM_OUT_OF_STOCK: 'عذرًا، نفدت كمية هذا المنتج.',
  REDEEM_AMOUNT_NOT_MET: 'يحتاج هذا المنتج إلى مزيد من الإيداعات المعتمدة قبل أن تستبدله.',
  REDEEM_ADDRESS_REQUIRED: 'يُرجى إدخال العنوان الذي تُرسل إليه هذه الهدية.',
  REDEEM_NOT_FOUND: 'لم نعثر على عملية الاستبدال هذه.',
  REDEEM_ALREADY_DECIDED: 'تم البت في عملية الاستبدال هذه بالفعل.',
  POINTS_CONVERT_INVALID: 'حوّل الحد الأدنى على الأقل، بخطوات كاملة من سعر الصرف.',
  VIP_LEVELS_INVALID: 'مستويات VIP ليست بالترتيب الصحيح.',
} satisfies SectionOf<typeof en>;
