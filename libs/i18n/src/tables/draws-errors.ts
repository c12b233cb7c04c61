import type { SectionOf } from './define-section';

/**
 * Error catalogue messages (errors.<CODE>) of the lucky draws and missions: only their pages meet
 * them, so they load with those pages.
 */
export const en = {
  DRAW_TICKET_NOT_FOUND: 'We could not find that ticket.',
  DRAW_TICKET_USED: 'This ticket has already been played.',
  DRAW_PRIZES_INVALID: 'At least one prize needs a chance above zero.',
  MISSION_NOT_FOUND: 'This mission is no longer available.',
  MISSION_NOT_COMPLETE: 'Finish the mission first, then claim its reward.',
  MISSION_ALREADY_CLAIMED: 'You have already claimed this reward.',
};

export const bn = {
  DRAW_TICKET_NOT_FOUND: 'টিকিটটি খুঁজে পাওয়া যায়নি।',
  DRAW_TICKET_USED: 'এই টিকিটটি ইতিমধ্যে খেলা হয়েছে।',
  DRAW_PRIZES_INVALID: 'অন্তত একটি পুরস্কারের সম্ভাবনা শূন্যের বেশি হতে হবে।',
  MISSION_NOT_FOUND: 'এই মিশনটি আর পাওয়া যাচ্ছে না।',
  MISSION_NOT_COMPLETE: 'আগে মিশনটি শেষ করুন, তারপর পুরস্কার দাবি করুন।',
  MISSION_ALREADY_CLAIMED: 'আপনি এই পুরস্কারটি আগেই দাবি করেছেন।',
} satisfies SectionOf<typeof en>;

export const pt = {
  DRAW_TICKET_NOT_FOUND: 'Não encontramos esse bilhete.',
  DRAW_TICKET_USED: 'Este bilhete já foi jogado.',
  DRAW_PRIZES_INVALID: 'Pelo menos um prêmio precisa de chance maior que zero.',
  MISSION_NOT_FOUND: 'Esta missão não está mais disponível.',
  MISSION_NOT_COMPLETE: 'Conclua a missão primeiro e depois resgate a recompensa.',
  MISSION_ALREADY_CLAIMED: 'Você já resgatou esta recompensa.',
} satisfies SectionOf<typeof en>;

export const tl = {
  DRAW_TICKET_NOT_FOUND: 'Hindi namin mahanap ang tiket na iyon.',
  DRAW_TICKET_USED: 'Nalaro na ang tiket na ito.',
  DRAW_PRIZES_INVALID: 'Kailangang may tsansang higit sa zero ang kahit isang premyo.',
  MISSION_NOT_FOUND: 'Wala na ang misyong ito.',
  MISSION_NOT_COMPLETE: 'Tapusin muna ang misyon, saka kunin ang gantimpala.',
  MISSION_ALREADY_CLAIMED: 'Nakuha mo na ang gantimpalang ito.',
} satisfies SectionOf<typeof en>;

export const ar = {
  DRAW_TICKET_NOT_FOUND: 'لم نعثر على هذه التذكرة.',
  DRAW_TICKET_USED: 'استُخدمت هذه التذكرة بالفعل.',
  DRAW_PRIZES_INVALID: 'تحتاج جائزة واحدة على الأقل إلى فرصة أكبر من الصفر.',
  MISSION_NOT_FOUND: 'هذه المهمة لم تعد متاحة.',
  MISSION_NOT_COMPLETE: 'أنهِ المهمة أولًا، ثم اطلب مكافأتها.',
  MISSION_ALREADY_CLAIMED: 'لقد طلبت هذه المكافأة بالفعل.',
} satisfies SectionOf<typeof en>;
