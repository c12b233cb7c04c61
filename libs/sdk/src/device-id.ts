import { DEVICE_ID_PATTERN } from '@tessera/contract';

/** Local-storage key of the browser's device id. */
export const DEVICE_ID_STORAGE_KEY = 'tessera.deviceId';

/** Options of `browserDeviceId`. */
export interface DeviceIdOptions {
  /** @default globalThis.localStorage (memory only when there is none) */
  storage?: Storage;
  /** Makes a new id. @default crypto.randomUUID */
  newId?: () => string;
}

/**
 * The browser's device id, sent with sign-in and sign-up calls (DEVICE_ID_HEADER) so the money
 * desk sees two accounts used on one browser: a random UUID made on first use and kept in local
 * storage, so it outlives the session and the tab. A stored value that is no UUID is replaced.
 * Where storage is refused (privacy modes) the id lasts as long as the page.
 */
export function browserDeviceId(options: DeviceIdOptions = {}): () => string {
  const storage = options.storage ?? safely(() => globalThis.localStorage);
  const newId = options.newId ?? randomUuid;
  let id: string | null = null;
  return () => {
    if (id) return id;
    const stored = storage ? safely(() => storage.getItem(DEVICE_ID_STORAGE_KEY)) : null;
    if (stored && DEVICE_ID_PATTERN.test(stored)) return (id = stored);
    id = newId();
    const made = id;
    if (storage) safely(() => storage.setItem(DEVICE_ID_STORAGE_KEY, made));
    return id;
  };
}

/**
 * A version-4 UUID. `crypto.randomUUID` exists only on secure pages (https, localhost); a brand
 * opened over plain http still gets one from `getRandomValues`.
 */
function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Storage may throw (quota, privacy mode): the caller falls back to memory. */
function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
