import { createI18n } from '@tessera/i18n/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';

function SendCode({ seconds, onSend }: { seconds?: number; onSend: () => void }) {
  const countdown = useCountdown(seconds);
  return (
    <CountdownButton
      secondsLeft={countdown.secondsLeft}
      onClick={() => {
        onSend();
        countdown.start();
      }}
    >
      Send code
    </CountdownButton>
  );
}

function renderIn(language: 'en' | 'bn', onSend = vi.fn(), seconds?: number) {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <SendCode onSend={onSend} seconds={seconds} />
    </I18nextProvider>,
  );
  return onSend;
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CountdownButton', () => {
  // setTimeout stays real: Testing Library and user-event wait on it between steps.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('counts down from the default 60 s after a press, then is ready again', async () => {
    const onSend = renderIn('en');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    const button = screen.getByRole('button', { name: 'Resend in 60 s' });
    expect(button.getAttribute('aria-disabled')).toBe('true');

    tick(18_000);
    expect(button.textContent).toBe('Resend in 42 s');
    tick(42_000);
    expect(button.textContent).toBe('Send code');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while counting and keeps focus on itself', async () => {
    const onSend = renderIn('en', vi.fn(), 5);
    const u = user();
    await u.tab();
    await u.keyboard('{Enter}');
    await u.keyboard('{Enter}');
    await u.keyboard(' ');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resend in 5 s' }));
    tick(5_000);
    await u.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('follows the clock, not the number of ticks, after the device sleeps', async () => {
    renderIn('en', vi.fn(), 60);
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    vi.setSystemTime(Date.now() + 45_000);
    tick(250);
    expect(screen.getByRole('button').textContent).toBe('Resend in 15 s');
  });

  it('counts in the reader language', async () => {
    renderIn('bn', vi.fn(), 30);
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: '৩০ সেকেন্ড পরে আবার পাঠান' })).toBeTruthy();
  });
});
