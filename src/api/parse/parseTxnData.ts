import type * as v from 'valibot';
import { InvalidResponseError } from '../errors';
import { txnDataSchema } from '../schemas/txnData';
import type { NetworkType, TxnData } from '../types';
import { expiresAtFromDeadline } from './deadline';
import type { TxnPayloadReader, TxnPayloadReaders } from './txnPayloadReader';
import { joinPath, validate } from './validate';

type AcceptedTxnData = v.InferOutput<typeof txnDataSchema>;

/**
 * One `txnData` object (from `/nextTx`, or `/quick-swap`'s list) to `TxnData`, under the rule at
 * the top of `src/api/schemas/txnData.ts`: the payload matching `networkType` (inferred from the
 * only payload present when it is missing) is validated against what `txnType` calls for; the
 * other payloads are ignored; fields nobody reads never fail the parse. Each network's payload is
 * read by its reader in `readers` (the network's own, registered with its other parts).
 */
export function parseTxnData(raw: unknown, readers: TxnPayloadReaders, path = 'txnData'): TxnData {
  const wire = validate(txnDataSchema, raw, path);
  const networkType = wire.networkType ?? inferNetworkType(wire, readers, path);
  const txnType = wire.txnType ?? 'on-chain';
  const skipTxn = wire.skipTxn ?? false;
  const reader = readerOf(readers, networkType, path);
  const { field } = reader;
  const payload = wire[field];
  if (!skipTxn && payload == null) {
    throw new InvalidResponseError(
      joinPath(path, field),
      `Missing for networkType "${networkType}"`,
    );
  }
  if (!reader.txnTypes.includes(txnType)) {
    throw new InvalidResponseError(
      joinPath(path, 'txnType'),
      `"${txnType}" is not one of networkType "${networkType}"'s: ${reader.txnTypes.join(', ')}`,
    );
  }

  const result: TxnData = {
    networkType,
    isCompleted: wire.isCompleted,
    skipTxn,
    txnType,
    gasless: wire.gasless,
  };
  if (wire.id !== undefined) result.id = wire.id;
  if (wire.requestId !== undefined) result.requestId = wire.requestId;
  if (wire.routeId != null) result.routeId = wire.routeId;
  if (wire.stepId != null) result.stepId = wire.stepId;
  if (wire.status !== undefined) result.status = wire.status;
  if (wire.createdAt !== undefined) result.createdAt = wire.createdAt;
  if (wire.fetchedAt !== undefined) result.fetchedAt = wire.fetchedAt;
  if (wire.deadline !== undefined) {
    result.deadline = expiresAtFromDeadline(
      wire.deadline,
      wire.createdAt ?? wire.fetchedAt ?? Date.now(),
    );
  }
  // A skipped step has nothing to sign: its payload, if any, is not read.
  if (skipTxn || payload == null) return result;

  Object.assign(result, reader.read(payload, joinPath(path, field), txnType));
  return result;
}

/** `networkType`'s reader; one the client was not handed reads nothing, so nothing is signed. */
function readerOf(readers: TxnPayloadReaders, type: NetworkType, path: string): TxnPayloadReader {
  if (Object.hasOwn(readers, type)) return readers[type];
  throw new InvalidResponseError(joinPath(path, 'networkType'), `"${type}" is read by no reader`);
}

/** The network of the only payload present; none, or more than one, cannot be guessed. */
function inferNetworkType(
  wire: AcceptedTxnData,
  readers: TxnPayloadReaders,
  path: string,
): NetworkType {
  const entries = Object.entries(readers) as [NetworkType, TxnPayloadReader][];
  const present = entries.filter(([, { field }]) => wire[field] != null);
  const [only, other] = present;
  if (only !== undefined && other === undefined) return only[0];
  const fields = (list: typeof entries, separator: string) =>
    list.map(([, { field }]) => field).join(separator);
  throw new InvalidResponseError(
    joinPath(path, 'networkType'),
    present.length === 0
      ? `Missing, and no ${fields(entries, '/')} to infer it from`
      : `Missing, and ${fields(present, ' and ')} are all present`,
  );
}
