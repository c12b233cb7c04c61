import type { OutboxMessage } from '@tessera/contract';
import { escapeHtml, newNonce } from '../../../core/http/html-page';
import type { TypedPlugin } from '../../../core/http/typed-app';
import type { Db } from '../../../core/db/database';
import { listOutbox } from './outbox';

/** Where `npm start` points a newcomer for the codes of sign-up, login and password reset. */
export const DEV_INBOX_PATH = '/sandbox/inbox';

const CSS = `
:root{color-scheme:dark}
body{margin:0;background:#10131a;color:#eef1f8;font:16px/1.45 system-ui,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.4rem;margin:0 0 .25rem}
p{margin:.25rem 0 1rem;color:#b8c0d4}
ol{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
li{background:#1a1f2b;border-radius:.5rem;padding:.75rem 1rem}
.meta{display:flex;flex-wrap:wrap;gap:.25rem 1rem;font-size:.85rem;color:#b8c0d4}
.body{margin:.35rem 0 0;font-size:1.05rem;overflow-wrap:anywhere;white-space:pre-wrap}
a{color:#8fb8ff}
`;

/** The page: newest first, reloading itself every 5 s (a development page: no script). */
export function devInboxPage(messages: OutboxMessage[], nonce: string): string {
  const items = messages
    .map(
      (m) => `<li><div class="meta"><span>${escapeHtml(m.channel)} to ${escapeHtml(m.to)}</span>
<span>${escapeHtml(m.merchantCode)}</span><time datetime="${m.createdAt}">${m.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></div>
<p class="body">${escapeHtml(m.body)}</p></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Development inbox</title><style nonce="${nonce}">${CSS}</style></head>
<body><main><h1>Development inbox</h1>
<p>SMS and e-mail the platform would have sent (sign-up, login and reset codes), newest first.
This page reloads every 5 seconds; it exists only while DEV_INBOX is on.</p>
${items ? `<ol>${items}</ol>` : '<p>No messages yet: ask for a code on the site, then look here.</p>'}
</main></body></html>`;
}

/**
 * GET /sandbox/inbox: the outbox as a page, for a developer running the platform locally (the
 * default message adapter only records; nothing is delivered). Registered only with DEV_INBOX
 * on: it shows every player's codes to anyone who can reach it.
 */
export const devInboxRoutes: TypedPlugin<{ db: Db }> = async (app, { db }) => {
  app.get(DEV_INBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const nonce = newNonce();
    return reply
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        'referrer-policy': 'no-referrer',
      })
      .send(devInboxPage(await listOutbox(db), nonce));
  });
};
