import Type, { type Static } from 'typebox';

/** A live-casino host (live model list); `gameCode` is the table this host deals. */
export const LiveModel = Type.Object({
  modelId: Type.String(),
  name: Type.String(),
  avatarUrl: Type.String(),
  online: Type.Boolean(),
  gameCode: Type.String(),
});
export type LiveModel = Static<typeof LiveModel>;

/** Reply value of `GCS_liveModelList`. */
export const LiveModels = Type.Array(LiveModel);
export type LiveModels = Static<typeof LiveModels>;

/** Query of the live chat launch: `?modelId=`. */
export const LiveChatQuery = Type.Object({ modelId: Type.String({ maxLength: 40 }) });
export type LiveChatQuery = Static<typeof LiveChatQuery>;

/** Live chat launch reply (spec §7: response chatUrl). */
export const LiveChatLaunch = Type.Object({ chatUrl: Type.String() });
export type LiveChatLaunch = Static<typeof LiveChatLaunch>;
