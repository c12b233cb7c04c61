import Type, { type Static } from 'typebox';

/**
 * Query of a sandbox game page: the launch token and language, and the site's look: its theme
 * and colours (comma-separated 6-digit hex values, in the page's token order; see the
 * platform's sandbox-vendor/page-look.ts). A malformed colour is ignored, not refused.
 */
export const SandboxPageQuery = Type.Object({
  launch: Type.Optional(Type.String({ maxLength: 128 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
  theme: Type.Optional(Type.String({ maxLength: 8 })),
  colors: Type.Optional(Type.String({ maxLength: 120 })),
});
export type SandboxPageQuery = Static<typeof SandboxPageQuery>;

/** Query of the live-host chat page. */
export const SandboxChatQuery = Type.Object({
  model: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.Optional(Type.String({ maxLength: 64 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});
export type SandboxChatQuery = Static<typeof SandboxChatQuery>;
