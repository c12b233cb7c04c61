/**
 * The lottery page's own labels (sandbox-vendor/lottery-page.ts), added to the shared ones
 * on that page only, so the slot and crash pages do not carry them.  `{x}` are filled in by
 * the page script.
 */
const en = {
  drawClosed: 'This draw is closed for bets. Bet on the next draw.',
  draw: 'Draw {drawNo}',
  closesIn: 'Bets close in {time}',
  betType: 'Bet type',
  BIG: 'Big',
  SMALL: 'Small',
  ODD: 'Odd',
  EVEN: 'Even',
  NUMBER: 'Exact number',
  pays: '{name}, pays {odds}',
  pick: 'Your number ({min} to {max})',
  invalidPick: 'Enter a number from {min} to {max}',
  placeBet: 'Place bet',
  betPlaced: 'Bet placed on draw {drawNo}',
  rules:
    'Every bet is on the first number drawn. Big and small are the upper and lower half of {min} to {max}.',
  myBets: 'My bets',
  noBets: 'No bets yet',
  open: 'Waiting for the draw',
  wonBet: 'Won {amount}',
  lost: 'Lost',
  void: 'Refunded',
  drawn: 'Drawn: {numbers}',
  seal: 'Result seal (SHA-256, published before the draw): {commitment}',
};

export type LotteryStrings = typeof en;

const bn: LotteryStrings = {
  drawClosed: 'এই ড্রয়ের বাজি বন্ধ হয়ে গেছে। পরের ড্রয়ে বাজি ধরুন।',
  draw: 'ড্র {drawNo}',
  closesIn: 'বাজি বন্ধ হবে {time} পরে',
  betType: 'বাজির ধরন',
  BIG: 'বড়',
  SMALL: 'ছোট',
  ODD: 'বিজোড়',
  EVEN: 'জোড়',
  NUMBER: 'নির্দিষ্ট সংখ্যা',
  pays: '{name}, {odds} গুণ পাবেন',
  pick: 'আপনার সংখ্যা ({min} থেকে {max})',
  invalidPick: '{min} থেকে {max} এর মধ্যে একটি সংখ্যা লিখুন',
  placeBet: 'বাজি ধরুন',
  betPlaced: 'ড্র {drawNo}-এ বাজি ধরা হয়েছে',
  rules: 'প্রতিটি বাজি প্রথম ওঠা সংখ্যার উপর। বড় ও ছোট হলো {min} থেকে {max} এর উপরের ও নিচের অর্ধেক।',
  myBets: 'আমার বাজি',
  noBets: 'এখনও কোনো বাজি নেই',
  open: 'ড্রয়ের অপেক্ষায়',
  wonBet: '{amount} জিতেছেন',
  lost: 'হেরেছেন',
  void: 'ফেরত দেওয়া হয়েছে',
  drawn: 'উঠেছে: {numbers}',
  seal: 'ফলাফলের সিল (SHA-256, ড্রয়ের আগে প্রকাশিত): {commitment}',
};

const pt: LotteryStrings = {
  drawClosed: 'As apostas deste sorteio estão encerradas. Aposte no próximo sorteio.',
  draw: 'Sorteio {drawNo}',
  closesIn: 'As apostas fecham em {time}',
  betType: 'Tipo de aposta',
  BIG: 'Alto',
  SMALL: 'Baixo',
  ODD: 'Ímpar',
  EVEN: 'Par',
  NUMBER: 'Número exato',
  pays: '{name}, paga {odds}',
  pick: 'Seu número ({min} a {max})',
  invalidPick: 'Informe um número de {min} a {max}',
  placeBet: 'Apostar',
  betPlaced: 'Aposta feita no sorteio {drawNo}',
  rules:
    'Toda aposta é no primeiro número sorteado. Alto e baixo são a metade de cima e a de baixo de {min} a {max}.',
  myBets: 'Minhas apostas',
  noBets: 'Nenhuma aposta ainda',
  open: 'Aguardando o sorteio',
  wonBet: 'Ganhou {amount}',
  lost: 'Perdeu',
  void: 'Reembolsada',
  drawn: 'Sorteados: {numbers}',
  seal: 'Selo do resultado (SHA-256, publicado antes do sorteio): {commitment}',
};

const tl: LotteryStrings = {
  drawClosed: 'Sarado na ang taya sa draw na ito. Tumaya sa susunod na draw.',
  draw: 'Draw {drawNo}',
  closesIn: 'Magsasara ang taya sa loob ng {time}',
  betType: 'Uri ng taya',
  BIG: 'Malaki',
  SMALL: 'Maliit',
  ODD: 'Odd',
  EVEN: 'Even',
  NUMBER: 'Eksaktong numero',
  pays: '{name}, nagbabayad ng {odds}',
  pick: 'Ang numero mo ({min} hanggang {max})',
  invalidPick: 'Maglagay ng numero mula {min} hanggang {max}',
  placeBet: 'Tumaya',
  betPlaced: 'Nakataya sa draw {drawNo}',
  rules:
    'Bawat taya ay sa unang numerong lalabas. Ang malaki at maliit ay ang itaas at ibabang kalahati ng {min} hanggang {max}.',
  myBets: 'Mga taya ko',
  noBets: 'Wala pang taya',
  open: 'Naghihintay sa draw',
  wonBet: 'Nanalo ng {amount}',
  lost: 'Talo',
  void: 'Ibinalik',
  drawn: 'Lumabas: {numbers}',
  seal: 'Selyo ng resulta (SHA-256, inilabas bago ang bunutan): {commitment}',
};

const ar: LotteryStrings = {
  drawClosed: 'أُغلقت الرهانات على هذا السحب. راهن على السحب التالي.',
  draw: 'السحب {drawNo}',
  closesIn: 'تُغلق الرهانات بعد {time}',
  betType: 'نوع الرهان',
  BIG: 'كبير',
  SMALL: 'صغير',
  ODD: 'فردي',
  EVEN: 'زوجي',
  NUMBER: 'رقم محدد',
  pays: '{name}، يدفع {odds}',
  pick: 'رقمك (من {min} إلى {max})',
  invalidPick: 'أدخل رقماً من {min} إلى {max}',
  placeBet: 'ضع الرهان',
  betPlaced: 'تم وضع الرهان على السحب {drawNo}',
  rules:
    'كل رهان يكون على أول رقم يُسحب. الكبير والصغير هما النصف الأعلى والنصف الأدنى من {min} إلى {max}.',
  myBets: 'رهاناتي',
  noBets: 'لا رهانات بعد',
  open: 'في انتظار السحب',
  wonBet: 'ربحت {amount}',
  lost: 'خسرت',
  void: 'مُسترد',
  drawn: 'الأرقام المسحوبة: {numbers}',
  seal: 'ختم النتيجة (SHA-256، نُشر قبل السحب): {commitment}',
};

/** The lottery page's labels per sandbox language. */
export const LOTTERY_STRINGS = { en, bn, pt, tl, ar } as const;
