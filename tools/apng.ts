// An animated PNG (APNG) from frames of RGBA pixels, all of one size: the
// first frame whole, each next one only the rectangle where it differs from
// the one before (a replay changes a few counters a frame, so the file stays
// near the size of one image), a frame equal to the one before lengthens its
// delay instead. Browsers, image viewers and most wikis show APNG; a reader
// that does not know it shows the first frame.
// https://wiki.mozilla.org/APNG_Specification · PNG: https://www.w3.org/TR/png/
import { crc32, deflateSync } from 'node:zlib';

export interface Frame {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, row by row. */
  pixels: Uint8Array;
}

export interface ApngOptions {
  /** How long each frame shows, in milliseconds. */
  delayMs: number;
  /** How long the last frame shows before the animation starts again (default: delayMs × 4). */
  lastDelayMs?: number;
  /** Times to play; 0 = for ever (default). */
  plays?: number;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const RGBA = 6;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function encodeApng(frames: readonly Frame[], options: ApngOptions): Uint8Array {
  const first = frames[0];
  if (!first) throw new RangeError('an animation needs at least one frame');
  for (const f of frames) {
    if (f.width !== first.width || f.height !== first.height || f.pixels.length !== f.width * f.height * 4)
      throw new RangeError('every frame must have the first frame’s size and width × height × 4 bytes');
  }
  // each shown frame: the rectangle it repaints and how long it stays
  const shown: { rect: Rect; pixels: Uint8Array; delay: number }[] = [];
  frames.forEach((frame, i) => {
    const previous = frames[i - 1];
    const rect = previous ? changedRect(previous, frame) : { x: 0, y: 0, width: frame.width, height: frame.height };
    if (rect) shown.push({ rect, pixels: frame.pixels, delay: options.delayMs });
    else shown[shown.length - 1]!.delay += options.delayMs;
  });
  shown[shown.length - 1]!.delay += (options.lastDelayMs ?? options.delayMs * 4) - options.delayMs;

  const chunks: Uint8Array[] = [SIGNATURE];
  chunks.push(chunk('IHDR', u32(first.width), u32(first.height), Uint8Array.of(8, RGBA, 0, 0, 0)));
  chunks.push(chunk('acTL', u32(shown.length), u32(options.plays ?? 0)));
  let sequence = 0;
  shown.forEach(({ rect, pixels, delay }, i) => {
    // fcTL: the frame's rectangle, its delay, dispose NONE (keep it), blend SOURCE (replace the rectangle)
    const delayFields = concat([delayFraction(delay), Uint8Array.of(0, 0)]);
    chunks.push(
      chunk('fcTL', u32(sequence++), u32(rect.width), u32(rect.height), u32(rect.x), u32(rect.y), delayFields),
    );
    const data = deflateSync(filtered(pixels, first.width, rect), { level: 9 });
    chunks.push(i === 0 ? chunk('IDAT', data) : chunk('fdAT', u32(sequence++), data));
  });
  chunks.push(chunk('IEND'));
  return concat(chunks);
}

/** A delay as the fcTL's 16-bit numerator and denominator: milliseconds, or hundredths past 65.5 s. */
function delayFraction(ms: number): Uint8Array {
  const [num, den] = ms <= 0xffff ? [Math.round(ms), 1000] : [Math.min(0xffff, Math.round(ms / 10)), 100];
  return Uint8Array.of(num >> 8, num & 0xff, den >> 8, den & 0xff);
}

/** The smallest rectangle holding every pixel that differs, or null when the frames are equal. */
function changedRect(a: Frame, b: Frame): Rect | null {
  const words = (f: Frame) => new Uint32Array(f.pixels.buffer, f.pixels.byteOffset, f.width * f.height);
  const [pa, pb] = [words(a), words(b)];
  let top = -1,
    bottom = -1,
    left = a.width,
    right = -1;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0, i = y * a.width; x < a.width; x++, i++) {
      if (pa[i] === pb[i]) continue;
      if (top < 0) top = y;
      bottom = y;
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  return top < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The rectangle's rows, each behind the filter byte that makes it smallest
 * (PNG's usual heuristic: the least sum of the filtered bytes read as signed).
 */
function filtered(pixels: Uint8Array, stride: number, rect: Rect): Uint8Array {
  const rowBytes = rect.width * 4;
  const out = new Uint8Array(rect.height * (rowBytes + 1));
  const candidates = [0, 1, 2].map(() => new Uint8Array(rowBytes));
  let above: Uint8Array | null = null;
  for (let y = 0; y < rect.height; y++) {
    const start = ((rect.y + y) * stride + rect.x) * 4;
    const row = pixels.subarray(start, start + rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= 4 ? row[i - 4]! : 0;
      const up = above ? above[i]! : 0;
      candidates[0]![i] = row[i]!; // None
      candidates[1]![i] = (row[i]! - left) & 0xff; // Sub
      candidates[2]![i] = (row[i]! - up) & 0xff; // Up
    }
    let best = 0,
      bestCost = Infinity;
    candidates.forEach((c, type) => {
      let cost = 0;
      for (const v of c) cost += v < 128 ? v : 256 - v;
      if (cost < bestCost) [best, bestCost] = [type, cost];
    });
    const at = y * (rowBytes + 1);
    out[at] = best;
    out.set(candidates[best]!, at + 1);
    above = row;
  }
  return out;
}

function chunk(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat([new TextEncoder().encode(type), ...parts]);
  return concat([u32(body.length - 4), body, u32(crc32(body))]);
}

const u32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n >>> 0);
  return b;
};

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
