import Type from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { WalletBalance } from '../wallet/balance';
import { emptyEnvelope, envelope } from './envelope';
import { LanguageParam } from './params';
import { Nullable } from './schema-types';

describe('envelope', () => {
  it('wraps a value with an OK or catalogue code and a message', () => {
    const reply = {
      code: 'OK',
      message: '',
      value: { balance: 1250, inGames: 0, currency: 'BDT', currencySymbol: '৳', demo: false },
    };
    expect(Value.Check(envelope(WalletBalance), reply)).toBe(true);
    expect(Value.Check(envelope(WalletBalance), { ...reply, code: 'SESSION_ENDED' })).toBe(true);
    expect(Value.Check(envelope(WalletBalance), { ...reply, code: 'WHATEVER' })).toBe(false);
    expect(
      Value.Check(envelope(WalletBalance), {
        ...reply,
        value: { balance: 12.5, currency: 'BDT', currencySymbol: '৳', demo: false },
      }),
    ).toBe(false);
  });

  it('has a null value for calls that answer nothing', () => {
    expect(Value.Check(emptyEnvelope(), { code: 'OK', message: '', value: null })).toBe(true);
    expect(Value.Check(emptyEnvelope(), { code: 'OK', message: '', value: {} })).toBe(false);
  });
});

describe('shared fields', () => {
  it('a nullable keeps its own constraints and is written as a type list', () => {
    const schema = Nullable(Type.String({ maxLength: 3 }));
    expect(JSON.parse(JSON.stringify(schema))).toEqual({ type: ['string', 'null'], maxLength: 3 });
    expect(Value.Check(schema, null)).toBe(true);
    expect(Value.Check(schema, 'abcd')).toBe(false);
  });

  it.each(['bn', 'EN', 'pt-BR', 'pt_br'])('a language code %s is accepted', (code) => {
    expect(Value.Check(LanguageParam, code)).toBe(true);
  });

  it.each(['english', 'b', 'pt-BRAZIL', 'bn\u0000'])('a language code %j is refused', (code) => {
    expect(Value.Check(LanguageParam, code)).toBe(false);
  });
});
