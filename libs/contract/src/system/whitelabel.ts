import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { TABLE_LANGUAGES } from './constants';

export type TableLanguage = (typeof TABLE_LANGUAGES)[number];

const nodeDefs = {
  /**
   * A node of the merchant's feature tree (spec §3: modId, enabled, childrenNodes). Shared by
   * `$id`: the platform registers it once with `app.addSchema(WhitelabelNode)`, and replies
   * point at it with `WhitelabelNodeRef`.
   */
  WhitelabelNode: Type.Object(
    {
      modId: Type.String(),
      enabled: Type.Boolean(),
      childrenNodes: Type.Array(Type.Ref('WhitelabelNode')),
    },
    { $id: 'WhitelabelNode' },
  ),
};
/** The shared `$id` schema of a feature-tree node; register it with `addSchema`. */
export const WhitelabelNode = nodeDefs.WhitelabelNode;
/** The feature tree on its own (self-contained: `$defs` plus `$ref`), for checks outside Fastify. */
export const WhitelabelNodeTree = Type.Cyclic(nodeDefs, 'WhitelabelNode');
export type WhitelabelNode = Static<typeof WhitelabelNodeTree>;
/** A reference to the shared node schema, typed as a node. */
export const WhitelabelNodeRef = Type.Unsafe<WhitelabelNode>(Type.Ref('WhitelabelNode'));

/** `GET /wps/system/whitelabel`: who the merchant is and which features it switched on. */
export const WhitelabelInfo = Type.Object({
  merchantCode: Type.String(),
  displayName: Type.String(),
  /** ISO 4217 code, e.g. BDT. */
  currency: Type.String(),
  defaultLanguage: StringEnum(TABLE_LANGUAGES),
  languages: Type.Array(StringEnum(TABLE_LANGUAGES)),
  /** IANA time zone the merchant's days are counted in (records, limits), e.g. Asia/Dhaka. */
  timeZone: Type.String(),
  tree: Type.Array(WhitelabelNodeRef),
});
export type WhitelabelInfo = Static<typeof WhitelabelInfo>;

/** `GET /wps/system/status`: whether the site is open right now. */
export const SystemStatusInfo = Type.Object({
  maintenance: Type.Boolean(),
  /** ISO 8601 end of the maintenance window, when one is planned. */
  maintenanceEnd: Nullable(Type.String()),
  /** ISO 8601 time on the platform, for clocks that must agree with it. */
  serverTime: Type.String(),
});
export type SystemStatusInfo = Static<typeof SystemStatusInfo>;
