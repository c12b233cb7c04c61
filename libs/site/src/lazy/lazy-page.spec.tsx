import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, retryFailedPages } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const Page = () => <h1>Loaded page</h1>;

// Awaited act: the page suspends while its chunk loads.
async function show(Lazy: (props: object) => ReactNode) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Boundary>
        <Suspense fallback={<p>waiting</p>}>
          <Lazy />
        </Suspense>
      </Boundary>,
    );
  });
  return view as ReturnType<typeof render>;
}

describe('lazyPage', () => {
  it('renders the page once its chunk arrives', async () => {
    const Lazy = lazyPage(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
    );
    await show(Lazy);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('fails after the timeout, then loads again when retried', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue({ Page });
    const Lazy = lazyPage(load, (m) => m.Page, 120_000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await show(Lazy);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    vi.useRealTimers();
    expect((await screen.findByRole('alert')).textContent).toContain('timed out after 120000 ms');
    first.unmount();

    retryFailedPages();
    await show(Lazy);
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
