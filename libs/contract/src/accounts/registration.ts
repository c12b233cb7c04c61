import Type, { type Static } from 'typebox';
import { Dictionary } from '../core/schema-types';
import { REGISTER_FIELDS } from './constants';
import { text } from './text';

export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** A server-supplied rule for one field (spec §3): `acceptedPattern` `*` means any. */
export const FieldRule = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String(),
  patternId: Type.String(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
});
export type FieldRule = Static<typeof FieldRule>;

export const Country = Type.Object({
  countryCode: Type.String(),
  countryDialingCode: Type.String(),
});
export type Country = Static<typeof Country>;

/** `GET /wps/system/setting/register`: the merchant's registration form. */
export const RegisterSettings = Type.Object({
  /** Whitelabel flags: USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3, CHNGPASSVERIF3, AGENTPOLICY3. */
  flags: Type.Unsafe<Record<string, boolean>>(Dictionary(Type.Boolean())),
  rules: Dictionary<typeof FieldRule, RegisterField>(FieldRule),
  countries: Type.Array(Country),
  /** Minimum age players confirm (spec §5, default 18). */
  minimumAge: Type.Integer(),
  freePlay: Type.Boolean(),
});
export type RegisterSettings = Static<typeof RegisterSettings>;

const formField = Type.Optional(text(255));
/** Every form field a string; the merchant's rules (RegisterSettings) do the rest. */
const formFields = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, formField])) as {
  [K in RegisterField]: typeof formField;
};

/** `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted). */
export const RegisterRequest = Type.Object({
  ...formFields,
  countryDialingCode: Type.Optional(text(8)),
  referralCode: Type.Optional(text(64)),
  registerUrl: text(2048),
  domain: text(255),
  registerMethod: Type.Literal('WEB'),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

/** `GET /wps/agent/affiliate?code&domain`. */
export const AffiliateQuery = Type.Object({ code: text(64), domain: Type.Optional(text(255)) });
export type AffiliateQuery = Static<typeof AffiliateQuery>;

export const AffiliateCheck = Type.Object({ valid: Type.Boolean() });
export type AffiliateCheck = Static<typeof AffiliateCheck>;
