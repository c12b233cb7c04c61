import { describe, expect, it } from 'vitest';
import { hexOf, withGameLook } from './game-look';

describe('the game look', () => {
  it('reads hex colours and leaves the rest out', () => {
    expect(hexOf(' #FFF8EC ')).toBe('fff8ec');
    expect(hexOf('#abc')).toBe('aabbcc');
    expect(hexOf('rgb(1, 2, 3)')).toBe('');
    expect(hexOf('red')).toBe('');
  });

  it('adds the theme and the site colours to a sandbox page, in the page order', () => {
    const root = document.createElement('div');
    root.style.setProperty('--color-bg', '#fff8ec');
    root.style.setProperty('--color-surface', '#ffffff');
    root.style.setProperty('--color-brand', '#a34d00');
    document.body.append(root);
    const url = withGameLook('/sandbox/play/lottery?launch=t&lang=bn', 'light', root);
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('launch')).toBe('t');
    expect(query.get('theme')).toBe('light');
    expect(query.get('colors')).toBe('fff8ec,ffffff,ffffff,,,,a34d00,,,,');
    root.remove();
  });

  it('leaves another vendor’s address alone', () => {
    expect(withGameLook('https://vendor.example/play?x=1', 'dark', document.body)).toBe(
      'https://vendor.example/play?x=1',
    );
  });
});
