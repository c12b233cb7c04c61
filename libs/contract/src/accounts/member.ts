import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';
import { MemberTypeSchema } from './session';

/** `GET /wps/member/info` (token). */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Nullable(Type.String()),
  type: MemberTypeSchema,
  /** Account of the upline agent, if any. */
  parentAgent: Nullable(Type.String()),
  currency: Type.String(),
  language: Type.String(),
  email: Nullable(Type.String()),
  /** Masked, e.g. `+880 17****5678`. */
  mobile: Nullable(Type.String()),
  payeeName: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type MemberInfo = Static<typeof MemberInfo>;

/** `GET /wps/member/info/icon` (token). */
export const MemberIcon = Type.Object({ iconUrl: Nullable(Type.String()) });
export type MemberIcon = Static<typeof MemberIcon>;

/** Login info loaded after sign-in (spec §4 "load login info"). */
export const LoginInfo = Type.Object({
  member: MemberInfo,
  unreadMessage: Type.Integer(),
  availablePromoCount: Type.Integer(),
  referralEnabled: Type.Boolean(),
});
export type LoginInfo = Static<typeof LoginInfo>;

/** `PUT /wps/member/language` (token): the player's chosen language, lower case. */
export const LanguageUpdate = Type.Object({
  language: Type.String({ pattern: '^[a-z]{2,3}(-[a-z0-9]{2,8})?$' }),
});
export type LanguageUpdate = Static<typeof LanguageUpdate>;
