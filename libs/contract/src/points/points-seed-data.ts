import type { TableLanguage } from '../system/whitelabel';
import type { MallItemKind, PointsSource } from './constants';
import { itemArt } from './item-art';

// The points mall's starting data, in one place: the platform seeds every merchant with it and
// the SDK's fake platform answers with it, so the fake's rates and items are the seeded ones.

/** Minor units that earn one point, per source: the same for every seeded merchant. */
export const SEED_POINTS_RATES: Record<PointsSource, number> = {
  DEPOSIT: 1_000,
  LIVE: 200,
  LOTTERY: 200,
  PVP: 200,
  SLOTS: 100,
  SPORTS: 200,
};

/** A seeded mall item; `key` names it across restarts. */
export interface SeedMallItem {
  key: string;
  kind: MallItemKind;
  /** In every language a brand may offer. */
  names: Record<TableLanguage, string>;
  image: string;
  points: number;
  amount: number;
  value: number;
  stock: number | null;
}

/** Every merchant's starting mall items, in their order. */
export const SEED_MALL_ITEMS: SeedMallItem[] = [
  {
    key: 'bonus-10',
    kind: 'BONUS',
    names: { en: 'Bonus 10', bn: 'বোনাস ১০', pt: 'Bônus 10', tl: 'Bonus na 10', ar: 'مكافأة 10' },
    image: itemArt('coin', '#f7b733', '#fc4a1a'),
    points: 1_000,
    amount: 0,
    value: 1_000,
    stock: null,
  },
  {
    key: 'bonus-50',
    kind: 'BONUS',
    names: { en: 'Bonus 50', bn: 'বোনাস ৫০', pt: 'Bônus 50', tl: 'Bonus na 50', ar: 'مكافأة 50' },
    image: itemArt('coin', '#11998e', '#38ef7d'),
    points: 4_500,
    amount: 50_000,
    value: 5_000,
    stock: null,
  },
  {
    key: 't-shirt',
    kind: 'GIFT',
    names: {
      en: 'Team T-shirt',
      bn: 'দলের টি-শার্ট',
      pt: 'Camiseta do time',
      tl: 'T-shirt ng koponan',
      ar: 'قميص الفريق',
    },
    image: itemArt('shirt', '#4776e6', '#8e54e9'),
    points: 3_000,
    amount: 0,
    value: 0,
    stock: 20,
  },
  {
    key: 'headphones',
    kind: 'GIFT',
    names: {
      en: 'Headphones',
      bn: 'হেডফোন',
      pt: 'Fones de ouvido',
      tl: 'Headphones na pang-musika',
      ar: 'سماعات رأس',
    },
    image: itemArt('audio', '#232526', '#414345'),
    points: 20_000,
    amount: 100_000,
    value: 0,
    stock: 5,
  },
  {
    key: 'smartphone',
    kind: 'GIFT',
    names: { en: 'Smartphone', bn: 'স্মার্টফোন', pt: 'Smartphone', tl: 'Smartphone', ar: 'هاتف ذكي' },
    image: itemArt('phone', '#ee0979', '#ff6a00'),
    points: 150_000,
    amount: 500_000,
    value: 0,
    stock: 1,
  },
  {
    key: 'mug',
    kind: 'GIFT',
    names: {
      en: 'Coffee mug',
      bn: 'কফি মগ',
      pt: 'Caneca de café',
      tl: 'Tasa ng kape',
      ar: 'كوب قهوة',
    },
    image: itemArt('cup', '#b24592', '#f15f79'),
    points: 800,
    amount: 0,
    value: 0,
    stock: 0,
  },
];

/** Every merchant's starting conversion: 100 points for 100 minor units, at least 100 at once. */
export const SEED_POINTS_CONVERT = { convertPoints: 100, convertAmount: 100, minConvert: 100 };
