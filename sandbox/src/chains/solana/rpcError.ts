/** A JSON-RPC error with the codes Solana nodes use. */
export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const RPC_INVALID_PARAMS = -32602;
export const RPC_METHOD_NOT_FOUND = -32601;
/** Preflight simulation failed. */
export const RPC_SEND_TX_PREFLIGHT_FAILURE = -32002;
export const RPC_SIGNATURE_VERIFICATION_FAILURE = -32003;
export const RPC_UNSUPPORTED_TX_VERSION = -32015;

export function invalidParams(detail: string): RpcError {
  return new RpcError(RPC_INVALID_PARAMS, `Invalid params: ${detail}`);
}
