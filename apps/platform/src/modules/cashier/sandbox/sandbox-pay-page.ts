import { escapeHtml } from '../../../core/http/html-page';

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

/** A tester page's two buttons: what the form posts (`decision`), in the page's colours. */
type Buttons = [
  approve: { value: string; label: string },
  decline: { value: string; label: string },
];

/**
 * A sandbox tester page: a title, what it is about, and while it waits two buttons that post a
 * decision back to `action`; afterwards only the outcome. No script. English only: a
 * provider's page, not the player site.
 */
function testerPage(
  title: string,
  fields: [label: string, value: string][] | null,
  form: { action: string; buttons: Buttons } | null,
  nonce: string,
): string {
  const rows = (fields ?? [])
    .map(([label, value]) => {
      const id = label === 'Status' ? ' id="status"' : '';
      return `<dt>${escapeHtml(label)}</dt><dd${id}>${escapeHtml(value)}</dd>`;
    })
    .join('\n');
  const [approve, decline] = form?.buttons ?? [];
  const body = fields
    ? `<dl>\n${rows}\n</dl>
${
  form && approve && decline
    ? `<form method="post" action="${escapeHtml(form.action)}">
<button class="approve" name="decision" value="${approve.value}">${approve.label}</button>
<button class="decline" name="decision" value="${decline.value}">${decline.label}</button>
</form>`
    : ''
}`
    : '<p role="alert">Unknown payment reference.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body><main>
<h1>${title}</h1>
${body}
</main></body>
</html>
`;
}

/**
 * The sandbox provider's deposit page: a tester plays the paying member and presses Approve or
 * Decline while the deposit is pending.
 */
export function payPage(deposit: PayPageDeposit | null, nonce: string): string {
  return testerPage(
    'Sandbox payment',
    deposit && [
      ['Reference', deposit.reference],
      ['Method', deposit.method],
      ['Amount', `${deposit.currency} ${major(deposit.amount)}`],
      ['Status', deposit.status],
    ],
    deposit?.status === 'pending'
      ? {
          action: `/sandbox/pay/${deposit.reference}`,
          buttons: [
            { value: 'approve', label: 'Approve' },
            { value: 'decline', label: 'Decline' },
          ],
        }
      : null,
    nonce,
  );
}

/** What the payout page shows of a payout. */
export interface PayoutPagePayout {
  reference: string;
  /** Where the money goes: provider and the masked account number. */
  payee: string;
  amount: number;
  currency: string;
  /** `pending` while the tester may decide; then the withdrawal's status or `payout-failed`. */
  status: string;
}

/**
 * The sandbox provider's payout page (SANDBOX_PAYOUT=hold): a tester plays the provider and pays
 * the withdrawal out or fails it while it is pending.
 */
export function payoutPage(payout: PayoutPagePayout | null, nonce: string): string {
  return testerPage(
    'Sandbox payout',
    payout && [
      ['Reference', payout.reference],
      ['Pay to', payout.payee],
      ['Amount', `${payout.currency} ${major(payout.amount)}`],
      ['Status', payout.status],
    ],
    payout?.status === 'pending'
      ? {
          action: `/sandbox/pay/payouts/${payout.reference}`,
          buttons: [
            { value: 'pay', label: 'Pay out' },
            { value: 'fail', label: 'Fail payout' },
          ],
        }
      : null,
    nonce,
  );
}
