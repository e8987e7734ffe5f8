// Legal actions as integers, written into one reusable buffer: a game
// packs each action (its verb and arguments) into a number of its own
// format, the search lists, picks and applies them without an object.

export class ActionBuffer {
  codes: Int32Array;
  length = 0;

  constructor(capacity = 256) {
    this.codes = new Int32Array(capacity);
  }

  clear(): void {
    this.length = 0;
  }

  /** Adds one action (grows by doubling when full: after warm-up, never). */
  push(code: number): void {
    if (this.length === this.codes.length) {
      const bigger = new Int32Array(this.codes.length * 2);
      bigger.set(this.codes);
      this.codes = bigger;
    }
    this.codes[this.length++] = code;
  }

  /** Adds the first `n` codes of `codes` (a list a game keeps and hands out again; all of it: copied natively). */
  pushAll(codes: Int32Array, n: number): void {
    if (this.length + n > this.codes.length) {
      const bigger = new Int32Array(Math.max(this.codes.length * 2, this.length + n));
      bigger.set(this.codes.subarray(0, this.length));
      this.codes = bigger;
    }
    const into = this.codes;
    const at = this.length;
    if (n === codes.length)
      into.set(codes, at); // a whole list (a view its keeper made once): one native copy
    else for (let i = 0; i < n; i++) into[at + i] = codes[i]!; // no view made for a list's start
    this.length = at + n;
  }

  at(i: number): number {
    return this.codes[i]!;
  }
}
