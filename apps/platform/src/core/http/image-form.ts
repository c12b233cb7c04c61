import type { ErrorCode } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from './api-error';

/** An uploaded image whose type was read from its bytes. */
export interface FormImage<M extends string = string> {
  bytes: Buffer;
  mediaType: M;
}

/** What one image form accepts and the catalogue codes of its refusals. */
export interface ImageFormRules<M extends string> {
  /** Text fields by name, each at most this many bytes. */
  fields: Record<string, number>;
  /** The name of the file parts. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Media types accepted, as detected from the bytes (never the declared type or name). */
  mediaTypes: readonly M[];
  errors: {
    /** A broken body, an unknown or repeated part: 400. */
    invalid: ErrorCode;
    /** More files than `maxFiles`: 400. */
    tooMany: ErrorCode;
    /** A file over `maxFileBytes`: 413. */
    tooLarge: ErrorCode;
    /** A file of another type: 415. */
    notImage: ErrorCode;
  };
}

/** A read form: its text fields (those sent) and images, in order. */
export interface ImageForm<M extends string> {
  fields: Partial<Record<string, string>>;
  images: FormImage<M>[];
}

/** @fastify/multipart's limits for a form of these rules (register the parser with them). */
export function imageFormLimits(
  rules: Pick<ImageFormRules<string>, 'fields' | 'maxFiles' | 'maxFileBytes'>,
) {
  const fieldCount = Object.keys(rules.fields).length;
  return {
    fileSize: rules.maxFileBytes,
    files: rules.maxFiles,
    fields: fieldCount,
    // Room for one part more than allowed, so one image too many meets the clearer files limit.
    parts: rules.maxFiles + fieldCount + 1,
    fieldSize: Math.max(...Object.values(rules.fields), 1),
  };
}

/**
 * Reads a multipart form of text fields and image files part by part (each file buffered up to
 * its limit), then checks every image's type from its bytes. Any refusal is an ApiError with the
 * form's own codes, never a 5xx; nothing is written here.
 */
export async function readImageForm<M extends string>(
  request: FastifyRequest,
  rules: ImageFormRules<M>,
): Promise<ImageForm<M>> {
  const { errors } = rules;
  const invalid = (why: string) => new ApiError(400, errors.invalid, `The form is invalid: ${why}`);
  const fields: Partial<Record<string, string>> = {};
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: imageFormLimits(rules) })) {
      if (part.type === 'file' && part.fieldname === rules.fileField)
        buffers.push(await part.toBuffer());
      else if (
        part.type === 'field' &&
        part.fieldname in rules.fields &&
        fields[part.fieldname] === undefined
      )
        fields[part.fieldname] = String(part.value);
      else throw invalid(`unexpected part "${part.fieldname}"`);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, errors.tooLarge, 'An image is larger than the limit');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiError(400, errors.tooMany, `At most ${rules.maxFiles} images`);
    // Not multipart, a broken body, a field too long: the caller's mistake, never a 5xx.
    throw invalid(error instanceof Error ? error.message : 'unreadable');
  }
  const images: FormImage<M>[] = [];
  for (const bytes of buffers) {
    const detected = await fileTypeFromBuffer(bytes);
    const mediaType = rules.mediaTypes.find((type) => type === detected?.mime);
    if (!mediaType) throw new ApiError(415, errors.notImage, 'Not an accepted image type');
    images.push({ bytes, mediaType });
  }
  return { fields, images };
}
