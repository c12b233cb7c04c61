export type { Envelope } from './envelope';
export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes';
export {
  MERCHANT_HEADER,
  type SystemStatusInfo,
  type TableLanguage,
  type WhitelabelInfo,
  type WhitelabelNode,
} from './merchant';
export { PATHS } from './paths';
