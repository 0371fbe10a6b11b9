import type { NetworkType, TxnData, TxnType } from '../types';

/** The `txnData` fields that carry a network's payload. */
type PayloadField = 'txnEvm' | 'txnSol' | 'txnTron' | 'txnCosmos';

/** What one network's payload adds to a parsed `TxnData`. */
export type PayloadFields = Pick<TxnData, PayloadField | 'evmSignature'>;

/**
 * How one network type's `/nextTx` payload is read: the port the parse owns, which each network
 * answers in its own folder and registers with its other parts (`src/networks/`), so the parse
 * looks the network up instead of comparing network types.
 */
export interface TxnPayloadReader {
  /** The `txnData` field holding it: the parse reads it, and the engine holds a step to it. */
  field: PayloadField;
  /** The `txnType`s it can be: a signature request only where the network's wallets sign one. */
  txnTypes: readonly TxnType[];
  /** Validates `payload` (at `path`) against what `txnType` calls for; throws what the parse does. */
  read(payload: unknown, path: string, txnType: TxnType): PayloadFields;
}

/** Every network type's reader, handed to the parse (and the client) by the composition root. */
export type TxnPayloadReaders = Readonly<Record<NetworkType, TxnPayloadReader>>;

/** The `txnTypes` of a network whose wallets sign transactions only. */
export const ON_CHAIN_ONLY: readonly TxnType[] = ['on-chain'];
