/**
 * A ResizeObserver for jsdom that reports each element once, soon after it is observed, as a
 * browser does after its next layout (jsdom's stand-in in setup.ts never reports). For tests of
 * components that measure only when observed: stub it with
 * `vi.stubGlobal('ResizeObserver', ReportingResizeObserver)` and give the sizes by spying on
 * `offsetWidth` and the like, since jsdom lays nothing out.
 */
export class ReportingResizeObserver {
  private connected = true;

  constructor(private readonly report: ResizeObserverCallback) {}

  observe(target: Element): void {
    this.connected = true;
    queueMicrotask(() => {
      if (this.connected)
        this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    });
  }

  unobserve(): void {}

  disconnect(): void {
    this.connected = false;
  }
}
