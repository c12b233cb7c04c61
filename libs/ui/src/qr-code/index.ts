export { QRCode, type QRCodeProps } from './qr-code';
export type { QRErrorCorrection } from './qr-matrix';
