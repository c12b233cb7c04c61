import { CRASH_VERIFY_JS } from './crash-verify-script';
import { escapeHtml } from '../../core/http/html-page';
import type { PageLook } from './page-look';
import { renderPage } from './page-shell';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from './strings';

/**
 * Commit (the next round's seed hash), bet with an auto cash-out, watch the multiplier rise to
 * the crash point, then verify the revealed seed in the browser (CRASH_VERIFY_JS).
 */
const CRASH_JS = `
let round = null;
let last = null;
const times = (x100) => num(x100 / 100, 2) + '×';
function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
function parseCashout(text) {
  const m = /^(\\d{1,4})(?:[.,](\\d{1,2}))?$/.exec(toLatin(text));
  const x100 = m ? Number(m[1]) * 100 + Number((m[2] || '').padEnd(2, '0')) : 0;
  return x100 >= 101 && x100 <= 100000 ? x100 : null;
}
async function nextRound() {
  round = await api('/sandbox/play/crash/round', {});
  $('hash').textContent = round.serverSeedHash;
  $('nonce').textContent = String(round.nonce);
  $('play').disabled = false;
}
function rise(target) {
  const el = $('multiplier');
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    el.textContent = times(target);
    return Promise.resolve();
  }
  const duration = Math.min(2500, 300 + Math.log(target / 100) * 700);
  const start = performance.now();
  return new Promise((resolve) => {
    (function frame(now) {
      const p = Math.min(1, (now - start) / duration);
      el.textContent = times(Math.floor(100 * Math.pow(target / 100, p)));
      if (p < 1) requestAnimationFrame(frame);
      else resolve();
    })(start);
  });
}
function showLast(r) {
  last = r;
  $('last-hash').textContent = r.serverSeedHash;
  $('last-seed').textContent = r.serverSeed;
  $('last-client').textContent = r.clientSeed;
  $('last-nonce').textContent = String(r.nonce);
  $('last-crash').textContent = times(r.crashPoint);
  $('verdict').textContent = '';
  $('last').hidden = false;
}
$('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const stake = toMinor($('stake').value);
  if (stake === null) return sayInvalidStake();
  const cashout = parseCashout($('cashout').value);
  if (cashout === null) return say(T.invalidCashout, 'lose');
  $('play').disabled = true;
  say(T.loading);
  try {
    const body = { roundId: round.roundId, stake, cashout, clientSeed: $('seed').value.trim() };
    const r = await api('/sandbox/play/crash/bet', body);
    await rise(r.crashPoint);
    if (r.win > 0) say(fill(T.cashedOut, { x: times(r.cashout), amount: money(r.win) }), 'win');
    else say(fill(T.crashed, { x: times(r.crashPoint) }), 'lose');
    showBalance(r.balance);
    showLast(r);
    $('seed').value = randomSeed();
  } catch (error) {
    sayError(error);
  }
  await nextRound().catch(sayError);
});
$('verify').addEventListener('click', async () => {
  const hashOk = (await tesseraSeedHash(last.serverSeed)) === last.serverSeedHash;
  const pointOk = (await tesseraCrashPoint(last.serverSeed, last.clientSeed, last.nonce)) === last.crashPoint;
  $('verdict').textContent = hashOk && pointOk ? T.verified : T.notVerified;
  $('verdict').className = hashOk && pointOk ? 'win' : 'lose';
});
$('seed').value = randomSeed();
$('multiplier').textContent = times(100);
$('cashout').value = num(2, 2);
loadBalance().then(nextRound).catch(sayError);
`;

const CRASH_CSS = `
.multiplier{font-size:3rem;font-weight:800;text-align:center;font-variant-numeric:tabular-nums}
`;

/** The crash page: name, balance, multiplier, stake, auto cash-out, client seed, fairness panels. */
export function crashPage(
  gameName: string,
  language: SandboxLanguage,
  nonce: string,
  look?: PageLook,
): string {
  const t = SANDBOX_LANGUAGES[language];
  const row = (id: string, label: string) => `<dt>${label}</dt><dd id="${id}"></dd>`;
  const body = `<main>
<div class="bar"><h1>${escapeHtml(gameName)}</h1>
<p class="muted">${t.balance}: <output id="balance" aria-live="polite">…</output></p></div>
<div class="panel"><div id="multiplier" class="multiplier" aria-hidden="true">1.00x</div></div>
<form id="form" class="panel">
<label>${t.stake}<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="1.00" required></label>
<label>${t.cashout}<input id="cashout" name="cashout" inputmode="decimal" autocomplete="off" value="2.00" required></label>
<label class="wide">${t.clientSeed}<input id="seed" name="clientSeed" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" autocomplete="off" spellcheck="false" required></label>
<button id="play" class="wide" type="submit" disabled>${t.play}</button>
</form>
<p id="status" role="status" aria-live="polite"></p>
<section class="panel" aria-labelledby="next-title"><h2 id="next-title">${t.fair}: ${t.nextRound}</h2>
<dl>${row('hash', t.serverSeedHash)}${row('nonce', t.nonce)}</dl></section>
<section id="last" class="panel" aria-labelledby="last-title" hidden><h2 id="last-title">${t.lastRound}</h2>
<dl>${row('last-hash', t.serverSeedHash)}${row('last-seed', t.serverSeed)}${row('last-client', t.clientSeed)}${row('last-nonce', t.nonce)}${row('last-crash', t.crashPoint)}</dl>
<p><button id="verify" type="button">${t.verify}</button></p>
<p id="verdict" role="status" aria-live="polite"></p></section>
</main>`;
  return renderPage(
    { language, title: gameName, body, script: CRASH_VERIFY_JS + CRASH_JS, css: CRASH_CSS, look },
    nonce,
  );
}
