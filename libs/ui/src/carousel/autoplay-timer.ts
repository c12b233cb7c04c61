/** Why a carousel is holding still; it moves again once no reason is left. */
export type AutoplayHold = 'pointer' | 'focus' | 'touch' | 'offscreen' | 'hidden';

/**
 * Moves a carousel on after `delayMs` of rest, for as long as nothing holds it. It replaces
 * Swiper's Autoplay module, which runs a requestAnimationFrame loop for its whole life (to report
 * the time left): every frame woke the main thread for a style pass and a commit, about a quarter
 * of a core on a phone showing the lobby, and the page never went quiet. Here one timeout waits
 * between slides and nothing runs while the carousel holds still or is out of sight.
 */
export class AutoplayTimer {
  private readonly holds = new Set<AutoplayHold>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly delayMs: number,
    private readonly next: () => void,
  ) {}

  /** Starts the wait for the next slide again: at start, and after each slide change. */
  restart(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || this.holds.size > 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.next();
    }, this.delayMs);
  }

  hold(reason: AutoplayHold): void {
    this.holds.add(reason);
    this.restart();
  }

  release(reason: AutoplayHold): void {
    if (!this.holds.delete(reason)) return;
    this.restart();
  }

  /** Holds or releases, whichever `held` says. */
  set(reason: AutoplayHold, held: boolean): void {
    if (held) this.hold(reason);
    else this.release(reason);
  }

  /** Whether a slide change is waiting to happen. */
  get running(): boolean {
    return this.timer !== undefined;
  }

  stop(): void {
    this.stopped = true;
    this.restart();
  }
}
