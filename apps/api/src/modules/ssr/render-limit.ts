/** Thrown when a render can neither start nor wait its turn: the page is answered with a 503. */
export class RendersBusy extends Error {
  constructor() {
    super('too many pages are being rendered');
  }
}

export interface RenderLoad {
  running: number;
  waiting: number;
  refused: number;
}

/**
 * How many pages are computed at once (issue 37). A render holds the thread for its React passes and,
 * on the embedded database, for each of its queries: with no bound, fifty addresses nobody has asked
 * for before queue fifty renders and every other request (the API, cached pages, /api/health)
 * waits behind them. Here at most `atOnce` run; up to `queueLength` more wait their turn, each at
 * most `waitMs`; any other is refused at once, which costs nothing.
 */
export class RenderLimit {
  private running = 0;
  /** Renders refused since the process started: answered 503 (GET /metrics). */
  private refused = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    readonly atOnce: number,
    readonly queueLength: number,
    readonly waitMs: number,
  ) {}

  /** A free place now, or none (a background refresh then waits for a later request). */
  tryAcquire(): (() => void) | undefined {
    if (this.running >= this.atOnce) return undefined;
    this.running++;
    return this.releaser();
  }

  /** A place now or within `waitMs`; rejects with RendersBusy past the queue or the wait. */
  acquire(): Promise<() => void> {
    const now = this.tryAcquire();
    if (now) return Promise.resolve(now);
    if (this.waiting.length >= this.queueLength) return Promise.reject(this.refuse());
    return new Promise((resolve, reject) => {
      const turn = {
        start: () => {
          clearTimeout(turn.timer);
          this.running++;
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(turn), 1);
          reject(this.refuse());
        }, this.waitMs),
      };
      this.waiting.push(turn);
    });
  }

  /** Renders under way and waiting, and how many were refused, for the metrics and the tests. */
  get load(): RenderLoad {
    return { running: this.running, waiting: this.waiting.length, refused: this.refused };
  }

  private refuse() {
    this.refused++;
    return new RendersBusy();
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.waiting.shift()?.start();
    };
  }
}
