import { escapeHtml } from '../../core/http/html-page';
import { NEW_IDENTITY, SANDBOX_IDENTITIES } from './sandbox-identities';

/** The authorization request the page carries through its form. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
  code_challenge: string;
}

/**
 * Headers of the authorize page: no script, only its own inline style (nonce); its form posts
 * here and the answer redirects to the client's callback, so both origins are allowed as form
 * targets (browsers check a form's redirects too). No Referer: the state stays out of logs.
 */
export function authorizePageHeaders(nonce: string, redirectUri: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      // The empty favicon (`data:,`) keeps the browser from asking for /favicon.ico.
      'img-src data:',
      `form-action 'self' ${new URL(redirectUri).origin}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'referrer-policy': 'no-referrer',
  };
}

const CSS = `
:root{color-scheme:light}
body{margin:0;min-height:100vh;background:#eef1f6;color:#1b2030;font:16px/1.45 system-ui,sans-serif;display:flex;justify-content:center;align-items:flex-start}
main{margin-top:3rem;width:100%;max-width:26rem;background:#fff;border-radius:.75rem;padding:1.5rem;display:flex;flex-direction:column;gap:1rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0}p{margin:0;color:#4a5368}
form{display:flex;flex-direction:column;gap:.5rem}
button{font:inherit;text-align:left;padding:.75rem 1rem;border:1px solid #c9cfdc;border-radius:.5rem;background:#fff;color:inherit;cursor:pointer;min-height:2.75rem}
button:hover{background:#f4f6fb}button small{display:block;color:#4a5368}
.cancel{text-align:center;border:0;background:transparent;color:#4a5368}
:focus-visible{outline:3px solid #3d6fd8;outline-offset:2px}
`;

/** The sandbox's sign-in page: pick a test identity (or someone new), or cancel. English only. */
export function authorizePage(params: AuthorizeParams, nonce: string): string {
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const choices = SANDBOX_IDENTITIES.map(
    (who) =>
      `<button type="submit" name="identity" value="${escapeHtml(who.subject)}">${escapeHtml(who.name)}<small>${escapeHtml(who.email)}</small></button>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Sandbox sign-in</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body>
<main>
<h1>Sandbox sign-in</h1>
<p>Choose who to sign in as for <strong>${escapeHtml(params.client_id)}</strong>. A test provider: nobody real signs in here.</p>
<form method="post">
${hidden}
${choices}
<button type="submit" name="identity" value="${NEW_IDENTITY}">Someone new<small>a new test identity each time</small></button>
<button type="submit" name="identity" value="cancel" class="cancel">Cancel</button>
</form>
</main>
</body>
</html>`;
}

/** A page for an authorization request the sandbox cannot send back anywhere. */
export function authorizeErrorPage(message: string, nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in</title>
<style nonce="${nonce}">${CSS}</style></head>
<body><main><h1>Sandbox sign-in</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
