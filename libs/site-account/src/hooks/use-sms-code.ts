import type { SmsCodeRequest, SmsCodeSent } from '@tessera/contract';
import { smsCountdownSeconds, SMS_REQUEST_MIN_INTERVAL_MS, throttleAllows } from '@tessera/domain';
import { useCountdown } from '@tessera/ui';
import { useCallback, useRef, useState } from 'react';
import { errorKey } from '@tessera/site-shared/forms';

/**
 * "Send code" with the countdown of spec §4 (expiredMinutes × 60 s) and the 1 s request
 * throttle of §5. A failure is kept for the warning dialog of §8.
 */
export function useSmsCode(send: (request: SmsCodeRequest) => Promise<SmsCodeSent>) {
  const countdown = useCountdown();
  const lastAt = useRef<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useCallback(
    async (target: SmsCodeRequest) => {
      const now = Date.now();
      if (!throttleAllows(lastAt.current, now, SMS_REQUEST_MIN_INTERVAL_MS)) return;
      lastAt.current = now;
      try {
        const sent = await send(target);
        countdown.start(smsCountdownSeconds(sent.expiredMinutes));
      } catch (error) {
        countdown.reset();
        setFailure(errorKey(error));
      }
    },
    [send, countdown],
  );
  return {
    secondsLeft: countdown.secondsLeft,
    request,
    failure,
    dismissFailure: () => setFailure(null),
  };
}
