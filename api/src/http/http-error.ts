/** A refusal of the request itself (its size, type or shape), before any domain code runs. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code = 'BAD_REQUEST',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
