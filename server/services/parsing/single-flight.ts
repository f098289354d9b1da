/**
 * Coalesces concurrent calls with the same key into one execution within this process: the first
 * caller runs `fn`, later callers share its promise until it settles. Cross-process exclusion is the
 * job of the record lock (see record-lock.ts).
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  get size(): number {
    return this.inFlight.size;
  }

  /** Runs `fn` unless a call for `key` is already running; `leader` tells the caller which it got. */
  run(key: string, fn: () => Promise<T>): { promise: Promise<T>; leader: boolean } {
    const existing = this.inFlight.get(key);
    if (existing) return { promise: existing, leader: false };
    const promise = fn().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return { promise, leader: true };
  }
}
