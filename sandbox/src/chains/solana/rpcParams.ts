/** Small readers for positional JSON-RPC params; wrong types become -32602 errors. */
import { base58, base64 } from '@scure/base';
import { echoInput } from '../../echoInput';
import { invalidParams } from './rpcError';

export type Params = unknown[];

export function stringParam(params: Params, index: number, name: string): string {
  const value = params[index];
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`);
  return value;
}

export function configParam(params: Params, index: number): Record<string, unknown> {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('config must be an object');
  return value as Record<string, unknown>;
}

export function addressParam(params: Params, index: number, name: string): string {
  const value = stringParam(params, index, name);
  if (!isAddress(value)) throw invalidParams(`${name} is not a valid base58 address`);
  return value;
}

function isAddress(value: string): boolean {
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}

/** Wire bytes of a transaction or message in the given encoding (default base58, as nodes do). */
export function decodeWire(value: string, encoding: unknown): Uint8Array {
  try {
    if (encoding === 'base64') return base64.decode(value);
    if (encoding === undefined || encoding === 'base58') return base58.decode(value);
  } catch {
    throw invalidParams(`failed to decode ${String(encoding ?? 'base58')} data`);
  }
  throw invalidParams(`unsupported encoding: ${echoInput(String(encoding))}`);
}
