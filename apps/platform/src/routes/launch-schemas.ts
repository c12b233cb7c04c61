import { GAME_TYPES } from '@tessera/contract';
import { languageParam } from './query-schemas';
import { envelopeOf, objectOf } from './schema-helpers';

const code = { type: 'string', minLength: 1, maxLength: 64 } as const;
const text = { type: 'string', maxLength: 255 } as const;

/** `LaunchRequest` (spec §7): the sandbox reads gameCode, vassalage, gameType and language. */
const launchProperties = {
  gameCode: code,
  vassalage: code,
  gameType: { enum: [...GAME_TYPES] },
  language: languageParam,
  device: { enum: ['WEB', 'MOBILE'] },
  backUrl: { type: 'string', maxLength: 2048 },
  prizeMode: text,
  lottoArea: text,
  launchMode: text,
} as const;

export const launchGameBody = {
  type: 'object',
  required: ['gameCode', 'vassalage'],
  properties: launchProperties,
} as const;

export const launchVendorBody = {
  type: 'object',
  required: ['vassalage'],
  properties: launchProperties,
} as const;

export const launchReply = envelopeOf(objectOf({ url: { type: 'string' } }));
