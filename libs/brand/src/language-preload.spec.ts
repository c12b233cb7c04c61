// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadLanguage } from './language-preload';

const config = {
  storageKey: 'tessera.language',
  languages: ['en', 'bn', 'pt', 'pt-BR', 'ja'],
  chunks: { en: '/assets/en-1.js', bn: '/assets/bn-2.js', pt: '/assets/pt-3.js' },
};

/** The chunk the page asked for, as the browser sees the link. */
function preloaded() {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  return [...links].map((link) => new URL(link.href).pathname);
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.lang = 'bn';
  localStorage.clear();
});

describe('preloadLanguage', () => {
  it("preloads the brand default's table when the reader chose nothing", () => {
    preloadLanguage(config);
    expect(preloaded()).toEqual(['/assets/bn-2.js']);
  });

  it("preloads the reader's stored choice, its base language's table, or English", () => {
    localStorage.setItem('tessera.language', 'pt-BR');
    preloadLanguage(config);
    localStorage.setItem('tessera.language', 'ja');
    preloadLanguage(config);
    expect(preloaded()).toEqual(['/assets/pt-3.js', '/assets/en-1.js']);
  });

  it('ignores a stored value the site does not offer, as the site does', () => {
    localStorage.setItem('tessera.language', '<script>');
    preloadLanguage(config);
    expect(preloaded()).toEqual(['/assets/bn-2.js']);
  });
});
