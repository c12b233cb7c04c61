import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<b>Bonus</b><script>alert(1)</script>', '<b>Bonus</b>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<p style="color:red">Hi</p>', '<p style="color:red">Hi</p>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });
});

describe('SafeHtml', () => {
  it('shows the text and formatting but runs nothing', () => {
    const { container } = render(
      <SafeHtml html={'<b>Hello</b><img src=x onerror="window.hacked=1">'} />,
    );
    expect(container.querySelector('b')?.textContent).toBe('Hello');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
