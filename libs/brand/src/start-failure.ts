/** One language's texts of the start-failure screen, and which way it is written. */
export interface StartFailureTexts {
  title: string;
  body: string;
  retry: string;
  dir: 'ltr' | 'rtl';
}

/** What the page's start-failure screen needs to know, fixed at build time. */
export interface StartFailureConfig {
  /** The screen's texts in each of the brand's languages, by code. */
  texts: Record<string, StartFailureTexts>;
  /** Where the site keeps the reader's chosen language (LANGUAGE_STORAGE_KEY). */
  storageKey: string;
  /** Every language the site offers: a stored value outside them is ignored, as the site does. */
  languages: string[];
  /** The screen's style sheet, in the brand's colours. */
  css: string;
  /** The screen's element id. */
  id: string;
  /** The element the site renders into: once it holds anything, the site handles its failures. */
  root: string;
  /** The early banner's element, taken away with the screen (it would cover it on a phone). */
  banner: string;
  /** The event the site dispatches on window when its own start fails (createSite). */
  event: string;
}

/**
 * Runs in the page, inlined into index.html with the start script (so it must not use anything
 * from outside its own body). Returns `fail`, which draws the screen a player sees when the
 * site's code or texts could not be downloaded (flaky 4G): a heading, a line and "Try again",
 * which reloads the page, because a module that failed to load cannot be imported again in the
 * same document. The start script calls it when the entry script (or a module it imports) fails;
 * the site, by dispatching `event`, when its language table does. Texts in the reader's language
 * as the site picks it: the stored choice, else the brand's default (index.html's `lang`); its
 * table is the language, its base language, or English (the default if the brand has none of
 * those: only the brand's languages are written into the page). Never once the site has
 * rendered into its root: from then on its own screens handle failures.
 */
export function watchStartFailure(config: StartFailureConfig): () => void {
  const nonce = document.currentScript?.nonce ?? '';
  const fail = () => {
    const root = document.getElementById(config.root);
    if (root?.hasChildNodes() || document.getElementById(config.id)) return;
    let language = document.documentElement.lang;
    try {
      const stored = localStorage.getItem(config.storageKey);
      if (stored && config.languages.includes(stored)) language = stored;
    } catch {
      // No storage (private mode): the brand's default language, as the site would pick.
    }
    const code =
      [language, language.split('-')[0] ?? '', 'en'].find((table) => config.texts[table]) ??
      document.documentElement.lang;
    const texts = config.texts[code];
    if (!texts) return;
    const style = document.createElement('style');
    style.nonce = nonce;
    style.textContent = config.css;
    const screen = document.createElement('main');
    screen.id = config.id;
    screen.lang = code;
    screen.dir = texts.dir;
    const message = document.createElement('div');
    message.setAttribute('role', 'alert');
    const title = document.createElement('h1');
    title.textContent = texts.title;
    const body = document.createElement('p');
    body.textContent = texts.body;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = texts.retry;
    retry.addEventListener('click', () => location.reload());
    message.append(title, body);
    screen.append(message, retry);
    document.getElementById(config.banner)?.remove();
    document.head.append(style);
    if (root) root.after(screen);
    else document.body.append(screen);
    retry.focus();
  };
  addEventListener(config.event, fail);
  return fail;
}
