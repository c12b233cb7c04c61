import Type, { type Static } from 'typebox';

/** Path params of the artwork calls (`/cdn/games/{gameCode}.svg`, vendors, hosts). */
export const ArtworkParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,48}\\.svg$' }),
});
export type ArtworkParams = Static<typeof ArtworkParams>;
