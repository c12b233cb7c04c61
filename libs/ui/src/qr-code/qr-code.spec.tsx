import type { TableLanguage } from '@tessera/contract';
import { createI18n } from '@tessera/i18n/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { QRCode, type QRCodeProps } from './qr-code';

/** Renders a code and waits for it to be drawn (the encoder loads on first use). */
async function setup(props: QRCodeProps, language: TableLanguage = 'en') {
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <QRCode {...props} />
    </I18nextProvider>,
  );
  const svg = screen.getByRole('img');
  const path = await waitFor(
    () => svg.querySelector('path') ?? Promise.reject(new Error('no path')),
  );
  return { ...view, svg, path };
}

/** The dark modules drawn, as "row,col" → dot size, read back from the SVG path. */
function modules(path: SVGPathElement) {
  const found = new Map<string, number>();
  for (const [, x, y, side] of (path.getAttribute('d') ?? '').matchAll(
    /M([\d.]+) ([\d.]+)h([\d.]+)/g,
  )) {
    const size = Number(side);
    const offset = (1 - size) / 2;
    found.set(`${Math.round(Number(y) - offset)},${Math.round(Number(x) - offset)}`, size);
  }
  return found;
}

const sideOf = (path: SVGPathElement) =>
  Math.max(...[...modules(path).keys()].map((key) => Number(key.split(',')[1]))) + 1;

describe('QRCode', () => {
  it('holds a same-size light square, named and busy, until the encoder arrives', async () => {
    // A fresh copy of the component, whose encoder has not loaded yet.
    vi.resetModules();
    const { QRCode: FreshQRCode } = await import('./qr-code');
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <FreshQRCode value="hello" size={96} margin={4} />
      </I18nextProvider>,
    );
    const svg = screen.getByRole('img', { name: 'QR code' });
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['96', '96']);
    expect(svg.querySelector('path')).toBeNull();
    expect(svg.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(svg.querySelector('path')).not.toBeNull());
    expect(svg.getAttribute('aria-busy')).toBeNull();
    expect(sideOf(svg.querySelector('path') as SVGPathElement)).toBe(21);
  });

  it('draws a version 1 code (21 × 21) inside a 20 px quiet zone of a 200 px square', async () => {
    const { svg, path } = await setup({ value: 'hello' });
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 200');
    expect(sideOf(path)).toBe(21);
    expect(path.getAttribute('transform')).toBe(`translate(20 20) scale(${160 / 21})`);
    // A finder square in the top-left corner: dark ring, light ring, dark centre.
    const dark = modules(path);
    expect([dark.has('0,0'), dark.has('1,1'), dark.has('3,3'), dark.has('6,6')]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('grows the version with the correction level and with UTF-8 text', async () => {
    const link = 'https://example.com/r/abc'; // 25 bytes
    const sideFor = async (props: QRCodeProps) => {
      const { path, unmount } = await setup(props);
      const side = sideOf(path);
      unmount();
      return side;
    };
    expect(await sideFor({ value: link, errorCorrection: 'L' })).toBe(25);
    expect(await sideFor({ value: link })).toBe(25);
    expect(await sideFor({ value: link, errorCorrection: 'H' })).toBe(33);
    // Five Bengali letters are fifteen UTF-8 bytes: one more than version 1-M holds.
    expect(await sideFor({ value: 'বাংলাদেশ'.slice(0, 5) })).toBe(25);
  });

  it('shrinks data dots with dotScale but keeps finder squares whole', async () => {
    const { path } = await setup({ value: 'hello', dotScale: 0.35, size: 800 });
    const sizes = new Set(modules(path).values());
    expect(sizes).toEqual(new Set([1, 0.35]));
    expect(modules(path).get('0,0')).toBe(1);
    expect(screen.getByRole('img').getAttribute('width')).toBe('800');
  });

  it('is named by its title, or "QR code" in the reader’s language', async () => {
    const { unmount } = await setup({ value: 'hello' }, 'pt');
    expect(screen.getByRole('img', { name: 'Código QR' })).toBeTruthy();
    unmount();
    await setup({ value: 'hello', title: 'Scan to download the app' });
    expect(screen.getByRole('img', { name: 'Scan to download the app' })).toBeTruthy();
  });

  it('draws a logo in the centre at 20 % of the size', async () => {
    const { svg } = await setup({ value: 'hello', logoUrl: '/logo.png' });
    const image = svg.querySelector('image') as SVGImageElement;
    expect(image.getAttribute('href')).toBe('/logo.png');
    expect([image.getAttribute('x'), image.getAttribute('width')]).toEqual(['80', '40']);
  });

  it('says "Image load error" when the logo fails and keeps the code without it', async () => {
    const { svg, path } = await setup({ value: 'hello', logoUrl: '/missing.png' }, 'bn');
    fireEvent.error(svg.querySelector('image') as SVGImageElement);
    expect(screen.getByText('ছবি লোড করা যায়নি')).toBeTruthy();
    expect(svg.querySelector('image')).toBeNull();
    expect(sideOf(path)).toBe(21);
  });
});
