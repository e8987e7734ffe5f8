import { clip, QUOTE_MAX } from './input-check.js';

/** An illegal action. The game is unchanged when it is thrown. */
export class RulesError extends Error {
  constructor(
    /** Machine-readable reason, e.g. 'enemy-zoc'. */
    readonly code: string,
    /** The rule case it enforces, e.g. '4.5'. */
    readonly rule: string,
    message: string,
  ) {
    // the case once, and a message built from hostile input kept short (input-check.ts)
    const text = clip(message, 2 * QUOTE_MAX);
    super(rule && !text.endsWith(`(${rule})`) ? `${text} (${rule})` : text);
    this.name = 'RulesError';
  }
}

/** Why an action is not allowed, before it is thrown: cheap to make (no stack trace), for questions asked in bulk. */
export interface Refusal {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

export function refuse(code: string, rule: string, message: string): Refusal {
  return { code, rule, message };
}

export function toError(r: Refusal): RulesError {
  return new RulesError(r.code, r.rule, r.message);
}
