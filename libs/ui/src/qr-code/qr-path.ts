import { isFinder, type QRMatrix } from './qr-matrix';

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * One SVG path for all dark modules, in module units (one DOM node instead of hundreds).
 * `dotScale` shrinks data dots around their centres; finder squares stay whole so the code
 * still scans.
 */
export function qrPath(matrix: QRMatrix, dotScale: number): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.count; row += 1) {
    for (let col = 0; col < matrix.count; col += 1) {
      if (!matrix.isDark(row, col)) continue;
      const side = isFinder(row, col, matrix.count) ? 1 : round(dotScale);
      const offset = round((1 - side) / 2);
      parts.push(`M${round(col + offset)} ${round(row + offset)}h${side}v${side}h-${side}z`);
    }
  }
  return parts.join('');
}
