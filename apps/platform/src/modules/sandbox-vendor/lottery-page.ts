import { escapeHtml } from '../../core/http/html-page';
import type { PageLook } from './page-look';
import { renderPage } from './page-shell';
import { LOTTERY_STRINGS } from './lottery-strings';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from './strings';

/**
 * The lottery bet slip: the draw open for bets with its countdown, a bet type (with its odds),
 * the number of an exact bet, the stake, and the player's latest bets on this game with their
 * results. The page reloads the table when the draw closes and every few seconds while a bet
 * waits for its result (the platform's settlement job pays it after the draw).
 */
const LOTTERY_JS = `
let table = null;
let refreshAt = 0;
const times = (hundredths) => num(hundredths / 100, 2) + '×';
function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const two = (n) => new Intl.NumberFormat(D.lang, { minimumIntegerDigits: 2 }).format(n);
  return (h ? num(h) + ':' + two(m) : num(m)) + ':' + two(sec);
}
function betLine(bet) {
  const li = document.createElement('li');
  const what = bet.betType === 'NUMBER' ? T.NUMBER + ' ' + num(bet.pick) : T[bet.betType];
  const result = bet.status === 'won' ? fill(T.wonBet, { amount: money(bet.payout) }) : T[bet.status];
  const head = document.createElement('strong');
  head.textContent = fill(T.draw, { drawNo: bet.drawNo }) + ' · ' + what + ' · ' + money(bet.stake);
  const tail = document.createElement('span');
  tail.className = bet.status === 'won' ? 'win' : bet.status === 'lost' ? 'lose' : 'muted';
  tail.textContent = result + (bet.numbers ? ' · ' + fill(T.drawn, { numbers: bet.numbers.map((n) => num(Number(n), 0)).join(' ') }) : '');
  li.append(head, document.createElement('br'), tail);
  return li;
}
function showTable(next) {
  table = next;
  $('draw').textContent = fill(T.draw, { drawNo: table.openDraw.drawNo });
  $('seal').textContent = fill(T.seal, { commitment: table.openDraw.commitment });
  const type = $('type');
  const chosen = type.value;
  type.replaceChildren(...table.options.map((o) => {
    const option = document.createElement('option');
    option.value = o.betType;
    option.textContent = fill(T.pays, { name: T[o.betType], odds: times(o.oddsHundredths) });
    return option;
  }));
  if (chosen) type.value = chosen;
  $('pick-label').firstChild.textContent = fill(T.pick, { min: num(table.min), max: num(table.max) });
  $('rules').textContent = fill(T.rules, { min: num(table.min), max: num(table.max) });
  showPick();
  const list = $('bets');
  list.replaceChildren(...table.bets.map(betLine));
  $('no-bets').hidden = table.bets.length > 0;
  const waiting = table.bets.some((b) => b.status === 'open');
  refreshAt = Math.min(Date.parse(table.openDraw.closesAt), waiting ? Date.now() + 5000 : Infinity);
}
function showPick() {
  const exact = $('type').value === 'NUMBER';
  $('pick-label').hidden = !exact;
  $('pick').required = exact;
}
// The balance comes along: a settled win lands in it, and the site's header follows.
async function reload() {
  const [state, wallet] = await Promise.all([
    api('/sandbox/play/lottery/state'),
    api('/sandbox/wallet/balance'),
  ]);
  showTable(state);
  showBalance(wallet.balance);
}
function tick() {
  if (table) {
    $('closes').textContent = fill(T.closesIn, { time: clock(Date.parse(table.openDraw.closesAt) - Date.now()) });
    if (Date.now() >= refreshAt) { refreshAt = Infinity; reload().catch(sayError); }
  }
}
$('type').addEventListener('change', showPick);
$('form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const stake = toMinor($('stake').value);
  if (stake === null) return sayInvalidStake();
  const betType = $('type').value;
  const body = { drawNo: table.openDraw.drawNo, betType, stake };
  if (betType === 'NUMBER') {
    const pick = Number(toLatin($('pick').value));
    if (!/^\\d+$/.test(toLatin($('pick').value)) || pick < table.min || pick > table.max)
      return say(fill(T.invalidPick, { min: num(table.min), max: num(table.max) }), 'lose');
    body.pick = pick;
  }
  $('place').disabled = true;
  say(T.loading);
  try {
    const bet = await api('/sandbox/play/lottery/bet', body);
    say(fill(T.betPlaced, { drawNo: bet.drawNo }), 'win');
    await reload();
  } catch (error) {
    sayError(error);
    if (error.message === 'DRAW_CLOSED') reload().catch(() => {});
  } finally {
    $('place').disabled = false;
  }
});
setInterval(tick, 1000);
loadBalance().then(reload).then(tick).catch(sayError);
`;

const LOTTERY_CSS = `
.draw{display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap;align-items:baseline}
.draw h2{margin:0}
/* The seal is 64 hex digits: it wraps anywhere rather than widen a phone's page. */
.seal{flex-basis:100%;margin:0;font-size:.8rem;overflow-wrap:anywhere}
#closes{font-variant-numeric:tabular-nums}
#bets{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
#bets li{border-top:1px solid var(--line);padding-top:.5rem;overflow-wrap:anywhere}
.rules{font-size:.85rem;margin:0}
`;

/** The lottery page: name, balance, the open draw, the bet slip and the player's bets. */
export function lotteryPage(
  gameName: string,
  language: SandboxLanguage,
  nonce: string,
  look?: PageLook,
): string {
  const t = { ...SANDBOX_LANGUAGES[language], ...LOTTERY_STRINGS[language] };
  const body = `<main>
<div class="bar"><h1>${escapeHtml(gameName)}</h1>
<p class="muted">${t.balance}: <output id="balance" aria-live="polite">…</output></p></div>
<div class="panel draw"><h2 id="draw">${t.loading}</h2><p id="closes" class="muted"></p>
<p id="seal" class="muted seal"></p></div>
<form id="form" class="panel">
<label class="wide">${t.betType}<select id="type" name="betType"></select></label>
<label id="pick-label" class="wide" hidden>${t.pick}<input id="pick" name="pick" inputmode="numeric" autocomplete="off"></label>
<label>${t.stake}<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="1.00" required></label>
<button id="place" type="submit">${t.placeBet}</button>
<p id="rules" class="rules muted wide"></p>
</form>
<p id="status" role="status" aria-live="polite"></p>
<section class="panel" aria-labelledby="bets-title"><h2 id="bets-title">${t.myBets}</h2>
<p id="no-bets" class="muted">${t.noBets}</p><ul id="bets"></ul></section>
</main>`;
  return renderPage(
    {
      language,
      title: gameName,
      body,
      script: LOTTERY_JS,
      css: LOTTERY_CSS,
      strings: LOTTERY_STRINGS[language],
      look,
    },
    nonce,
  );
}
