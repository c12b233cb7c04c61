import { defineSection } from './define-section';

/** The lobby. */
export const home = defineSection({
  en: {
    welcome: 'Welcome to {{name}}',
    merchant: 'Operated by {{name}} · wallet in {{currency}}',
  },
  bn: {
    welcome: '{{name}}-এ স্বাগতম',
    merchant: 'পরিচালনায় {{name}} · ওয়ালেট {{currency}}-এ',
  },
  pt: {
    welcome: 'Bem-vindo ao {{name}}',
    merchant: 'Operado por {{name}} · carteira em {{currency}}',
  },
  tl: {
    welcome: 'Maligayang pagdating sa {{name}}',
    merchant: 'Pinapatakbo ng {{name}} · wallet sa {{currency}}',
  },
  ar: {
    welcome: 'أهلًا بك في {{name}}',
    merchant: 'يديره {{name}} · المحفظة بـ {{currency}}',
  },
});
