import { MAX_FEEDBACK_CHARS, MAX_FEEDBACK_WORDS, MIN_FEEDBACK_WORDS } from '@tessera/contract';

/** Words of a text: runs of non-space characters. */
export const wordCount = (text: string) => text.trim().split(/\s+/u).filter(Boolean).length;

/** Characters as a reader counts them (code points, so an emoji is one). */
export const charCount = (text: string) => [...text].length;

/** Why a feedback text is refused, or null: the rules the form and the platform share (spec §5). */
export function feedbackTextIssue(text: string): 'TEXT_TOO_LONG' | 'FEEDBACK_WORD_COUNT' | null {
  const trimmed = text.trim();
  if (charCount(trimmed) > MAX_FEEDBACK_CHARS) return 'TEXT_TOO_LONG';
  const words = wordCount(trimmed);
  if (words < MIN_FEEDBACK_WORDS || words > MAX_FEEDBACK_WORDS) return 'FEEDBACK_WORD_COUNT';
  return null;
}

/** Why an activity comment is refused, or null: not empty, at most 140 characters (spec §5). */
export function commentTextIssue(text: string): 'TEXT_TOO_LONG' | 'COMMENT_EMPTY' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'COMMENT_EMPTY';
  return charCount(trimmed) > MAX_FEEDBACK_CHARS ? 'TEXT_TOO_LONG' : null;
}
