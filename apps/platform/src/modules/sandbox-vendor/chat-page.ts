import { escapeHtml } from '../../core/http/html-page';
import { renderPage } from './page-shell';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from './strings';

/** Echoes the player's messages locally: the sandbox has no host on the other end. */
const CHAT_JS = `
const T = JSON.parse(document.getElementById('sandbox-data').textContent).strings;
const log = document.getElementById('log');
document.getElementById('form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = document.getElementById('message');
  const text = input.value.trim();
  if (!text) return;
  const item = document.createElement('li');
  const who = document.createElement('strong');
  who.textContent = T.you + ': ';
  item.append(who, text);
  log.append(item);
  input.value = '';
  input.focus();
});
`;

const CHAT_CSS = `
#log{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem;min-height:8rem}
`;

/** The live-host chat page: the host's name, a message log and a message box. */
export function chatPage(hostName: string, language: SandboxLanguage, nonce: string): string {
  const t = SANDBOX_LANGUAGES[language];
  const body = `<main>
<div class="bar"><h1>${escapeHtml(hostName)}</h1><p class="muted">${t.host}</p></div>
<ul id="log" class="panel" aria-live="polite" aria-label="${t.message}"><li class="muted">${t.chatHint}</li></ul>
<form id="form" class="panel">
<label>${t.message}<input id="message" name="message" maxlength="140" autocomplete="off" required></label>
<button type="submit">${t.send}</button>
</form>
</main>`;
  return renderPage(
    { language, title: hostName, body, script: CHAT_JS, css: CHAT_CSS, plain: true },
    nonce,
  );
}
