import type { Captcha } from '@tessera/contract';
import { CAPTCHA_REFRESH_MIN_INTERVAL_MS, throttleAllows } from '@tessera/domain';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '@tessera/site-shared/session';

/** A captcha loaded on demand; the player's refreshes are throttled to one a second (spec §5). */
export function useCaptcha() {
  const { client } = useSession();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const lastAt = useRef<number | null>(null);
  /** Loads a new image now: after a failed try the old one is spent. */
  const load = useCallback(() => {
    lastAt.current = Date.now();
    client.session
      .captcha()
      .then(setCaptcha)
      .catch(() => undefined);
  }, [client]);
  /** The refresh button: ignored when pressed again within a second. */
  const refresh = useCallback(() => {
    if (throttleAllows(lastAt.current, Date.now(), CAPTCHA_REFRESH_MIN_INTERVAL_MS)) load();
  }, [load]);
  return { captcha, load, refresh };
}
