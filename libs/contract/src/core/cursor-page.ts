import Type, { type TArray, type TObject, type TProperties, type TSchema } from 'typebox';
import { Nullable } from './schema-types';

/** The cursor of the next page, as the caller passes it back; null on the last page. */
const NextCursor = Nullable(Type.String());

type PageProperties<K extends string, T extends TSchema, E extends TProperties> = {
  [P in K]: TArray<T>;
} & { nextCursor: typeof NextCursor } & E;

/**
 * A page of a newest-first list: the rows under `key` (`list` or `items`, as each call named it
 * on the wire), the next page's cursor, then any figures of the whole filtered range (`extra`).
 * The one builder of every cursor-paged reply.
 */
export function CursorPage<
  K extends 'list' | 'items',
  T extends TSchema,
  E extends TProperties = Record<never, never>,
>(key: K, item: T, extra?: E): TObject<PageProperties<K, T, E>> {
  const properties = { [key]: Type.Array(item), nextCursor: NextCursor, ...extra };
  return Type.Object(properties as PageProperties<K, T, E>);
}
