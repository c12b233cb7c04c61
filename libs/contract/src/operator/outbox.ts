import Type, { type Static } from 'typebox';
import { StringEnum, type WithDefaults } from '../core/schema-types';
import { OUTBOX_CHANNELS } from './paths';

/** Query of `GET /ops/outbox`: one recipient's messages, at most `limit`. */
export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  /** @default 50 */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});
export type OutboxQuery = Static<typeof OutboxQuery>;
/** The outbox query as the handler sees it, after defaults. */
export type OutboxParams = WithDefaults<OutboxQuery, 'limit'>;

/** One message of the outbox (the default adapter's record of an SMS or e-mail). */
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  merchantCode: Type.String(),
  channel: StringEnum(OUTBOX_CHANNELS),
  to: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** Reply value of the outbox call: newest first. */
export const OutboxMessages = Type.Array(OutboxMessage);
export type OutboxMessages = Static<typeof OutboxMessages>;
