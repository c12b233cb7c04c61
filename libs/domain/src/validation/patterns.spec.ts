import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPattern, PATTERN_IDS, type PatternId } from './patterns';

const TABLE: Record<PatternId, { pass: string[]; fail: string[] }> = {
  LENGTH: { pass: ['', 'anything at all', '密码 🎲'], fail: [] },
  LETTER_FIRST_ALNUM: { pass: ['a', 'alice99', 'Z1'], fail: ['9lives', '_al', 'al ice', 'ål'] },
  CHINESE_DIGITS: { pass: ['张三', '王五2024', '123'], fail: ['张 三', 'abc', '张三!'] },
  EMAIL: {
    pass: ['a@b.co', 'first.last+tag@mail.example.org'],
    fail: ['a@b', '@b.co', 'a b@c.co', 'a@b.c', 'a@@b.co'],
  },
  ALNUM: { pass: ['abc', '123', 'aB3'], fail: ['a-b', 'a b', 'ä'] },
  LETTERS_AND_DIGITS: { pass: ['a1', '1a', 'Abc123'], fail: ['abc', '123', 'a1!'] },
  DIGITS: { pass: ['0', '0123456789'], fail: ['1.5', '-1', '١٢'] },
  ALNUM_WITH_UPPER: { pass: ['Abc', 'abC1', 'A'], fail: ['abc1', 'Ab-c'] },
  LETTERS_SPACES: { pass: ['John Smith', 'a'], fail: ['   ', 'John3', 'Jöhn'] },
  NO_SPACES: { pass: ['a!b', '张三'], fail: ['a b', 'a\tb', ' a'] },
  CHINESE_PUNCT: {
    pass: ['张三', '阿·卜杜', '你好，世界。', '“好”'],
    fail: ['abc', '张3', '张 三'],
  },
  DATE_YMD: {
    pass: ['2024-02-29', '1999-12-31', '2000-01-01'],
    fail: ['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024/01/01'],
  },
  DATE_MDY: {
    pass: ['02-29-2024', '12-31-1999'],
    fail: ['02-29-2023', '13-01-2024', '2024-01-01', '1-1-2024'],
  },
  KOREAN: { pass: ['홍길동', '한국어'], fail: ['홍 길동', 'Kim', '홍1'] },
  THAI: { pass: ['สมชาย', 'ภาษาไทย'], fail: ['สม ชาย', 'Somchai', 'สม1'] },
  THAI_ENGLISH_SPACES: { pass: ['สมชาย ใจดี', 'John Smith', 'John สมชาย'], fail: ['  ', 'John3'] },
  UPPER_SPACES: { pass: ['JOHN SMITH', 'A'], fail: ['John', '   ', 'JOHN3'] },
  LETTERS_DIGITS_SYMBOLS: { pass: ['abc', 'a1!', '#$%'], fail: ['a b', 'pässword', '密码'] },
  STRONG_PASSWORD: {
    pass: ['Abcdef1!', 'xY9#', 'P@ssw0rd'],
    fail: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc 1!de'],
  },
  MOBILE: {
    pass: ['123456', '123456789012345'],
    fail: ['12345', '1234567890123456', '+8801712', '0171-234567'],
  },
};

describe('matchesPattern', () => {
  it('has a table row for every pattern id', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PATTERN_IDS].sort());
  });

  describe.each(PATTERN_IDS)('%s', (id) => {
    const row = TABLE[id];
    it.each(row.pass.map((value) => [value]))('accepts %j', (value) => {
      expect(matchesPattern(id, value)).toBe(true);
    });
    if (row.fail.length > 0) {
      it.each(row.fail.map((value) => [value]))('refuses %j', (value) => {
        expect(matchesPattern(id, value)).toBe(false);
      });
    }
  });

  it('every LETTER_FIRST_ALNUM match starts with a letter and is alphanumeric', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!matchesPattern('LETTER_FIRST_ALNUM', value)) return;
        expect(value).toMatch(/^[A-Za-z]/);
        expect(value).toMatch(/^[A-Za-z0-9]+$/);
      }),
    );
  });

  it('every STRONG_PASSWORD match has an upper, a lower, a digit and a symbol', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (value) => {
        if (!matchesPattern('STRONG_PASSWORD', value)) return;
        for (const part of [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/]) expect(value).toMatch(part);
      }),
    );
  });

  it('DATE_YMD accepts exactly the days that exist', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(matchesPattern('DATE_YMD', date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});
