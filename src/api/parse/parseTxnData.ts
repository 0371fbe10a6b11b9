import type * as v from 'valibot';
import { InvalidResponseError } from '../errors';
import { txnDataSchema } from '../schemas/txnData';
import type { NetworkType, TxnData } from '../types';
import { expiresAtFromDeadline } from './deadline';
import { PAYLOAD_FIELDS, TXN_PAYLOADS } from './txnPayloads';
import { joinPath, validate } from './validate';

type AcceptedTxnData = v.InferOutput<typeof txnDataSchema>;

/**
 * One `txnData` object (from `/nextTx`, or `/quick-swap`'s list) to `TxnData`, under the rule at
 * the top of `src/api/schemas/txnData.ts`: the payload matching `networkType` (inferred from the
 * only payload present when it is missing) is validated against what `txnType` calls for; the
 * other payloads are ignored; fields nobody reads never fail the parse.
 */
export function parseTxnData(raw: unknown, path = 'txnData'): TxnData {
  const wire = validate(txnDataSchema, raw, path);
  const networkType = wire.networkType ?? inferNetworkType(wire, path);
  const txnType = wire.txnType ?? 'on-chain';
  const skipTxn = wire.skipTxn ?? false;
  const reader = TXN_PAYLOADS[networkType];
  const field = PAYLOAD_FIELDS[networkType];
  const payload = wire[field];
  if (!skipTxn && payload == null) {
    throw new InvalidResponseError(
      joinPath(path, field),
      `Missing for networkType "${networkType}"`,
    );
  }
  if (!reader.txnTypes.includes(txnType)) {
    throw new InvalidResponseError(joinPath(path, 'txnType'), `"${txnType}" is EVM-only`);
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

/** The network of the only payload present; none, or more than one, cannot be guessed. */
function inferNetworkType(wire: AcceptedTxnData, path: string): NetworkType {
  const present = (Object.keys(PAYLOAD_FIELDS) as NetworkType[])
    .map((type) => [type, PAYLOAD_FIELDS[type]] as const)
    .filter(([, field]) => wire[field] != null);
  const [only, other] = present;
  if (only !== undefined && other === undefined) return only[0];
  throw new InvalidResponseError(
    joinPath(path, 'networkType'),
    present.length === 0
      ? 'Missing, and no txnEvm/txnSol/txnTron/txnCosmos to infer it from'
      : `Missing, and ${present.map(([, field]) => String(field)).join(' and ')} are all present`,
  );
}
