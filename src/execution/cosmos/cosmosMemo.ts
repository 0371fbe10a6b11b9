import { UnsafeTransactionError } from '../errors';
import { isAmountText, isObject } from './cosmosPayload';

/**
 * What a memo asks of whoever reads it on chain. On Cosmos a memo is not a note: a pool, a bridge
 * or IBC middleware acts on it (pays out, forwards a packet), so one the widget cannot read could
 * send the tokens anywhere.
 * - `none`: an empty memo;
 * - `intent`: the routing service's intent (a same-chain swap's `MsgSend` to its pool, a bridge's
 *   `MsgTransfer`): pay at least `minOut` of `toToken` on `toChainId` to `recipient`;
 * - `forward`: packet-forward-middleware's `{ forward: { receiver, port, channel } }`, one hop:
 *   the chain the packet lands on sends it on over `channel`.
 */
export type CosmosMemo =
  | { kind: 'none' }
  | { kind: 'intent'; recipient: string; toChainId: string; toToken: string; minOut: bigint }
  | { kind: 'forward'; receiver: string; channel: string };

const MAX_MEMO_CHARS = 2_000;
const INTENT_KEYS = new Set([
  'sandbox',
  'routeId',
  'stepId',
  'toChainId',
  'toToken',
  'minOut',
  'out',
  'recipient',
]);
// `next` (a further hop, or a contract call on arrival) is refused: the widget cannot read it.
const FORWARD_KEYS = new Set(['receiver', 'port', 'channel', 'timeout', 'retries']);

/** Reads a memo; any other shape (text, another middleware's JSON, extra keys) is `cosmos-memo`. */
export function readCosmosMemo(memo: string): CosmosMemo {
  if (memo === '') return { kind: 'none' };
  const json = memo.length <= MAX_MEMO_CHARS ? parseJson(memo) : undefined;
  if (isObject(json)) {
    const keys = Object.keys(json);
    if (keys.length === 1 && isObject(json.forward)) {
      const { receiver, channel } = json.forward;
      if (
        onlyKeys(json.forward, FORWARD_KEYS) &&
        typeof receiver === 'string' &&
        typeof channel === 'string'
      ) {
        return { kind: 'forward', receiver, channel };
      }
    } else if (onlyKeys(json, INTENT_KEYS)) {
      const { recipient, toChainId, toToken, minOut } = json;
      if (
        typeof recipient === 'string' &&
        typeof toChainId === 'string' &&
        typeof toToken === 'string' &&
        typeof minOut === 'string' &&
        isAmountText(minOut)
      ) {
        return { kind: 'intent', recipient, toChainId, toToken, minOut: BigInt(minOut) };
      }
    }
  }
  throw new UnsafeTransactionError('cosmos-memo', `memo not read: ${memo.slice(0, 200)}`);
}

function onlyKeys(object: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  return Object.keys(object).every((key) => allowed.has(key));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
