// Response schemas: Fastify serializes with them, so a field not listed here never leaks out.
import { envelopeOf } from './schema-helpers';

/** Shared schema for the recursive feature tree; `buildApp` registers it for every route. */
export const whitelabelNodeSchema = {
  $id: 'WhitelabelNode',
  type: 'object',
  required: ['modId', 'enabled', 'childrenNodes'],
  properties: {
    modId: { type: 'string' },
    enabled: { type: 'boolean' },
    childrenNodes: { type: 'array', items: { $ref: 'WhitelabelNode#' } },
  },
} as const;

/** 200 reply of GET /wps/system/whitelabel. */
export const whitelabelReply = envelopeOf({
  type: 'object',
  required: ['merchantCode', 'displayName', 'currency', 'defaultLanguage', 'languages', 'tree'],
  properties: {
    merchantCode: { type: 'string' },
    displayName: { type: 'string' },
    currency: { type: 'string' },
    defaultLanguage: { type: 'string' },
    languages: { type: 'array', items: { type: 'string' } },
    tree: { type: 'array', items: { $ref: 'WhitelabelNode#' } },
  },
});

/** 200 reply of GET /wps/system/status. */
export const statusReply = envelopeOf({
  type: 'object',
  required: ['maintenance', 'maintenanceEnd', 'serverTime'],
  properties: {
    maintenance: { type: 'boolean' },
    maintenanceEnd: { type: ['string', 'null'] },
    serverTime: { type: 'string' },
  },
});
