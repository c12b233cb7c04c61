import { envelopeOf, nullableString, objectOf, stringArray } from './schema-helpers';

/** Body of PUT /ops/merchants/:code/settings. Unknown fields are refused, not dropped. */
export const settingsBody = {
  type: 'object',
  propertyNames: { enum: ['maintenance', 'maintenanceEnd', 'blockedCountries', 'blockedCidrs'] },
  properties: {
    maintenance: { type: 'boolean' },
    // A type list rather than anyOf: with Fastify's type coercion anyOf would turn null into "".
    maintenanceEnd: { type: ['string', 'null'], format: 'date-time' },
    blockedCountries: {
      type: 'array',
      maxItems: 300,
      items: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    },
    // Checked with the domain's CIDR parser in the handler, which names every bad entry.
    blockedCidrs: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 64 } },
  },
} as const;

export const settingsParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** 200 reply: the merchant's settings after the change. */
export const settingsReply = envelopeOf(
  objectOf({
    merchantCode: { type: 'string' },
    maintenance: { type: 'boolean' },
    maintenanceEnd: nullableString,
    blockedCountries: stringArray,
    blockedCidrs: stringArray,
  }),
);

export const outboxQuery = {
  type: 'object',
  properties: {
    to: { type: 'string', maxLength: 254 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  },
} as const;

/** 200 reply of GET /ops/outbox: newest first. */
export const outboxReply = envelopeOf({
  type: 'array',
  items: objectOf({
    id: { type: 'integer' },
    merchantCode: { type: 'string' },
    channel: { type: 'string' },
    to: { type: 'string' },
    body: { type: 'string' },
    createdAt: { type: 'string' },
  }),
});
