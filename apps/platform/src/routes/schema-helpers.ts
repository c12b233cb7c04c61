// Building blocks of response schemas: Fastify serializes with them, so a field not listed in
// a schema never leaks out.

/** The envelope `{ code, message, value }` around a value schema. */
export const envelopeOf = (value: object) => ({
  type: 'object',
  required: ['code', 'message', 'value'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, value },
});

/** A string that may be null. */
export const nullableString = { type: ['string', 'null'] } as const;

/** An array of strings. */
export const stringArray = { type: 'array', items: { type: 'string' } } as const;

/** An object whose every listed property is required. */
export function objectOf(properties: Record<string, object>) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}
