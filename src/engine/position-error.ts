/** A position (a game's JSON situation) that cannot be: the field at fault and why. Nothing is created. */
export class PositionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`position ${field}: ${message}`);
    this.name = 'PositionError';
  }
}
