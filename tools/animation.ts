// A replay as an animated PNG: the diagram after each action of a record,
// one frame an action, drawn as `diagramPng` draws one (the element's
// drawing, resvg, the package's fonts), so the same record gives the same
// bytes. The map stands still; each frame repaints only what changed.
import { diagramSvg, gameOf, rasterise, type DiagramRequest } from './diagram.js';
import { encodeApng, type Frame } from './apng.js';
import { lookOf } from './games.js';

export interface AnimationRequest extends Omit<DiagramRequest, 'position' | 'ply' | 'record'> {
  record: string;
  /** The first frame: the position after this many actions (default 0, the start). */
  from?: number;
  /** The last frame: after this many actions (default: all of them). */
  to?: number;
  /** Milliseconds a frame (default 700). */
  delayMs?: number;
}

/** The record's replay as an APNG (needs the optional peer dependency @resvg/resvg-js). */
export async function replayApng(r: AnimationRequest): Promise<Uint8Array> {
  const { record, from = 0, delayMs = 700 } = r;
  const plies = (await lookOf(await gameOf(r)).kit.fromRecord(record)).history.length;
  const to = Math.min(r.to ?? plies, plies);
  if (!(from >= 0 && from <= to)) throw new RangeError(`frames from ${from} to ${to}: the record has ${plies} actions`);
  const frames: Frame[] = [];
  for (let ply = from; ply <= to; ply++) {
    const svg = await diagramSvg({ ...r, record, ply, embedFonts: false, scale: r.scale ?? 1 });
    const image = await rasterise(svg);
    frames.push({ width: image.width, height: image.height, pixels: straightAlpha(image.pixels) });
  }
  return encodeApng(frames, { delayMs });
}

/** resvg's pixels are premultiplied by alpha; PNG stores them straight. */
function straightAlpha(premultiplied: Uint8Array): Uint8Array {
  const out = new Uint8Array(premultiplied);
  for (let i = 0; i < out.length; i += 4) {
    const a = out[i + 3]!;
    if (a === 0 || a === 255) continue;
    for (let c = i; c < i + 3; c++) out[c] = Math.min(255, Math.round((out[c]! * 255) / a));
  }
  return out;
}
