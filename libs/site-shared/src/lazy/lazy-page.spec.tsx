import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
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
  // React reports a misused use() (one that suspended, then was skipped once the chunk came) with
  // console.error, once per page load and only outside act(): so this test renders as a browser
  // does, with no act() around it, and runs first.
  it('shows a page opened after the first render without React reporting an error', async () => {
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const errors = vi.spyOn(console, 'error');
    const Lazy = lazyPage(
      () =>
        new Promise<{ Page: typeof Page }>((resolve) => setTimeout(() => resolve({ Page }), 10)),
      (m) => m.Page,
    );
    // Like a route's page: the boundary already shows something when the lazy page mounts.
    function Opener() {
      const [open, setOpen] = useState(false);
      useEffect(() => setOpen(true), []);
      return open ? <Lazy /> : <p>lobby</p>;
    }
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Opener />
        </Suspense>,
      );
      expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      root.unmount();
      container.remove();
      errors.mockRestore();
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

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
