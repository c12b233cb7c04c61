import { merchantSettingsPath, type MerchantSettingsUpdate } from '@tessera/contract';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

/** Changes a merchant's settings through the platform's operator API, as an operator would. */
export async function updateMerchantSettings(code: string, update: MerchantSettingsUpdate) {
  const response = await fetch(`${PLATFORM_URL}${merchantSettingsPath(code)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(update),
  });
  if (!response.ok)
    throw new Error(`operator update failed: HTTP ${response.status} ${await response.text()}`);
}
