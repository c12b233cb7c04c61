import { PATHS } from '@tessera/contract';

/** Vendor cards' artwork: `${VENDOR_ART}/{vassalage}.svg`, no merchant header (like game art). */
export const VENDOR_ART = '/cdn/vendors';
/** Live hosts' avatars: `${HOST_ART}/{modelId}.svg`. */
export const HOST_ART = '/cdn/hosts';

/** The artwork URL of a game (contract: `${PATHS.gameArt}/{gameCode}.svg`). */
export const gameArtUrl = (gameCode: string) =>
  `${PATHS.gameArt}/${encodeURIComponent(gameCode)}.svg`;
export const vendorArtUrl = (vassalage: string) =>
  `${VENDOR_ART}/${encodeURIComponent(vassalage)}.svg`;
export const hostArtUrl = (modelId: string) => `${HOST_ART}/${encodeURIComponent(modelId)}.svg`;
