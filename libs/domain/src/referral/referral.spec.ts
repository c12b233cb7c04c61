import { describe, expect, it } from 'vitest';
import { charCount, commentTextIssue, feedbackTextIssue, maskAccount, wordCount } from './index';

describe('maskAccount', () => {
  it.each([
    ['player1', 'pl***1'],
    ['abcd', 'a***d'],
    ['ab', 'a***'],
    ['', '***'],
    ['8801712345678', '88***8'],
  ])('%s → %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});

describe('feedback text', () => {
  it('counts words and characters as a reader does', () => {
    expect(wordCount('  one  two\nthree ')).toBe(3);
    expect(charCount('😀ab')).toBe(3);
  });

  it.each([
    ['too few', 'FEEDBACK_WORD_COUNT'],
    ['three words here', null],
    [Array.from({ length: 41 }, () => 'a').join(' '), 'FEEDBACK_WORD_COUNT'],
    [`a b ${'c'.repeat(137)}`, 'TEXT_TOO_LONG'],
    [`a b ${'c'.repeat(136)}`, null],
  ])('%s → %s', (text, issue) => {
    expect(feedbackTextIssue(text)).toBe(issue);
  });

  it('refuses an empty or over-long comment', () => {
    expect(commentTextIssue('   ')).toBe('COMMENT_EMPTY');
    expect(commentTextIssue('x'.repeat(141))).toBe('TEXT_TOO_LONG');
    expect(commentTextIssue('x'.repeat(140))).toBe(null);
  });
});
