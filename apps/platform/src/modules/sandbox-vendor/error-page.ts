import { renderPage } from './page-shell';
import { SANDBOX_LANGUAGES, type SandboxLanguage } from './strings';

/** A page that only says why the game cannot open (ended session, wrong game). */
export function errorPage(
  reason: 'sessionEnded' | 'error',
  language: SandboxLanguage,
  nonce: string,
): string {
  const text = SANDBOX_LANGUAGES[language][reason];
  const body = `<main><p id="status" role="alert" class="lose">${text}</p></main>`;
  return renderPage({ language, title: text, body, script: '', plain: true }, nonce);
}
