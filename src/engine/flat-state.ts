// A game's state for search as named typed arrays laid over one
// ArrayBuffer: a game declares its fields (per unit, per hex, counters), the
// engine lays them out. One buffer makes a copy one TypedArray.set — the
// undo of a search (snapshot-stack.ts) and a clone cost a few hundred bytes
// copied, no object built — and keeps every field at a fixed place, so the
// rules read and write numbers, never allocate.

/** The element types a field may have. */
export type FieldType = 'i8' | 'u8' | 'i16' | 'u16' | 'i32' | 'u32' | 'f64';

export interface FieldDecl {
  type: FieldType;
  /** Elements (a unit count, a hex count, 1 for a counter). */
  length: number;
}

export type FieldDecls = Readonly<Record<string, FieldDecl>>;

interface ArrayOf {
  i8: Int8Array;
  u8: Uint8Array;
  i16: Int16Array;
  u16: Uint16Array;
  i32: Int32Array;
  u32: Uint32Array;
  f64: Float64Array;
}

const CONSTRUCTORS = {
  i8: Int8Array,
  u8: Uint8Array,
  i16: Int16Array,
  u16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  f64: Float64Array,
} as const;

/** The views of one flat state: a typed array per field, and the whole buffer as bytes. */
export type FlatViews<F extends FieldDecls> = { readonly [K in keyof F]: ArrayOf[F[K]['type']] } & {
  readonly bytes: Uint8Array;
};

/** Where each field lies in the buffer: fields sorted by element size, largest first, so each is aligned. */
export class FlatLayout<F extends FieldDecls> {
  readonly byteLength: number;
  readonly #offsets: [keyof F & string, number][] = [];

  constructor(readonly fields: F) {
    const names = (Object.keys(fields) as (keyof F & string)[]).sort(
      (a, b) => size(fields[b]!.type) - size(fields[a]!.type),
    );
    let at = 0;
    for (const name of names) {
      const f = fields[name]!;
      if (!Number.isInteger(f.length) || f.length < 0) throw new RangeError(`field ${name}: bad length ${f.length}`);
      this.#offsets.push([name, at]);
      at += f.length * size(f.type);
    }
    this.byteLength = Math.ceil(at / 8) * 8;
  }

  /** Views over `buffer` (a new zeroed one by default). */
  views(buffer: ArrayBuffer = new ArrayBuffer(this.byteLength)): FlatViews<F> {
    if (buffer.byteLength !== this.byteLength) throw new RangeError('buffer does not fit the layout');
    const out: Record<string, unknown> = { bytes: new Uint8Array(buffer) };
    for (const [name, offset] of this.#offsets) {
      const f = this.fields[name]!;
      out[name] = new CONSTRUCTORS[f.type](buffer, offset, f.length);
    }
    return out as FlatViews<F>;
  }
}

function size(type: FieldType): number {
  return CONSTRUCTORS[type].BYTES_PER_ELEMENT;
}
