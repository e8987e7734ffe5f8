import { clip, QUOTE_MAX } from './input-check.js';

/** A position (a game's JSON situation) that cannot be: the field at fault and why. Nothing is created. */
export class PositionError extends Error {
  readonly field: string;
  constructor(field: string, message: string, options?: { cause?: unknown }) {
    // a field or message built from hostile input stays short (input-check.ts)
    const f = clip(field, QUOTE_MAX);
    super(`position${f ? ` ${f}` : ''}: ${clip(message, 2 * QUOTE_MAX)}`, options);
    this.field = f;
    this.name = 'PositionError';
  }
}

/** A position given as JSON text, read (PositionError when it is not JSON). */
export function positionJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new PositionError('', `is not valid JSON (${(e as Error).message})`);
  }
}
