import {
  MAX_FEEDBACK_CHARS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_IMAGES,
  UPLOAD_MEDIA_TYPES,
  type UploadMediaType,
} from '@tessera/contract';
import { randomBytes } from 'node:crypto';
import type { Trx } from '../../core/db/database';
import { imageFormLimits, type FormImage, type ImageFormRules } from '../../core/http/image-form';
import './feedback-tables';

const errors = {
  invalid: 'FORM_INVALID',
  tooMany: 'UPLOAD_TOO_MANY',
  tooLarge: 'UPLOAD_TOO_LARGE',
  notImage: 'UPLOAD_NOT_IMAGE',
} as const;

// A field holds at most 140 characters of up to 4 bytes each; the text rules check the rest.
const TEXT_BYTES = MAX_FEEDBACK_CHARS * 4;

/** `PUT /wps/feedback`: question type, content, up to 3 png/jpg images of at most 5 MB. */
export const FEEDBACK_FORM: ImageFormRules<UploadMediaType> = {
  fields: { questionType: 32, content: TEXT_BYTES },
  fileField: 'image',
  maxFiles: MAX_UPLOAD_IMAGES,
  maxFileBytes: MAX_UPLOAD_BYTES,
  mediaTypes: UPLOAD_MEDIA_TYPES,
  errors,
};

/** An activity comment: content and up to 3 images. */
export const COMMENT_FORM: ImageFormRules<UploadMediaType> = {
  ...FEEDBACK_FORM,
  fields: { content: TEXT_BYTES },
};

export const FEEDBACK_FORM_LIMITS = imageFormLimits(FEEDBACK_FORM);
export const COMMENT_FORM_LIMITS = imageFormLimits(COMMENT_FORM);

/** Stores a form's images for their owner, in order; returns their ids. */
export async function saveImages(
  trx: Trx,
  owner: { feedbackId: number } | { commentId: number },
  images: FormImage[],
  now: Date,
): Promise<string[]> {
  if (images.length === 0) return [];
  const rows = images.map((image, position) => ({
    id: randomBytes(16).toString('hex'),
    feedback_id: 'feedbackId' in owner ? owner.feedbackId : null,
    comment_id: 'commentId' in owner ? owner.commentId : null,
    position,
    media_type: image.mediaType,
    bytes: image.bytes,
    created_at: now,
  }));
  await trx.insertInto('uploaded_image').values(rows).execute();
  return rows.map((row) => row.id);
}
