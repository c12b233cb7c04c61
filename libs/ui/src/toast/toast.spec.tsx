import type { TableLanguage } from '@tessera/contract';
import { createI18n } from '@tessera/i18n/testing';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { ToastProvider } from './toast-provider';
import { useToast, type ToastOptions } from './use-toast';

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>{label}</Button>;
}

// fireEvent, not user-event: user-event waits on real timers between steps, and frozen timers
// are the point here.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function setup(language: TableLanguage = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ToastProvider>
        <Trigger label="Saved" options={{ message: 'Profile saved', tone: 'success' }} />
        <Trigger label="Info" options={{ message: 'New promotion' }} />
        <Trigger
          label="Fail"
          options={{ message: 'Deposit failed', tone: 'error', durationMs: 1000 }}
        />
        <Trigger label="Sticky" options={{ message: 'Read me', durationMs: Infinity }} />
      </ToastProvider>
    </I18nextProvider>,
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces info and success politely and leaves after 4 seconds', async () => {
    setup();
    click('Saved');
    click('Info');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Profile saved',
      'New promotion',
    ]);
    expect(region.contains(screen.getByText('Profile saved'))).toBe(true);
    await wait(3900);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    await wait(100);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors as alerts and honours a custom duration', async () => {
    setup();
    click('Fail');
    expect(screen.getByRole('alert').textContent).toBe('Deposit failed');
    await wait(999);
    expect(screen.getByRole('alert')).toBeTruthy();
    await wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed with a translated button before its time', async () => {
    setup('tl');
    click('Saved');
    click('Isara ang abiso');
    expect(screen.queryByText('Profile saved')).toBeNull();
    expect(screen.getByRole('region', { name: 'Mga abiso' })).toBeTruthy();
  });

  it('keeps a toast with an infinite duration until dismissed', async () => {
    setup();
    click('Sticky');
    await wait(60_000);
    expect(screen.getByRole('status').textContent).toBe('Read me');
  });

  it('says what is missing when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow('needs a <ToastProvider>');
  });
});
