import type { EveryLanguage } from './seed-images';

const w = (en: string, bn: string, pt: string, tl: string, ar: string): EveryLanguage => ({
  en,
  bn,
  pt,
  tl,
  ar,
});

/**
 * The words on the seeded banners and promotion art, in every language a brand may offer
 * (an operator who adds a language to a demo brand finds its art drawn already). Western
 * digits in Arabic, as the Arabic site writes its numbers.
 */
export const BANNER_WORDS = {
  welcomeBonus: w(
    '100% welcome bonus',
    '১০০% স্বাগত বোনাস',
    'Bônus de boas-vindas de 100%',
    '100% welcome bonus',
    'مكافأة ترحيب 100%',
  ),
  cricketSeason: w(
    'Cricket season is on',
    'ক্রিকেট মৌসুম চলছে',
    'A temporada de críquete começou',
    'Simula na ang season ng kriket',
    'موسم الكريكيت انطلق',
  ),
  liveCasino: w(
    'Live casino, 24/7',
    'লাইভ ক্যাসিনো, ২৪/৭',
    'Cassino ao vivo, 24/7',
    'Live casino, 24/7',
    'كازينو مباشر على مدار الساعة',
  ),
  inviteFriends: w(
    'Invite friends',
    'বন্ধুদের আমন্ত্রণ জানান',
    'Convide seus amigos',
    'Mag-imbita ng mga kaibigan',
    'ادعُ أصدقاءك',
  ),
  signUpGiftTaka: w(
    'Sign-up gift ৳500',
    'সাইন-আপ উপহার ৳৫০০',
    'Presente de cadastro de ৳500',
    'Regalo sa pag-sign up ৳500',
    'هدية التسجيل ৳500',
  ),
  accountSafe: w(
    'Keep your account safe',
    'আপনার অ্যাকাউন্ট নিরাপদ রাখুন',
    'Mantenha sua conta segura',
    'Ingatan ang iyong account',
    'حافظ على أمان حسابك',
  ),
  slotsCashbackTitle: w(
    'Daily 1% cashback on slots',
    'স্লটে প্রতিদিন ১% ক্যাশব্যাক',
    'Cashback diário de 1% nos slots',
    'Araw-araw na 1% cashback sa slots',
    'استرداد نقدي يومي 1% على ألعاب السلوت',
  ),
  dailyCashback: w(
    '1% daily cashback',
    'প্রতিদিন ১% ক্যাশব্যাক',
    'Cashback diário de 1%',
    'Araw-araw na 1% cashback',
    'استرداد نقدي يومي 1%',
  ),
  cashbackMondays: w(
    'Cashback Mondays',
    'সোমবারের ক্যাশব্যাক',
    'Cashback às segundas',
    'Cashback tuwing Lunes',
    'استرداد نقدي كل يوم اثنين',
  ),
  slotsToSpin: w(
    '10,000 slots to spin',
    '১০,০০০ স্লট ঘোরানোর অপেক্ষায়',
    '10.000 slots para girar',
    '10,000 slot na paiikutin',
    '10,000 لعبة سلوت بانتظارك',
  ),
  lumenVip: w(
    'Lumen VIP club',
    'লুমেন ভিআইপি ক্লাব',
    'Clube VIP Lumen',
    'VIP club ng Lumen',
    'نادي Lumen لكبار الشخصيات',
  ),
  signUpGiftPeso: w(
    'Sign-up gift ₱500',
    'সাইন-আপ উপহার ₱৫০০',
    'Presente de cadastro de ₱500',
    'Regalo sa pag-sign up ₱500',
    'هدية التسجيل ₱500',
  ),
} satisfies Record<string, EveryLanguage>;

/** A new brand's first banner: a welcome with its name (a name is not translated). */
export const welcomeTo = (name: string): EveryLanguage =>
  w(
    `Welcome to ${name}`,
    `${name}-এ স্বাগতম`,
    `${name} dá boas-vindas a você`,
    `Maligayang pagdating sa ${name}`,
    `أهلًا بك في ${name}`,
  );
