/** The ledger's parameters, its IBC channel and its gas schedule. */

/**
 * The ledger's one IBC channel (port `transfer`): to the sandbox's bridge, whose relayer delivers
 * to every EVM chain and to Solana (`ibcRelay.ts`). Development builds name it as the channel to
 * each of them (`src/devtools/sandboxCosmosChain.ts`).
 */
export const BRIDGE_CHANNEL = 'channel-0';

export interface CosmosLedgerParams {
  chainId: string;
  /** Bech32 prefix of account addresses. */
  prefix: string;
  /** The staking/fee denom. */
  nativeDenom: string;
  /** The validator's minimum gas price in `nativeDenom` per gas, decimal text (`0.025`). */
  minGasPrice: string;
  /** The auth module's `max_memo_characters`. */
  maxMemoChars: number;
}

/**
 * Gas, charged as the SDK charges it where its defaults say (10 per transaction byte, 1000 per
 * secp256k1 signature check) and as fixed amounts for the store work of the ante handler and of
 * each message, in the range a Cosmos Hub node reports for them.
 */
export const GAS = {
  perTxByte: 10n,
  perSignature: 1_000n,
  ante: 20_000n,
  msgSend: 25_000n,
  msgTransfer: 45_000n,
  poolSwap: 20_000n,
} as const;

/** ceil(price × gas) for a decimal price, in the denom's smallest unit. */
export function requiredFee(minGasPrice: string, gasLimit: bigint): bigint {
  const [whole = '0', fraction = ''] = minGasPrice.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const perGasScaled = BigInt(whole) * scale + BigInt(fraction || '0');
  return (perGasScaled * gasLimit + scale - 1n) / scale;
}
