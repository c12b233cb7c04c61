import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml, withoutHandlers } from './safe-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<b>Bonus</b><script>alert(1)</script>', '<b>Bonus</b>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<p style="color:red">Hi</p>', '<p style="color:red">Hi</p>'],
  ])('%s → %s', async (dirty, clean) => {
    expect(await sanitizeHtml(dirty)).toBe(clean);
  });
});

describe('before the sanitizer parses', () => {
  it('drops event handlers, so the page policy never reports a blocked inline handler', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const seeded = `<p><span onmouseover="alert('xss')">*</span> Terms <img src=x onerror=go() alt='a>b'></p>`;
    expect(await sanitizeHtml(seeded)).toBe(
      '<p><span>*</span> Terms <img src="x" alt="a&gt;b"></p>',
    );
    const parsed = parse.mock.calls.map(([markup]) => String(markup)).join('');
    expect(parsed).toContain('Terms');
    expect(parsed).not.toMatch(/\son[a-z]+=/i);
    parse.mockRestore();
  });

  it('leaves text that merely reads like a handler alone', () => {
    expect(withoutHandlers('<p title="x">Turn on=off</p>')).toBe('<p title="x">Turn on=off</p>');
  });
});

describe('SafeHtml', () => {
  it('holds a skeleton line, never the raw HTML, until the sanitizer has loaded', async () => {
    // A fresh copy of the component, whose sanitizer has not loaded yet.
    vi.resetModules();
    const { SafeHtml: FreshSafeHtml } = await import('./safe-html');
    const { container } = render(
      <FreshSafeHtml html={'<b>Hello</b><img src=x onerror="window.hacked=1">'} />,
    );
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('b, img')).toBeNull();
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('Hello'));
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the text and formatting but runs nothing', async () => {
    const { container } = render(
      <SafeHtml html={'<b>Hello</b><img src=x onerror="window.hacked=1"><script>x()</script>'} />,
    );
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('Hello'));
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
