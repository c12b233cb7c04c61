import { escapeHtml } from '../../core/http/html-page';

/**
 * Headers of the tester page: no script at all, only its own inline style (nonce), forms post
 * to this origin only, framed only by the site (brands proxy /sandbox). No Referer, so the
 * reference in the URL does not travel on.
 */
export function payPageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
    'referrer-policy': 'no-referrer',
    // Replaces the API's DENY: the site frames this page (older browsers read only this).
    'x-frame-options': 'SAMEORIGIN',
  };
}

/** What the tester page shows of a deposit. */
export interface PayPageDeposit {
  reference: string;
  method: string;
  amount: number;
  currency: string;
  status: string;
}

const CSS = `
:root{color-scheme:dark}
body{margin:0;min-height:100vh;background:#10131a;color:#eef1f8;font:16px/1.45 system-ui,sans-serif;display:flex;justify-content:center}
main{width:100%;max-width:28rem;padding:1rem;display:flex;flex-direction:column;gap:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}
dd{margin:0;overflow-wrap:anywhere}
form{display:flex;gap:.75rem}
button{font:inherit;font-weight:700;padding:.7rem 1rem;border:0;border-radius:.5rem;cursor:pointer;min-height:2.75rem;flex:1}
.approve{background:#5fd38d;color:#06210f}.decline{background:#ff7a7a;color:#2a0505}
:focus-visible{outline:3px solid #8fb8ff;outline-offset:2px}
`;

/** Minor units as major units with two decimals (the sandbox's currencies, BDT and PHP). */
const major = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/**
 * The sandbox provider's page: a tester plays the paying member and presses Approve or
 * Decline while the deposit is pending; afterwards it only shows the outcome. English only:
 * a provider's page, not the player site.
 */
export function payPage(deposit: PayPageDeposit | null, nonce: string): string {
  const body = deposit
    ? `<h1>Sandbox payment</h1>
<dl>
<dt>Reference</dt><dd>${escapeHtml(deposit.reference)}</dd>
<dt>Method</dt><dd>${escapeHtml(deposit.method)}</dd>
<dt>Amount</dt><dd>${escapeHtml(deposit.currency)} ${major(deposit.amount)}</dd>
<dt>Status</dt><dd id="status">${escapeHtml(deposit.status)}</dd>
</dl>
${
  deposit.status === 'pending'
    ? `<form method="post" action="/sandbox/pay/${escapeHtml(deposit.reference)}">
<button class="approve" name="decision" value="approve">Approve</button>
<button class="decline" name="decision" value="decline">Decline</button>
</form>`
    : ''
}`
    : '<h1>Sandbox payment</h1><p role="alert">Unknown payment reference.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Sandbox payment</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}
