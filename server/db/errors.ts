/**
 * A write the caller got wrong (unknown reciter, reciter still has naats...). The app's error handler
 * turns it into a `Fail` with this status and message, so routes can let it propagate.
 */
export class RepositoryError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404 | 409,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}
