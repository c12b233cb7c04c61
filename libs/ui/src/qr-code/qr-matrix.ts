// The only file that knows qrcode-generator, so swapping the encoder touches nothing else.
import qrcode from 'qrcode-generator';

/** How much damage the code survives: L 7 %, M 15 %, Q 25 %, H 30 %. */
export type QRErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QRMatrix {
  /** Modules per side: 21 for version 1, four more per version. */
  count: number;
  isDark: (row: number, col: number) => boolean;
}

// The encoder keeps only the low byte of each UTF-16 unit; hand it UTF-8 bytes instead, so
// Bengali or Portuguese text in a link survives the scan.
function utf8Binary(text: string): string {
  return Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
}

/** Encodes `value` in the smallest QR version that fits it at the given correction level. */
export function qrMatrix(value: string, errorCorrection: QRErrorCorrection): QRMatrix {
  const code = qrcode(0, errorCorrection);
  code.addData(utf8Binary(value), 'Byte');
  code.make();
  return { count: code.getModuleCount(), isDark: (row, col) => code.isDark(row, col) };
}

/** Whether a module belongs to one of the three 7×7 finder squares scanners lock on to. */
export function isFinder(row: number, col: number, count: number): boolean {
  const near = (index: number) => index < 7;
  const far = (index: number) => index >= count - 7;
  return (near(row) && near(col)) || (near(row) && far(col)) || (far(row) && near(col));
}
