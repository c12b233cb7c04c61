import type { LoginResult, SealedPayload } from '@tessera/contract';
import { openSealed } from './open-sealed';
import type { SeenRequest } from './fake-fetch';

/** The payload key the specs' clients seal with. */
export const TEST_PAYLOAD_KEY = 'spec-payload-key';

/** A successful login reply. */
export const LOGIN_RESULT: LoginResult = {
  token: 'tok-123',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  memberType: 0,
};

/** The JSON body a sealed request carried, opened with TEST_PAYLOAD_KEY. */
export function openedBody(seen: SeenRequest | undefined): unknown {
  const sealed = JSON.parse(seen?.body ?? '{}') as SealedPayload;
  return JSON.parse(openSealed(sealed, TEST_PAYLOAD_KEY));
}

/** An error envelope as the platform sends it. */
export function errorReply(status: number, code: string, value: unknown = null) {
  return { status, body: JSON.stringify({ code, message: code, value }) };
}
