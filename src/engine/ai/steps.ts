// A search written as a generator that yields between small steps can be run
// at once (Node, a worker, a test) or in slices that give the event loop back
// every few milliseconds (a page), and be cancelled between slices.

/** Runs the steps to the end and returns their result. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (let r = steps.next(); ; r = steps.next()) if (r.done) return r.value;
}

export interface SliceOptions {
  /** Rejects with an AbortError, between slices, once this aborts. */
  signal?: AbortSignal;
  /** Milliseconds of work before the event loop gets a turn (default 10). */
  sliceMs?: number;
}

/** Runs the steps in slices of about `sliceMs`, yielding to the event loop between them. */
export async function runStepsAsync<T>(steps: Generator<void, T>, options: SliceOptions = {}): Promise<T> {
  const sliceMs = options.sliceMs ?? 10;
  let start = performance.now();
  for (let r = steps.next(); ; r = steps.next()) {
    if (options.signal?.aborted) throw abortError();
    if (r.done) return r.value;
    if (performance.now() - start > sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (options.signal?.aborted) throw abortError();
      start = performance.now();
    }
  }
}

/** The error a cancelled search rejects with (a DOMException where there is one). */
export function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('the search was cancelled', 'AbortError')
    : Object.assign(new Error('the search was cancelled'), { name: 'AbortError' });
}
