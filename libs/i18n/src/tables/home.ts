import type { SectionOf } from './define-section';

/** The lobby. */
export const en = {
  welcome: 'Welcome to {{name}}',
  merchant: 'Operated by {{name}} · wallet in {{currency}}',
};

export const bn = {
  welcome: '{{name}}-এ স্বাগতম',
  merchant: 'পরিচালনায় {{name}} · ওয়ালেট {{currency}}-এ',
} satisfies SectionOf<typeof en>;

export const pt = {
  welcome: 'Bem-vindo ao {{name}}',
  merchant: 'Operado por {{name}} · carteira em {{currency}}',
} satisfies SectionOf<typeof en>;

export const tl = {
  welcome: 'Maligayang pagdating sa {{name}}',
  merchant: 'Pinapatakbo ng {{name}} · wallet sa {{currency}}',
} satisfies SectionOf<typeof en>;

export const ar = {
  welcome: 'أهلًا بك في {{name}}',
  merchant: 'يديره {{name}} · المحفظة بـ {{currency}}',
} satisfies SectionOf<typeof en>;
