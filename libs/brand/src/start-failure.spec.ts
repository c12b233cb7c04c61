// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_FAILED_EVENT } from './boot-ids';
import type { BrandFacts } from './pwa/brand-facts';
import { watchStartFailure } from './start-failure';
import { startFailureConfig } from './start-failure-config';
import { startSiteScript } from './start-site';

const facts: BrandFacts = {
  name: 'Aurora',
  defaultLanguage: 'bn',
  languages: ['bn', 'en', 'ar'],
  defaultTheme: 'dark',
  colours: { bg: '#0d0b1f', surface: '#151233', brand: '#3ee6c1', brandContrast: '#0d0b1f' },
};
const config = startFailureConfig(facts);

/** The screen as a player would read it, or null when there is none. */
function screen() {
  const main = document.querySelector<HTMLElement>('main#start-failed');
  if (!main) return null;
  return {
    lang: main.lang,
    dir: main.dir,
    alert: main.querySelector('[role="alert"]')?.textContent,
    heading: main.querySelector('h1')?.textContent,
    button: main.querySelector('button')?.textContent,
    focused: document.activeElement === main.querySelector('button'),
  };
}

const reload = vi.fn();
let listening: (() => void) | undefined;

beforeEach(() => {
  document.documentElement.lang = 'bn';
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div id="boot-header"></div><div id="boot-banner"><img alt=""></div><div id="root"></div>';
  localStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  // Each test's watcher stops listening, so the next test's event reaches its own only.
  if (listening) removeEventListener(config.event, listening);
  listening = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockReset();
});

function watch() {
  listening = watchStartFailure(config);
  return listening;
}

describe('the start-failure screen', () => {
  it("says in the brand's default language that the site could not load, and offers to try again", () => {
    watch()();
    expect(screen()).toEqual({
      lang: 'bn',
      dir: 'ltr',
      alert: 'সাইটটি লোড করা যায়নিপেজের কিছু অংশ আসেনি। সংযোগ দেখে আবার চেষ্টা করুন।',
      heading: 'সাইটটি লোড করা যায়নি',
      button: 'আবার চেষ্টা করুন',
      focused: true,
    });
    // Below the static header, in the page, with its own style; the early banner is gone.
    expect(document.getElementById('root')?.nextElementSibling?.id).toBe('start-failed');
    expect(document.head.querySelector('style')?.textContent).toContain('#start-failed{');
    expect(document.getElementById('boot-header')).not.toBeNull();
    expect(document.getElementById('boot-banner')).toBeNull();
  });

  it('"Try again" reloads the page: a module that failed cannot be imported again', () => {
    watch()();
    document.querySelector<HTMLButtonElement>('#start-failed button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'en', 'ltr', 'Try again'],
    ['ar', 'ar', 'rtl', 'حاول مرة أخرى'],
    // Languages without a table read English, as the site does.
    ['ja', 'en', 'ltr', 'Try again'],
    // A value the site would ignore: the default.
    ['xx', 'bn', 'ltr', 'আবার চেষ্টা করুন'],
  ])('reads the stored choice %s as the site would: %s', (stored, lang, dir, button) => {
    localStorage.setItem('tessera.language', stored);
    watch()();
    expect(screen()).toMatchObject({ lang, dir, button });
  });

  it("reads English for a table the brand's page does not hold, English being among its languages", () => {
    localStorage.setItem('tessera.language', 'pt');
    watch()();
    expect(screen()).toMatchObject({ lang: 'en', button: 'Try again' });
  });

  it('shows when the site reports that its own start failed', () => {
    watch();
    expect(screen()).toBeNull();
    dispatchEvent(new Event(START_FAILED_EVENT));
    expect(screen()?.heading).toBe('সাইটটি লোড করা যায়নি');
  });

  it('never shows once the site has rendered: its own screens handle failures then', () => {
    watch();
    document.getElementById('root')?.append(document.createElement('div'));
    dispatchEvent(new Event(START_FAILED_EVENT));
    expect(screen()).toBeNull();
  });

  it('shows once, however many failures are reported', () => {
    const fail = watch();
    fail();
    dispatchEvent(new Event(START_FAILED_EVENT));
    expect(document.querySelectorAll('#start-failed')).toHaveLength(1);
    expect(document.querySelectorAll('#start-failed button')).toHaveLength(1);
  });
});

describe('the inline start script', () => {
  it('shows the screen when the entry script fails, as written into index.html', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const script = startSiteScript(
      { entry: '/assets/index-1.js', preloads: [], bannerShown: '__shown', waitMs: 1000 },
      { ...config, event: 'test:start-failed' },
    );
    new Function(script)();
    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
    expect(screen()).toMatchObject({ lang: 'bn', button: 'আবার চেষ্টা করুন', focused: true });
    vi.useRealTimers();
  });
});
