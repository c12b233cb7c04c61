// The profile fields of the security centre, apart from the paths: only its lazy page uses them,
// so they stay out of the chunk that carries the SDK's paths (a module lands in one chunk).

/** The chat apps among the profile fields (shown as one group). */
export const CHAT_APP_FIELDS = [
  'zalo',
  'telegram',
  'skype',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'qqNum',
] as const;

/** The profile fields of spec §3 a member edits in the security centre, each free text. */
export const PROFILE_FIELDS = [
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'region',
  ...CHAT_APP_FIELDS,
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
