import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

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
