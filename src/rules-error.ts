/** An illegal action. The game is unchanged when it is thrown. */
export class RulesError extends Error {
  constructor(
    /** Machine-readable reason, e.g. 'enemy-zoc'. */
    readonly code: string,
    /** The rule case it enforces, e.g. '4.5'. */
    readonly rule: string,
    message: string,
  ) {
    super(rule ? `${message} (${rule})` : message);
    this.name = 'RulesError';
  }
}
