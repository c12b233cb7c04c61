import type { TableLanguage } from '@tessera/contract';
import { createI18n } from '@tessera/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { QRCode, type QRCodeProps } from './qr-code';

function setup(props: QRCodeProps, language: TableLanguage = 'en') {
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <QRCode {...props} />
    </I18nextProvider>,
  );
  const svg = screen.getByRole('img');
  const path = svg.querySelector('path') as SVGPathElement;
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
  it('draws a version 1 code (21 × 21) inside a 20 px quiet zone of a 200 px square', () => {
    const { svg, path } = setup({ value: 'hello' });
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

  it('grows the version with the correction level and with UTF-8 text', () => {
    const link = 'https://example.com/r/abc'; // 25 bytes
    const sideFor = (props: QRCodeProps) => {
      const { path, unmount } = setup(props);
      const side = sideOf(path);
      unmount();
      return side;
    };
    expect(sideFor({ value: link, errorCorrection: 'L' })).toBe(25);
    expect(sideFor({ value: link })).toBe(25);
    expect(sideFor({ value: link, errorCorrection: 'H' })).toBe(33);
    // Five Bengali letters are fifteen UTF-8 bytes: one more than version 1-M holds.
    expect(sideFor({ value: 'বাংলাদেশ'.slice(0, 5) })).toBe(25);
  });

  it('shrinks data dots with dotScale but keeps finder squares whole', () => {
    const { path } = setup({ value: 'hello', dotScale: 0.35, size: 800 });
    const sizes = new Set(modules(path).values());
    expect(sizes).toEqual(new Set([1, 0.35]));
    expect(modules(path).get('0,0')).toBe(1);
    expect(screen.getByRole('img').getAttribute('width')).toBe('800');
  });

  it('is named by its title, or "QR code" in the reader’s language', () => {
    const { unmount } = setup({ value: 'hello' }, 'pt');
    expect(screen.getByRole('img', { name: 'Código QR' })).toBeTruthy();
    unmount();
    setup({ value: 'hello', title: 'Scan to download the app' });
    expect(screen.getByRole('img', { name: 'Scan to download the app' })).toBeTruthy();
  });

  it('draws a logo in the centre at 20 % of the size', () => {
    const { svg } = setup({ value: 'hello', logoUrl: '/logo.png' });
    const image = svg.querySelector('image') as SVGImageElement;
    expect(image.getAttribute('href')).toBe('/logo.png');
    expect([image.getAttribute('x'), image.getAttribute('width')]).toEqual(['80', '40']);
  });

  it('says "Image load error" when the logo fails and keeps the code without it', () => {
    const { svg, path } = setup({ value: 'hello', logoUrl: '/missing.png' }, 'bn');
    fireEvent.error(svg.querySelector('image') as SVGImageElement);
    expect(screen.getByText('ছবি লোড করা যায়নি')).toBeTruthy();
    expect(svg.querySelector('image')).toBeNull();
    expect(sideOf(path)).toBe(21);
  });
});
