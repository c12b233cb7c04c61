import type { TableLanguage } from '@tessera/contract';
import { languageDir } from '@tessera/i18n';
import * as offline from '@tessera/i18n/offline';
import { CSP_NONCE_PLACEHOLDER } from '../content-security-policy';
import type { BrandFacts } from './brand-facts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The texts of one language with the brand's name in place. */
function textsIn(language: TableLanguage, brand: string) {
  const texts = offline[language];
  return { ...texts, body: texts.body.replace('{{brand}}', brand) };
}

/**
 * The page the service worker shows for a page it cannot fetch nor open from the shell. Static,
 * with no bundle: written in the brand's default language and colours; a few lines of script
 * switch it to the visitor's stored language (`tessera.language`, as the site stores it) when
 * the brand offers it. "Try again" is a plain GET form, so it reloads without any script.
 */
export function offlinePageHtml(facts: BrandFacts): string {
  const language = facts.defaultLanguage;
  const texts = textsIn(language, facts.name);
  const c = facts.colours;
  const dark = facts.defaultTheme === 'dark';
  const others = Object.fromEntries(
    facts.languages.map((code) => [code, { ...textsIn(code, facts.name), dir: languageDir(code) }]),
  );
  // `<` escaped so no text can close the script element.
  const json = JSON.stringify(others).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}" dir="${languageDir(language)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${c['bg']}" />
    <title>${escapeHtml(texts.title)} · ${escapeHtml(facts.name)}</title>
    <style nonce="${CSP_NONCE_PLACEHOLDER}">
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
        box-sizing: border-box; background: ${c['bg']}; color: ${c['text'] ?? (dark ? '#f5f5f5' : '#111111')};
        font: 1rem/1.5 system-ui, sans-serif; }
      main { max-width: 28rem; padding: 24px; border-radius: 12px; text-align: center;
        background: ${c['surface'] ?? c['bg']}; border: 1px solid ${c['border'] ?? 'transparent'}; }
      h1 { margin: 0 0 8px; font-size: 1.5rem; }
      button { margin-block-start: 16px; min-height: 44px; padding-inline: 24px; border: 0;
        border-radius: 8px; font: inherit; font-weight: 700; cursor: pointer;
        background: ${c['brand'] ?? '#1a73e8'}; color: ${c['brandContrast'] ?? '#ffffff'}; }
      button:focus-visible { outline: 3px solid ${c['focus'] ?? c['brand'] ?? '#1a73e8'}; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1 id="title">${escapeHtml(texts.title)}</h1>
      <p id="body">${escapeHtml(texts.body)}</p>
      <form method="get"><button id="retry" type="submit">${escapeHtml(texts.retry)}</button></form>
    </main>
    <script nonce="${CSP_NONCE_PLACEHOLDER}">
      (function () {
        var texts = ${json};
        var stored = null;
        try { stored = localStorage.getItem('tessera.language'); } catch (e) {}
        var t = stored && texts[stored];
        if (!t) return;
        document.documentElement.lang = stored;
        document.documentElement.dir = t.dir;
        document.title = t.title + ' · ' + ${JSON.stringify(facts.name).replace(/</g, '\\u003c')};
        document.getElementById('title').textContent = t.title;
        document.getElementById('body').textContent = t.body;
        document.getElementById('retry').textContent = t.retry;
      })();
    </script>
  </body>
</html>
`;
}
