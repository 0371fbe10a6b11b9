/** Errors raised by the sandbox's local chains: a short message for people, details for developers. */
export class ChainError extends Error {
  override name = 'ChainError';
  readonly details: string | undefined;

  constructor(message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details;
  }
}

/** A local chain process or server did not come up. */
export class ChainStartError extends ChainError {
  override name = 'ChainStartError';
}

/** A relayer or solver delivery could not be made. */
export class DeliveryError extends ChainError {
  override name = 'DeliveryError';
}
