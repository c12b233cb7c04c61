import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency-symbol';

describe('currencySymbol', () => {
  it.each([
    ['BDT', 'en', '৳'],
    ['BDT', 'bn', '৳'],
    ['PHP', 'tl', '₱'],
    ['BRL', 'pt', 'R$'],
    ['BDT', 'not a tag!', 'BDT'],
  ])('%s in %s is %s', (currency, language, symbol) => {
    expect(currencySymbol(currency, language)).toBe(symbol);
  });
});
