import {
  BRIDGE_PROTOCOL,
  BRIDGE_VERSION,
  type BridgeRequest,
  EVM_BRIDGE_METHODS,
  type IframeMessage,
  MAX_REPORTED_HEIGHT,
  MESSAGE_ID_MAX,
  MESSAGE_ID_PATTERN,
  SOLANA_BRIDGE_METHODS,
} from '../protocol';
import { isWalletLink } from '../walletLink';

/**
 * The host script's check of what the iframe posts, by hand (the host script has no dependencies,
 * so no schema library): the envelope with exactly its keys, then each type's payload with exactly
 * its keys and types, a wallet request's params by method, and a link to open only as a `wc:` one. Anything else is `undefined`, and
 * the caller ignores it.
 */
export function readIframeMessage(data: unknown): IframeMessage | undefined {
  if (!isRecord(data) || !hasOnlyKeys(data, ['protocol', 'version', 'id', 'type', 'payload'])) {
    return undefined;
  }
  const { protocol, version, id, type, payload } = data;
  if (protocol !== BRIDGE_PROTOCOL || version !== BRIDGE_VERSION) return undefined;
  if (!isText(id, MESSAGE_ID_MAX, MESSAGE_ID_PATTERN) || !isRecord(payload)) {
    return undefined;
  }
  const valid =
    type === 'ready'
      ? hasOnlyKeys(payload, [])
      : type === 'height'
        ? hasOnlyKeys(payload, ['height']) && isHeight(payload.height)
        : type === 'event'
          ? hasOnlyKeys(payload, ['event']) && isWidgetEvent(payload.event)
          : type === 'request'
            ? isRequest(payload)
            : type === 'openWalletLink' &&
              hasOnlyKeys(payload, ['uri']) &&
              isWalletLink(payload.uri);
  return valid ? (data as unknown as IframeMessage) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasOnlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

const isHeight = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_REPORTED_HEIGHT;

/** A string of at most `max` characters that matches `pattern`: the length first, always. */
const isText = (value: unknown, max: number, pattern: RegExp): value is string =>
  typeof value === 'string' && value.length <= max && pattern.test(value);

/** The widget's events are plain JSON with a kebab-case `type` (`execution-done`, ...). */
const isWidgetEvent = (value: unknown) =>
  isRecord(value) && isText(value.type, 40, /^[a-z][a-z-]*$/);

const isHex = (value: unknown, maxLength = 200_000) => isText(value, maxLength, /^0x[0-9a-fA-F]*$/);

const TRANSACTION_KEYS = [
  'from',
  'to',
  'data',
  'value',
  'gas',
  'chainId',
  'nonce',
  'type',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
];

/** An `eth_sendTransaction` request as viem formats it: hex fields only. */
const isTransaction = (value: unknown) =>
  isRecord(value) &&
  hasOnlyKeys(value, TRANSACTION_KEYS) &&
  Object.values(value).every((field) => isHex(field));

function isEvmParams(method: string, params: unknown[]): boolean {
  const [first, second] = params;
  switch (method) {
    case 'wallet_switchEthereumChain':
      return (
        params.length === 1 &&
        isRecord(first) &&
        hasOnlyKeys(first, ['chainId']) &&
        isHex(first.chainId, 18)
      );
    case 'eth_sendTransaction':
      return params.length === 1 && isTransaction(first);
    case 'eth_signTypedData_v4':
      return (
        params.length === 2 &&
        isHex(first, 42) &&
        typeof second === 'string' &&
        second.length <= 100_000
      );
    default:
      // eth_accounts, eth_requestAccounts, eth_chainId
      return params.length === 0;
  }
}

/** A serialized Solana transaction is at most 1232 bytes: base64 of that is 1644 characters. */
const isBase64Transaction = (value: unknown) => isText(value, 1644, /^[A-Za-z0-9+/]+={0,2}$/);

function isRequest(payload: Record<string, unknown>): payload is BridgeRequest {
  if (!hasOnlyKeys(payload, ['wallet', 'method', 'params'])) return false;
  const { wallet, method, params } = payload;
  if (typeof method !== 'string' || !Array.isArray(params)) return false;
  if (wallet === 'evm') {
    return (
      (EVM_BRIDGE_METHODS as readonly string[]).includes(method) && isEvmParams(method, params)
    );
  }
  if (wallet !== 'solana' || !(SOLANA_BRIDGE_METHODS as readonly string[]).includes(method)) {
    return false;
  }
  if (method === 'signTransaction') return params.length === 1 && isBase64Transaction(params[0]);
  if (method === 'connect' && params.length === 1) return params[0] === 'silent';
  return params.length === 0;
}
