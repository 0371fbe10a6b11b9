import type {
  EvmOptions,
  PriorityLevel,
  QuoteRequest,
  SolanaOptions,
} from '../../../src/api/types';

/**
 * Decodes `/quotes` query parameters into a QuoteRequest, or names the bad parameter.
 *
 * Same contract as `decodeQuoteQuery` of `src/api/queryEncoding.ts` (the client's single
 * implementation, docs/architecture.md), written here because that module did not exist yet when
 * the sandbox was built; `quoteRequest.ts` is the one place that calls it, so switching to the
 * shared decoder is a one-line change. Accepts nested options flat (`solanaPriorityFee=high`) or
 * as JSON (`solanaOptions={"solanaPriorityFee":"high"}`).
 */
export type DecodeResult = QuoteRequest | { error: string; param: string };

const LEVELS: readonly PriorityLevel[] = ['low', 'medium', 'high', 'ultra', 'degen'];

class DecodeError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

function required(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim();
  if (!value) throw new DecodeError(name, `${name} is required`);
  return value;
}

function optional(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function bool(params: URLSearchParams, name: string): boolean | undefined {
  const value = optional(params, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new DecodeError(name, `${name} must be true or false`);
}

function integer(params: URLSearchParams, name: string, min: number, max: number) {
  const value = optional(params, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new DecodeError(name, `${name} must be an integer from ${min} to ${max}`);
  }
  return n;
}

function list(params: URLSearchParams, name: string): string[] | undefined {
  const value = optional(params, name);
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function priority(value: unknown, name: string): number | PriorityLevel | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (LEVELS as readonly string[]).includes(value)) {
    return value as PriorityLevel;
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new DecodeError(name, `${name} must be ${LEVELS.join('|')} or a non-negative integer`);
  }
  return n;
}

function jsonObject(params: URLSearchParams, name: string): Record<string, unknown> {
  const text = optional(params, name);
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  throw new DecodeError(name, `${name} must be a JSON object`);
}

function decode(params: URLSearchParams): QuoteRequest {
  const inputAmount = optional(params, 'inputAmount');
  const inputAmountDisplay = optional(params, 'inputAmountDisplay');
  if ((inputAmount === undefined) === (inputAmountDisplay === undefined)) {
    throw new DecodeError('inputAmount', 'send exactly one of inputAmount and inputAmountDisplay');
  }
  let amount: QuoteRequest['amount'];
  if (inputAmount !== undefined) {
    if (!/^\d+$/.test(inputAmount)) {
      throw new DecodeError('inputAmount', 'inputAmount must be a non-negative integer');
    }
    amount = { inputAmount: BigInt(inputAmount) };
  } else {
    if (!/^\d+(\.\d+)?$/.test(inputAmountDisplay!)) {
      throw new DecodeError('inputAmountDisplay', 'inputAmountDisplay must be a decimal number');
    }
    amount = { inputAmountDisplay: inputAmountDisplay! };
  }

  const sol = jsonObject(params, 'solanaOptions');
  const evm = jsonObject(params, 'evmOptions');
  const solanaOptions: SolanaOptions = {};
  const priorityFee = priority(
    optional(params, 'solanaPriorityFee') ?? sol.solanaPriorityFee,
    'solanaPriorityFee',
  );
  if (priorityFee !== undefined) solanaOptions.solanaPriorityFee = priorityFee;
  const tip = priority(
    optional(params, 'solanaBundleTip') ?? sol.solanaBundleTip,
    'solanaBundleTip',
  );
  if (tip !== undefined) solanaOptions.solanaBundleTip = tip;
  const evmOptions: EvmOptions = {};
  const evmFee = priority(
    optional(params, 'evmPriorityFee') ?? evm.evmPriorityFee,
    'evmPriorityFee',
  );
  if (evmFee !== undefined) evmOptions.evmPriorityFee = evmFee;

  const request: QuoteRequest = {
    fromChainId: required(params, 'fromChainId'),
    fromAssetAddress: required(params, 'fromAssetAddress'),
    toChainId: required(params, 'toChainId'),
    toAssetAddress: required(params, 'toAssetAddress'),
    amount,
    userWalletAddress: required(params, 'userWalletAddress'),
  };
  const assign = <K extends keyof QuoteRequest>(key: K, value: QuoteRequest[K] | undefined) => {
    if (value !== undefined) request[key] = value;
  };
  assign('recipient', optional(params, 'recipient'));
  assign('slippageBps', integer(params, 'slippage', 0, 10_000));
  assign('skipChecks', bool(params, 'skipChecks'));
  assign('include', list(params, 'include'));
  assign('exclude', list(params, 'exclude'));
  assign('recommendedProvider', bool(params, 'recommendedProvider'));
  assign('lite', bool(params, 'lite'));
  assign('maxAccounts', integer(params, 'maxAccounts', 1, 256));
  assign('feeBps', integer(params, 'feeBps', 0, 1_000));
  if (Object.keys(solanaOptions).length > 0) request.solanaOptions = solanaOptions;
  if (Object.keys(evmOptions).length > 0) request.evmOptions = evmOptions;
  return request;
}

export function decodeQuoteQuery(params: URLSearchParams): DecodeResult {
  try {
    return decode(params);
  } catch (error) {
    if (error instanceof DecodeError) return { error: error.message, param: error.param };
    throw error;
  }
}
