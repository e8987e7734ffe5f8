// A token bucket per connection: `burst` messages at once, `perSecond` after.
export class RateLimit {
  #tokens: number;
  #at = performance.now();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {
    this.#tokens = burst;
  }

  /** Takes one message's token; false when the connection sends faster than allowed. */
  take(): boolean {
    const now = performance.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
