import { vi } from 'vitest';
import { createPlatformClient } from '../platform-client';
import { memoryTokenStore } from '../token-store';
import { TEST_PAYLOAD_KEY } from './session-fixtures';

/** A client of the fake platform at `baseUrl`, holding `token`, with a spy for session ends. */
export function clientFor(baseUrl: string, token: string | null = 'tok') {
  const tokenStore = memoryTokenStore(token);
  const onSessionEnded = vi.fn();
  const client = createPlatformClient({
    baseUrl,
    merchantCode: 'LUMEN',
    payloadKey: TEST_PAYLOAD_KEY,
    tokenStore,
    onSessionEnded,
    timeoutMs: 2000,
  });
  return { client, tokenStore, onSessionEnded };
}
