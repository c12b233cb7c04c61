import Type, { type Static } from 'typebox';
import { LanguageParam, WordParam } from '../core/params';

/** Query of `GET /wps/system/helpCenter?lang=bn&device=WEB`. */
export const HelpQuery = Type.Object({
  lang: Type.Optional(LanguageParam),
  /** Accepted and ignored: every device gets the same topics. */
  device: Type.Optional(WordParam),
});
export type HelpQuery = Static<typeof HelpQuery>;

/** One help topic, linked as `/help#{tag}`. */
export const HelpTopic = Type.Object({
  tag: Type.String(),
  title: Type.String(),
  /** HTML: sanitize before rendering. */
  content: Type.String(),
});
export type HelpTopic = Static<typeof HelpTopic>;

/** Reply value of the help-center call. */
export const HelpTopics = Type.Array(HelpTopic);
export type HelpTopics = Static<typeof HelpTopics>;
