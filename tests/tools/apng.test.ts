// Animated replays (tools/apng.ts, tools/animation.ts): read back by a small
// APNG decoder written here from the specification, every frame is the
// diagram after that action, pixel for pixel.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { encodeApng, type Frame } from '../../tools/apng.js';
import { replayApng } from '../../tools/animation.js';
import { diagramSvg, rasterise } from '../../tools/diagram.js';
import { main } from '../../tools/cli.js';

interface Decoded {
  plays: number;
  frames: { pixels: Uint8Array; delayMs: number }[];
}

/** Decodes an 8-bit RGBA APNG: checks every chunk's CRC and sequence number, composites each frame. */
function decodeApng(png: Uint8Array): Decoded {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let width = 0,
    plays = -1,
    expectedFrames = 0,
    sequence = 0;
  let canvas = new Uint8Array(0);
  const frames: Decoded['frames'] = [];
  let control: { w: number; h: number; x: number; y: number; delayMs: number } | null = null;
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    const start = at + 8;
    const u32 = (i: number) => view.getUint32(start + i);
    const u16 = (i: number) => view.getUint16(start + i);
    at += 12 + length;
    if (type === 'IHDR') {
      width = u32(0);
      expect([...data.subarray(8)]).toEqual([8, 6, 0, 0, 0]); // 8-bit RGBA, not interlaced
      canvas = new Uint8Array(width * u32(4) * 4);
    } else if (type === 'acTL') [expectedFrames, plays] = [u32(0), u32(4)];
    else if (type === 'fcTL') {
      expect(u32(0)).toBe(sequence++);
      control = { w: u32(4), h: u32(8), x: u32(12), y: u32(16), delayMs: (u16(20) * 1000) / u16(22) };
      expect([data[24], data[25]]).toEqual([0, 0]); // dispose NONE, blend SOURCE
    } else if (type === 'IDAT' || type === 'fdAT') {
      if (type === 'fdAT') expect(u32(0)).toBe(sequence++);
      const c = control!;
      const rows = unfilter(inflateSync(type === 'fdAT' ? data.subarray(4) : data), c.w * 4, c.h);
      for (let y = 0; y < c.h; y++) canvas.set(rows[y]!, ((c.y + y) * width + c.x) * 4);
      frames.push({ pixels: canvas.slice(), delayMs: c.delayMs });
    }
  }
  expect(frames.length).toBe(expectedFrames);
  return { plays, frames };
}

/** PNG's five row filters undone (bytes per pixel: 4). */
function unfilter(raw: Uint8Array, rowBytes: number, rows: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let above = new Uint8Array(rowBytes);
  for (let y = 0; y < rows; y++) {
    const type = raw[y * (rowBytes + 1)]!;
    const line = raw.slice(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= 4 ? line[i - 4]! : 0,
        b = above[i]!,
        c = i >= 4 ? above[i - 4]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][type]!;
      line[i] = (line[i]! + predictor) & 0xff;
    }
    out.push(line);
    above = line;
  }
  return out;
}

function noise(width: number, height: number, seed: number): Frame {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  return { width, height, pixels };
}

describe('animated replays (APNG)', () => {
  it('every frame reads back exactly; a frame equal to the one before lengthens its delay', () => {
    const a = noise(9, 7, 1);
    const b = { ...a, pixels: a.pixels.slice() };
    b.pixels.set([1, 2, 3, 4, 5, 6, 7, 8], (3 * 9 + 4) * 4); // two pixels of row 3 change
    const png = encodeApng([a, a, b], { delayMs: 100, lastDelayMs: 900, plays: 2 });
    const decoded = decodeApng(png);
    expect(decoded.plays).toBe(2);
    expect(decoded.frames.map((f) => f.delayMs)).toEqual([200, 900]);
    expect(decoded.frames[0]!.pixels).toEqual(a.pixels);
    expect(decoded.frames[1]!.pixels).toEqual(b.pixels);
    // the second frame carries only the rectangle that changed: 2 × 1 pixels
    const fcTLs = [...Buffer.from(png).toString('latin1').matchAll(/fcTL/g)].map((m) => m.index!);
    expect(Buffer.from(png).readUInt32BE(fcTLs[1]! + 8)).toBe(2);
    expect(() => encodeApng([a, noise(8, 7, 2)], { delayMs: 100 })).toThrow(RangeError);
  });

  it('a record animates one frame an action, each the diagram after it, byte for byte the same each time', async () => {
    const record = 'across-suez record 1\nseed 3\nmove reshev-1 0209\nmove reshev-1 0309\n';
    const request = { record, view: '0107,0512', delayMs: 500 };
    const png = await replayApng(request);
    const { frames } = decodeApng(png);
    expect(frames.map((f) => f.delayMs)).toEqual([500, 500, 2000]);
    for (const [ply, frame] of frames.entries()) {
      const svg = await diagramSvg({ record, ply, view: request.view, embedFonts: false });
      const image = await rasterise(svg);
      // the test's pictures are opaque: resvg's premultiplied pixels are the straight ones
      expect(image.pixels.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
      expect(Buffer.compare(Buffer.from(frame.pixels), image.pixels), `frame ${ply}`).toBe(0);
    }
    expect(Buffer.compare(Buffer.from(await replayApng(request)), Buffer.from(png))).toBe(0);
  });

  it('the command line animates a record into the file asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'animate-'));
    writeFileSync(join(dir, 'game.record'), 'across-suez record 1\nseed 3\nmove reshev-1 0209\n');
    const out = join(dir, 'replay.png');
    const args = ['animate', '--record', join(dir, 'game.record'), '--view', '0107,0512', '--delay', '250'];
    expect(await main([...args, '--out', out])).toBe(0);
    expect(decodeApng(readFileSync(out)).frames.map((f) => f.delayMs)).toEqual([250, 1000]);
    await expect(main(['animate', '--view', '0107,0512'])).rejects.toThrow(/--record/);
  });
});
