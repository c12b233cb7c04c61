import { FEEDBACK_PATHS, type ActivityComment, type OperatorComment } from '@tessera/contract';
import { commentTextIssue, maskAccount } from '@tessera/domain';
import type { Db } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import type { ImageForm } from '../../core/http/image-form';
import { accountNames } from '../accounts';
import { textError } from './feedback-store';
import { saveImages } from './upload-forms';

const imagePath = (id: string) => FEEDBACK_PATHS.commentImage.replace(':imageId', id);

/** Checks and stores a member's comment on a promotion with its images, in one transaction. */
export async function addComment(
  db: Db,
  member: { id: number; merchantCode: string; account: string },
  promotionId: string,
  form: ImageForm<string>,
  now: Date,
): Promise<ActivityComment> {
  const content = (form.fields.content ?? '').trim();
  const refused = textError(commentTextIssue(content));
  if (refused) throw refused;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('activity_comment')
      .values({
        merchant_code: member.merchantCode,
        promotion_id: promotionId,
        member_id: member.id,
        content,
        created_at: now,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const ids = await saveImages(trx, { commentId: Number(row.id) }, form.images, now);
    return {
      id: Number(row.id),
      author: maskAccount(member.account),
      content,
      images: ids.map(imagePath),
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}

/** Comments of the merchant, of one promotion or all, newest first, with their images' paths. */
export async function listComments(
  db: Db,
  merchantCode: string,
  query: { promotionId?: string; cursor?: string; limit: number },
): Promise<{ items: OperatorComment[]; nextCursor: string | null }> {
  const rows = await db
    .selectFrom('activity_comment as c')
    .select(['c.id', 'c.promotion_id', 'c.member_id', 'c.content', 'c.created_at'])
    .where('c.merchant_code', '=', merchantCode)
    .$if(query.promotionId !== undefined, (q) => q.where('c.promotion_id', '=', query.promotionId!))
    .$if(query.cursor !== undefined, (q) => q.where('c.id', '<', query.cursor!))
    .orderBy('c.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const accounts = await accountNames(
    db,
    page.map((row) => row.member_id),
  );
  const images =
    page.length === 0
      ? []
      : await db
          .selectFrom('uploaded_image')
          .select(['id', 'comment_id'])
          .where(
            'comment_id',
            'in',
            page.map((row) => row.id),
          )
          .orderBy('comment_id')
          .orderBy('position')
          .execute();
  return {
    items: page.map((row) => ({
      id: Number(row.id),
      promotionId: row.promotion_id,
      memberId: Number(row.member_id),
      author: maskAccount(accounts.get(Number(row.member_id)) ?? ''),
      content: row.content,
      images: images
        .filter((image) => Number(image.comment_id) === Number(row.id))
        .map((image) => imagePath(image.id)),
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}

/** A comment image by its random id (a feedback's images are the operator's only). */
export async function commentImage(db: Db, imageId: string) {
  const image = await db
    .selectFrom('uploaded_image')
    .select(['media_type', 'bytes'])
    .where('id', '=', imageId)
    .where('comment_id', 'is not', null)
    .executeTakeFirst();
  if (!image) throw new ApiError(404, 'NOT_FOUND', 'No such image');
  return image;
}
