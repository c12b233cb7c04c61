import { createI18n } from '@tessera/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { BalanceChip } from './balance-chip';

function inLanguage(language: 'en' | 'bn', ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle! };
}

const group = () => screen.getByRole('group', { name: 'Balance' });

describe('BalanceChip', () => {
  it('shows minor units as money in the reader language', () => {
    const { unmount } = inLanguage('en', <BalanceChip amount={123456} currency="BDT" />);
    expect(group().textContent).toContain('৳1,234.56');
    unmount();
    inLanguage('bn', <BalanceChip amount={123456} currency="BDT" />);
    expect(screen.getByRole('group', { name: 'ব্যালেন্স' }).textContent).toContain('১,২৩৪.৫৬৳');
  });

  it('tags demo money in words, in the reader language', () => {
    const { unmount } = inLanguage('en', <BalanceChip amount={200000} currency="BDT" demo />);
    expect(group().textContent).toContain('Demo: Demo money from a free trial, not real money');
    unmount();
    inLanguage('bn', <BalanceChip amount={200000} currency="BDT" demo />);
    expect(screen.getByRole('group', { name: 'ব্যালেন্স' }).textContent).toContain('ডেমো');
    inLanguage('en', <BalanceChip amount={200000} currency="BDT" />);
    expect(screen.getAllByRole('group', { name: 'Balance' }).at(-1)?.textContent).not.toContain(
      'Demo',
    );
  });

  it('uses the brand symbol when given', () => {
    inLanguage('en', <BalanceChip amount={5000} currency="BDT" symbol="Tk " />);
    expect(group().textContent).toContain('Tk 50.00');
  });

  it('masks and unmasks the amount with the toggle', async () => {
    const onMaskedChange = vi.fn();
    inLanguage(
      'en',
      <BalanceChip amount={123456} currency="BDT" onMaskedChange={onMaskedChange} />,
    );
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(group().textContent).not.toContain('1,234.56');
    expect(group().textContent).toContain('••••');
    expect(screen.getByText('Balance hidden')).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard(' ');
    expect(group().textContent).toContain('৳1,234.56');
    expect(onMaskedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled `masked`', () => {
    inLanguage('en', <BalanceChip amount={100} currency="BDT" masked />);
    expect(group().textContent).toContain('••••');
  });

  it('spins while a refresh is pending and stops when it settles, even on failure', async () => {
    const first = deferred();
    const second = deferred();
    const onRefresh = vi
      .fn()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    inLanguage('en', <BalanceChip amount={100} currency="BDT" onRefresh={onRefresh} />);
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });

    await userEvent.click(refresh);
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(refresh);
    await userEvent.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve());
    expect(refresh.getAttribute('aria-busy')).toBeNull();

    await userEvent.click(refresh);
    await act(async () => second.reject(new Error('offline')));
    expect(refresh.getAttribute('aria-busy')).toBeNull();
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('offers no refresh button without `onRefresh`', () => {
    inLanguage('en', <BalanceChip amount={100} currency="BDT" />);
    expect(screen.queryByRole('button', { name: 'Refresh balance' })).toBeNull();
  });
});
