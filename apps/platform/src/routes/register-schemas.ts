import { REGISTER_FIELDS } from '@tessera/contract';
import { envelopeOf, objectOf } from './schema-helpers';

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Body of both registration calls: every form field a string; the rule engine does the rest. */
export const registerBody = {
  type: 'object',
  required: ['registerUrl', 'domain', 'registerMethod'],
  properties: {
    ...Object.fromEntries(REGISTER_FIELDS.map((field) => [field, str(255)])),
    countryDialingCode: str(8),
    referralCode: str(64),
    registerUrl: str(2048),
    domain: str(255),
    registerMethod: { const: 'WEB' },
  },
} as const;

const fieldRule = objectOf({
  enabled: { type: 'boolean' },
  required: { type: 'boolean' },
  acceptedPattern: { type: 'string' },
  patternId: { type: 'string' },
  minLength: { type: 'integer' },
  maxLength: { type: 'integer' },
});

export const registerSettingsReply = envelopeOf(
  objectOf({
    flags: { type: 'object', additionalProperties: { type: 'boolean' } },
    rules: { type: 'object', additionalProperties: fieldRule },
    countries: {
      type: 'array',
      items: objectOf({ countryCode: { type: 'string' }, countryDialingCode: { type: 'string' } }),
    },
    minimumAge: { type: 'integer' },
    freePlay: { type: 'boolean' },
  }),
);

export const affiliateQuery = {
  type: 'object',
  required: ['code'],
  properties: { code: str(64), domain: str(255) },
} as const;
export const affiliateReply = envelopeOf(objectOf({ valid: { type: 'boolean' } }));
