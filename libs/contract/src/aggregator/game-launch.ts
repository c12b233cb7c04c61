import Type, { type Static } from 'typebox';

// Valkyrie's `gameLaunchRequest` and `gameLaunchResponse`, written from the document's fields.
// The game session token travels in the `X-Player-Token` header (PAM_TOKEN_HEADER), the
// operator's API key as `Authorization: Bearer <key>`.

/** Free-form, provider-specific launch settings (the document's `launchConfig` object). */
export const AggregatorLaunchConfig = Type.Record(Type.String(), Type.Unknown());
export type AggregatorLaunchConfig = Static<typeof AggregatorLaunchConfig>;

/** Body of `POST /{provider}/gamelaunch`. */
export const AggregatorGameLaunchRequest = Type.Object({
  /** The operator's name for the site (the platform sends the merchant code). */
  casino: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  currency: Type.String({ minLength: 1 }),
  /** The provider's id of the game (the platform sends the game code). */
  providerGameId: Type.String({ minLength: 1 }),
  language: Type.Optional(Type.String()),
  launchConfig: Type.Optional(AggregatorLaunchConfig),
  /** The player id the PAM API speaks of (the member id). */
  playerId: Type.String({ minLength: 1 }),
  sessionIp: Type.Optional(Type.String()),
});
export type AggregatorGameLaunchRequest = Static<typeof AggregatorGameLaunchRequest>;

/** The aggregator's answer: where the player's browser opens the game. */
export const AggregatorGameLaunchResponse = Type.Object({ gameUrl: Type.String() });
export type AggregatorGameLaunchResponse = Static<typeof AggregatorGameLaunchResponse>;
