import type { Asset } from '../api/types';
import { executionErrorMessages } from '../i18n/en/executionErrors';
import { messageRef } from '../lib/messageRef';
import { tokenKey } from '../lib/tokenKey';
import { WidgetError } from '../lib/widgetError';
import type { ExecutionDeps } from './deps';
import type { Execution } from './model';

/**
 * A record's token says other decimals than the API's token list or its chain: its amounts, read
 * with those decimals, are not what they claim to be (2×10^66 shown as "2 USDC"). Storage is
 * written by anything on the page, so the record is not run.
 */
export class StoredDecimalsError extends WidgetError {
  override name = 'StoredDecimalsError';
  constructor(asset: Asset, actual: number) {
    super(
      'UNTRUSTED_RESPONSE',
      messageRef(executionErrorMessages, 'storedDecimals', {
        symbol: asset.symbol,
        chain: asset.blockchain,
        stored: String(asset.decimals),
        actual: String(actual),
      }),
      { details: `${asset.chainId}:${asset.address} stored ${asset.decimals}, known ${actual}` },
    );
  }
}

/** Every token the record reads amounts of: the route's ends and each step's, once each. */
export function recordTokens(execution: Execution): Asset[] {
  const { route, steps } = execution;
  const all = [route.from, route.to, ...steps.flatMap((s) => [s.step.from, s.step.to])];
  return [...new Map(all.map((a) => [tokenKey(a), a])).values()];
}

/**
 * Before a run asks or signs anything: each token's decimals, as the record has them, against
 * `deps.tokenDecimals` (the token list, else the chain). A token neither knows is taken as stored:
 * the approval's balance check still bounds what is signed. Throws `StoredDecimalsError`.
 */
export async function checkRecordTokens(execution: Execution, deps: ExecutionDeps): Promise<void> {
  const read = deps.tokenDecimals;
  if (!read) return;
  for (const asset of recordTokens(execution)) {
    const actual = await read(asset);
    if (actual !== undefined && actual !== asset.decimals) {
      throw new StoredDecimalsError(asset, actual);
    }
  }
}
