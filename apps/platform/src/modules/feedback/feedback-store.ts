import {
  QUESTION_TYPES,
  type Feedback,
  type FeedbackStatus,
  type OperatorFeedback,
  type QuestionType,
} from '@tessera/contract';
import { feedbackTextIssue } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { ImageForm } from '../../core/http/image-form';
import { accountNames } from '../accounts';
import { sendMessage } from '../messages';
import type { FeedbackTable } from './feedback-tables';
import { saveImages } from './upload-forms';

type Row = Pick<
  FeedbackTable,
  'question_type' | 'content' | 'answer' | 'created_at' | 'answered_at'
> & { id: string | number; images: string | number };

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function view(row: Row): Feedback {
  return {
    id: Number(row.id),
    questionType: row.question_type as QuestionType,
    content: row.content,
    images: Number(row.images),
    status: row.answer === null ? 'open' : 'answered',
    answer: row.answer,
    createdAt: new Date(row.created_at).toISOString(),
    answeredAt: iso(row.answered_at),
  };
}

/** The text rules as an ApiError (spec §5: 140 characters, the word bounds). */
export function textError(issue: string | null): ApiError | null {
  if (issue === 'TEXT_TOO_LONG')
    return new ApiError(400, 'TEXT_TOO_LONG', 'At most 140 characters');
  if (issue === 'FEEDBACK_WORD_COUNT')
    return new ApiError(400, 'FEEDBACK_WORD_COUNT', 'Content outside the word bounds');
  if (issue === 'COMMENT_EMPTY') return new ApiError(400, 'COMMENT_EMPTY', 'A comment needs text');
  return null;
}

/** Checks and stores a member's feedback with its images, in one transaction. */
export async function submitFeedback(
  db: Db,
  member: { id: number; merchantCode: string },
  form: ImageForm<string>,
  now: Date,
): Promise<Feedback> {
  const questionType = QUESTION_TYPES.find((type) => type === form.fields.questionType);
  if (!questionType) throw new ApiError(400, 'FORM_INVALID', 'Unknown question type');
  const content = (form.fields.content ?? '').trim();
  const refused = textError(feedbackTextIssue(content));
  if (refused) throw refused;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('feedback')
      .values({
        merchant_code: member.merchantCode,
        member_id: member.id,
        question_type: questionType,
        content,
        created_at: now,
      })
      .returning(['id', 'question_type', 'content', 'answer', 'created_at', 'answered_at'])
      .executeTakeFirstOrThrow();
    await saveImages(trx, { feedbackId: Number(row.id) }, form.images, now);
    return view({ ...row, images: form.images.length });
  });
}

/** The merchant's feedback for the operator, newest first. */
export async function listFeedback(
  db: Db,
  merchantCode: string,
  query: { status?: FeedbackStatus; cursor?: string; limit: number },
): Promise<{ items: OperatorFeedback[]; nextCursor: string | null }> {
  const rows = await db
    .selectFrom('feedback')
    .select([
      'feedback.id',
      'feedback.question_type',
      'feedback.content',
      'feedback.answer',
      'feedback.created_at',
      'feedback.answered_at',
      'feedback.member_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('uploaded_image')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('uploaded_image.feedback_id', '=', 'feedback.id')
        .as('images'),
    )
    .where('feedback.merchant_code', '=', merchantCode)
    .$if(query.status === 'open', (q) => q.where('feedback.answer', 'is', null))
    .$if(query.status === 'answered', (q) => q.where('feedback.answer', 'is not', null))
    .$if(query.cursor !== undefined, (q) => q.where('feedback.id', '<', query.cursor!))
    .orderBy('feedback.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const accounts = await accountNames(
    db,
    page.map((row) => row.member_id),
  );
  return {
    items: page.map((row) => ({
      ...view({ ...row, images: row.images ?? 0 }),
      memberId: Number(row.member_id),
      account: accounts.get(Number(row.member_id)) ?? '',
    })),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}

/**
 * The operator's answer: stored once (a second answer is 409 FEEDBACK_ANSWERED, also when two
 * race: the update only takes an open row) and sent to the member as a message in the same
 * transaction.
 */
export async function answerFeedback(
  db: Db,
  id: number,
  answer: string,
  now: Date,
  /** Given what the feedback had before (no answer: the update only takes an unanswered one). */
  noteBefore: (before: { answer: null; answeredAt: null }) => void = () => {},
): Promise<Feedback> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('feedback')
      .set({ answer: answer.trim(), answered_at: now })
      .where('id', '=', id)
      .where('answer', 'is', null)
      .returning([
        'id',
        'merchant_code',
        'member_id',
        'question_type',
        'content',
        'answer',
        'created_at',
        'answered_at',
      ])
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('feedback')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      throw exists
        ? new ApiError(409, 'FEEDBACK_ANSWERED', 'This feedback was answered already')
        : new ApiError(404, 'FEEDBACK_NOT_FOUND', 'No such feedback');
    }
    noteBefore({ answer: null, answeredAt: null });
    await sendMessage(trx, {
      merchantCode: row.merchant_code,
      memberId: Number(row.member_id),
      template: 'feedbackAnswered',
      params: { questionType: row.question_type, question: row.content },
      title: '',
      body: row.answer ?? '',
      key: `feedback:${row.id}`,
      at: now,
    });
    const images = await trx
      .selectFrom('uploaded_image')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('feedback_id', '=', id)
      .executeTakeFirstOrThrow();
    return view({ ...row, images: images.n });
  });
}

/** One image of a feedback, for the operator; 404 NOT_FOUND when there is none. */
export async function feedbackImage(db: Db, id: number, n: number) {
  const image = await db
    .selectFrom('uploaded_image')
    .select(['media_type', 'bytes'])
    .where('feedback_id', '=', id)
    .where('position', '=', n)
    .executeTakeFirst();
  if (!image) throw new ApiError(404, 'NOT_FOUND', 'No such image');
  return image;
}
