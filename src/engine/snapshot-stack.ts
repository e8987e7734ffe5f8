// Copy-make undo for flat states (flat-state.ts): before an action, the
// whole state's bytes go into the next slot of one preallocated buffer;
// undo copies them back. A state of a few hundred bytes copies faster than
// a journal of changes could be kept, and no rule has to know about undo.

export class SnapshotStack {
  /** One view per slot, made when the stack grows (so push and pop allocate nothing). */
  #slots: Uint8Array[] = [];
  #depth = 0;

  constructor(
    readonly stateBytes: number,
    capacity = 64,
  ) {
    this.#grow(Math.max(1, capacity));
  }

  get depth(): number {
    return this.#depth;
  }

  /** Keeps a copy of `state` (grows by doubling when full: after warm-up, never). */
  push(state: Uint8Array): void {
    if (this.#depth === this.#slots.length) this.#grow(this.#slots.length * 2);
    this.#slots[this.#depth++]!.set(state);
  }

  /** Copies the last state kept back into `state` and forgets it. */
  pop(state: Uint8Array): void {
    if (this.#depth === 0) throw new RangeError('nothing to undo');
    state.set(this.#slots[--this.#depth]!);
  }

  clear(): void {
    this.#depth = 0;
  }

  #grow(capacity: number): void {
    const data = new Uint8Array(this.stateBytes * capacity);
    const slots: Uint8Array[] = [];
    for (let i = 0; i < capacity; i++) {
      slots.push(data.subarray(i * this.stateBytes, (i + 1) * this.stateBytes));
      if (i < this.#depth) slots[i]!.set(this.#slots[i]!);
    }
    this.#slots = slots;
  }
}
