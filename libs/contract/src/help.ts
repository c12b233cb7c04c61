/** `GET /wps/system/helpCenter`: one help topic, linked as `/help#{tag}`. */
export interface HelpTopic {
  tag: string;
  title: string;
  /** HTML: sanitize before rendering. */
  content: string;
}
