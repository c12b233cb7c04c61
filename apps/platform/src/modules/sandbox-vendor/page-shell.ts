import { escapeHtml } from '../../core/http/html-page';
import { DEFAULT_LOOK, lookCss, type PageLook } from './page-look';
import {
  directionOf,
  SANDBOX_LANGUAGES,
  type SandboxLanguage,
  type SandboxStrings,
} from './strings';

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Headers of every sandbox page: only this response's own inline script and style run
 * (nonce), requests go to the page's origin, and only the site (same origin: brands proxy
 * /sandbox) may frame it. No Referer, so the launch token in the URL never travels on.
 * `nosniff` and `no-store` come with every reply (core/http/security-headers.ts).
 */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
    'referrer-policy': 'no-referrer',
    // Replaces the API's DENY: the site frames this page (older browsers read only this).
    'x-frame-options': 'SAMEORIGIN',
  };
}

const CSS = `
*{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.45 system-ui,sans-serif;display:flex;justify-content:center}
main{width:100%;max-width:32rem;padding:1rem;display:flex;flex-direction:column;gap:1rem}
h1{font-size:1.3rem;margin:0}h2{font-size:1rem;margin:0 0 .5rem}
.bar{display:flex;justify-content:space-between;align-items:baseline;gap:.5rem;flex-wrap:wrap}
.muted{color:var(--muted)}
.panel{background:var(--panel);border-radius:.75rem;padding:1rem}
form{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem .75rem;align-items:end}
label{display:flex;flex-direction:column;gap:.25rem;font-size:.9rem;color:var(--muted);min-width:0}
input,select{font:inherit;padding:.6rem;border-radius:.5rem;border:1px solid var(--line);background:var(--field);color:var(--text);width:100%}
button{font:inherit;font-weight:700;padding:.7rem 1rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--accent-text);cursor:pointer;min-height:2.75rem}
button:disabled{opacity:.6;cursor:wait}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.wide{grid-column:1/-1}
#status{min-height:1.5rem;margin:0}
.win{color:var(--good)}.lose{color:var(--bad)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0;font-size:.85rem}
dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}
@media (max-width:22rem){form{grid-template-columns:1fr}}
`;

/**
 * Shared page script: the launch token from the URL, calls with it, money in the wallet's
 * currency, balance refresh, and the balance message to the site (`tessera:balance`).
 * The target origin is the page's own: brands proxy /sandbox, so the site shares it; a site
 * elsewhere would have to use '*' (the balance is not a secret) and check event.origin.
 */
const COMMON_JS = `
const D = JSON.parse(document.getElementById('sandbox-data').textContent);
const T = D.strings;
const TOKEN = new URLSearchParams(location.search).get('launch') || '';
const $ = (id) => document.getElementById(id);
let currency = 'XXX';
let digits = 2;
const LATIN = Object.fromEntries([...Array(10).keys()].map((d) => [nf().format(d), String(d)]));
async function api(path, body) {
  const headers = { authorization: 'Bearer ' + TOKEN };
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method: body ? 'POST' : 'GET', headers, cache: 'no-store',
    body: body ? JSON.stringify(body) : undefined });
  const env = await res.json().catch(() => null);
  if (!res.ok || !env || env.code !== 'OK') throw new Error((env && env.code) || 'INTERNAL');
  return env.value;
}
// Money and numbers as the site shows them: the language's digits, the currency's narrow symbol.
function nf(options) {
  return new Intl.NumberFormat(D.lang, options);
}
function fixed(n) {
  return { minimumFractionDigits: n || 0, maximumFractionDigits: n || 0 };
}
function decimal(minor) {
  const u = String(minor).padStart(digits + 1, '0');
  return digits ? u.slice(0, -digits) + '.' + u.slice(-digits) : u;
}
function money(minor) {
  return nf({ style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...fixed(digits) }).format(decimal(minor));
}
function num(n, fractionDigits) {
  return nf(fixed(fractionDigits)).format(n);
}
function toLatin(text) {
  return text.trim().replace(/./gu, (c) => LATIN[c] || c);
}
function toMinor(text) {
  const m = /^(\\d{1,9})(?:[.,](\\d{1,2}))?$/.exec(toLatin(text));
  if (!m || (digits === 0 && m[2])) return null;
  const minor = Number(m[1]) * 10 ** digits + Number((m[2] || '').padEnd(digits, '0') || 0);
  return minor > 0 && minor <= 10000000 ? minor : null;
}
function fill(text, values) {
  return text.replace(/\\{(\\w+)\\}/g, (_, k) => values[k]);
}
function say(text, tone) {
  const s = $('status');
  s.textContent = text;
  s.className = tone || '';
}
function sayInvalidStake() {
  say(fill(T.invalidStake, { min: money(1), max: money(10000000) }), 'lose');
}
function sayError(error) {
  if (error.message === 'BAD_REQUEST') return sayInvalidStake();
  const key = {
    INSUFFICIENT_BALANCE: 'insufficient',
    SESSION_ENDED: 'sessionEnded',
    DRAW_CLOSED: 'drawClosed',
    LOSS_LIMIT_EXCEEDED: 'lossLimit',
    SELF_EXCLUDED: 'blocked',
    TIMED_OUT: 'blocked',
    ACCOUNT_LOCKED: 'notAllowed',
  }[error.message];
  say(T[key || 'error'], 'lose');
}
function showBalance(balance) {
  $('balance').textContent = money(balance);
  window.parent.postMessage({ type: 'tessera:balance', balance }, location.origin);
}
async function loadBalance() {
  const w = await api('/sandbox/wallet/balance');
  currency = w.currency;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  } catch (e) { digits = 2; }
  $('balance').textContent = money(w.balance);
  $('stake').value = nf({ ...fixed(digits), useGrouping: false }).format(decimal(10 ** digits));
}
`;

/** What one page puts into the shell. */
export interface PageParts {
  language: SandboxLanguage;
  title: string;
  /** Body markup; every dynamic part already escaped. */
  body: string;
  /** The page's own script, after the shared one. */
  script: string;
  /** The page's own style rules, after the shared ones. */
  css?: string;
  /** Labels of this page only, added to the shared ones. */
  strings?: Record<string, string>;
  /** Extra data for the script (next to the strings and language). */
  data?: Record<string, unknown>;
  /** Leave out the wallet helpers (the chat page has no wallet). */
  plain?: boolean;
  /** The brand's theme and colours. @default dark, the sandbox's own colours */
  look?: PageLook;
}

/** The whole HTML document of a sandbox page. */
export function renderPage(parts: PageParts, nonce: string): string {
  const strings: SandboxStrings = { ...SANDBOX_LANGUAGES[parts.language], ...parts.strings };
  const data = { lang: parts.language, strings, ...parts.data };
  const script = parts.plain ? parts.script : COMMON_JS + parts.script;
  return `<!doctype html>
<html lang="${parts.language}" dir="${directionOf(parts.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(parts.title)}</title>
<style nonce="${nonce}">${lookCss(parts.look ?? DEFAULT_LOOK)}${CSS}${parts.css ?? ''}</style>
</head>
<body>
${parts.body}
<script type="application/json" id="sandbox-data">${scriptJson(data)}</script>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
}
