import { ChainError } from '../errors';

/**
 * The Cosmos SDK's registered errors (types/errors/errors.go, codespace `sdk`) the ledger answers
 * with, and its own two codespaces. A transaction result carries `code`, `codespace` and a
 * `raw_log` worded as the SDK wraps errors: `<what happened>: <the code's description>`.
 */
export const SDK_CODES = {
  txDecode: { code: 2, description: 'tx parse error' },
  unauthorized: { code: 4, description: 'unauthorized' },
  insufficientFunds: { code: 5, description: 'insufficient funds' },
  invalidAddress: { code: 7, description: 'invalid address' },
  invalidPubKey: { code: 8, description: 'invalid pubkey' },
  unknownAddress: { code: 9, description: 'unknown address' },
  invalidCoins: { code: 10, description: 'invalid coins' },
  outOfGas: { code: 11, description: 'out of gas' },
  memoTooLarge: { code: 12, description: 'memo too large' },
  insufficientFee: { code: 13, description: 'insufficient fee' },
  noSignatures: { code: 15, description: 'no signatures supplied' },
  invalidRequest: { code: 18, description: 'invalid request' },
  txInMempoolCache: { code: 19, description: 'tx already in mempool' },
  txTimeoutHeight: { code: 30, description: 'tx timeout height' },
  wrongSequence: { code: 32, description: 'incorrect account sequence' },
} as const;

export type SdkErrorName = keyof typeof SDK_CODES;

/** A transaction the ledger refuses or fails, with the SDK's code. */
export class CosmosTxError extends ChainError {
  override name = 'CosmosTxError';
  readonly code: number;
  readonly codespace: string;

  constructor(code: number, codespace: string, message: string) {
    super(message, { details: `${codespace} code ${code}` });
    this.code = code;
    this.codespace = codespace;
  }

  /** What the SDK puts in `raw_log`. */
  get rawLog(): string {
    return this.message;
  }
}

export function sdkError(name: SdkErrorName, what: string): CosmosTxError {
  const { code, description } = SDK_CODES[name];
  return new CosmosTxError(code, 'sdk', `${what}: ${description}`);
}

/** A message that failed: the SDK prefixes the message's index. */
export function inMessage(index: number, error: CosmosTxError): CosmosTxError {
  return new CosmosTxError(
    error.code,
    error.codespace,
    `failed to execute message; message index: ${index}: ${error.message}`,
  );
}
