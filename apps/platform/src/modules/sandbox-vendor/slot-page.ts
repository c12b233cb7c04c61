import { escapeHtml } from '../../core/http/html-page';
import type { PageLook } from './page-look';
import { renderPage } from './page-shell';
import { SYMBOL_SVG } from './slot-symbols';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from './strings';

/** Spin, show the reels the server drew, the win and the new balance. */
const SLOT_JS = `
function showReels(reels) {
  const box = $('reels');
  // D.faces: the server's own SVG markup per symbol (slot-symbols.ts), never player input.
  box.querySelectorAll('.reel').forEach((el, i) => { el.innerHTML = D.faces[reels[i]]; });
  box.setAttribute('aria-label', T.reels + ': ' + reels.map((r) => T[r]).join(', '));
}
$('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const stake = toMinor($('stake').value);
  if (stake === null) return sayInvalidStake();
  $('spin').disabled = true;
  say(T.loading);
  try {
    const r = await api('/sandbox/play/slot/spin', { stake });
    showReels(r.reels);
    if (r.win > 0) say(fill(T.won, { amount: money(r.win) }), 'win');
    else say(T.noWin);
    showBalance(r.balance);
  } catch (error) {
    sayError(error);
  } finally {
    $('spin').disabled = false;
  }
});
loadBalance().catch(sayError);
`;

// The reels stay left to right on a right-to-left page: the server's result is read in that
// order (its label lists them so), as numbers stay left-to-right runs in Arabic.
const SLOT_CSS = `
.reels{display:flex;justify-content:center;gap:.75rem;direction:ltr}
.reel{font-size:2.5rem;font-weight:800;color:var(--muted);width:4.5rem;height:4.5rem;padding:.4rem;display:grid;place-items:center;background:var(--field);border:1px solid var(--line);border-radius:.5rem}
`;

/** The slot page: game name, balance, three reels, stake and Spin. */
export function slotPage(
  gameName: string,
  language: SandboxLanguage,
  nonce: string,
  look?: PageLook,
): string {
  const t = SANDBOX_LANGUAGES[language];
  const reel = '<span class="reel" aria-hidden="true">?</span>';
  const body = `<main>
<div class="bar"><h1>${escapeHtml(gameName)}</h1>
<p class="muted">${t.balance}: <output id="balance" aria-live="polite">…</output></p></div>
<div id="reels" class="panel reels" role="img" aria-label="${t.reels}">${reel.repeat(3)}</div>
<form id="form" class="panel">
<label>${t.stake}<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="1.00" required></label>
<button id="spin" type="submit">${t.spin}</button>
</form>
<p id="status" role="status" aria-live="polite"></p>
</main>`;
  return renderPage(
    {
      language,
      title: gameName,
      body,
      script: SLOT_JS,
      css: SLOT_CSS,
      data: { faces: SYMBOL_SVG },
      look,
    },
    nonce,
  );
}
