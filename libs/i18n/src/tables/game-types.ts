import type { SectionOf } from './define-section';

/** Names of the game categories (keys are the platform's game types). */
export const en = {
  HOME: 'Lobby',
  LIVE: 'Live casino',
  RNG: 'Slots',
  FISH: 'Fishing',
  PVP: 'Card games',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  COCKFIGHT: 'Cockfight',
  CRICKET: 'Cricket',
};

export const bn = {
  HOME: 'লবি',
  LIVE: 'লাইভ ক্যাসিনো',
  RNG: 'স্লট',
  FISH: 'মাছ ধরা',
  PVP: 'কার্ড গেম',
  SPORTS: 'খেলাধুলা',
  ESPORTS: 'ই-স্পোর্টস',
  LOTT: 'লটারি',
  ELOTT: 'ই-লটারি',
  COCKFIGHT: 'মোরগ লড়াই',
  CRICKET: 'ক্রিকেট',
} satisfies SectionOf<typeof en>;

export const pt = {
  HOME: 'Lobby',
  LIVE: 'Cassino ao vivo',
  RNG: 'Caça-níqueis',
  FISH: 'Pescaria',
  PVP: 'Jogos de cartas',
  SPORTS: 'Esportes',
  ESPORTS: 'E-sports',
  LOTT: 'Loteria',
  ELOTT: 'Loteria eletrônica',
  COCKFIGHT: 'Rinha de galo',
  CRICKET: 'Críquete',
} satisfies SectionOf<typeof en>;

export const tl = {
  HOME: 'Lobby',
  LIVE: 'Live casino',
  RNG: 'Mga slot',
  FISH: 'Pangingisda',
  PVP: 'Mga laro ng baraha',
  SPORTS: 'Palakasan',
  ESPORTS: 'E-sports',
  LOTT: 'Loterya',
  ELOTT: 'E-loterya',
  COCKFIGHT: 'Sabong',
  CRICKET: 'Kriket',
} satisfies SectionOf<typeof en>;

export const ar = {
  HOME: 'الردهة',
  LIVE: 'كازينو مباشر',
  RNG: 'سلوتس',
  FISH: 'صيد السمك',
  PVP: 'ألعاب الورق',
  SPORTS: 'الرياضة',
  ESPORTS: 'الرياضات الإلكترونية',
  LOTT: 'اليانصيب',
  ELOTT: 'اليانصيب الإلكتروني',
  COCKFIGHT: 'صراع الديكة',
  CRICKET: 'الكريكيت',
} satisfies SectionOf<typeof en>;
