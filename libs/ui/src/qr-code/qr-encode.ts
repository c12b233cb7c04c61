// Loaded on first use by qr-code.tsx: the encoder (qrcode-generator) stays out of the first
// download of every page that imports the kit but draws no code.
import { qrMatrix, type QRErrorCorrection } from './qr-matrix';
import { qrPath } from './qr-path';

/** What the component draws: modules per side and one SVG path of the dark ones. */
export interface QREncoding {
  count: number;
  path: string;
}

/** Encodes `value` and draws its dark modules as one path (see qrPath). */
export function encodeQr(
  value: string,
  errorCorrection: QRErrorCorrection,
  dotScale: number,
): QREncoding {
  const matrix = qrMatrix(value, errorCorrection);
  return { count: matrix.count, path: qrPath(matrix, dotScale) };
}
