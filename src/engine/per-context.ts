// What a module makes once per game context (or game definition) and keeps:
// tables read from the definition, scratch lists of the board's size,
// listings kept between calls. perContext(make) gives the function that
// makes it the first time a context is asked about and hands the same out
// again after. Kept in a WeakMap, so a context no longer used goes with its
// things; the last context asked about is answered without a lookup (a
// listing asks again for every hex or counter), and that one is held until
// another is asked about.

/** `make(ctx)` made once per `ctx` (an object: a game's context or definition), the same thing handed out after. */
export function perContext<K extends object, T extends object>(make: (ctx: K) => T): (ctx: K) => T {
  const made = new WeakMap<K, T>();
  let lastCtx: K | null = null;
  let last: T | null = null;
  return (ctx) => {
    if (ctx === lastCtx) return last!;
    let t = made.get(ctx);
    if (t === undefined) made.set(ctx, (t = make(ctx)));
    lastCtx = ctx;
    last = t;
    return t;
  };
}
