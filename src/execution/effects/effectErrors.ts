import { executionErrorMessages } from '../../i18n/en/executionErrors';
import { shortenAddress } from '../../lib/addresses';
import { formatAmount } from '../../lib/amounts';
import { cleanDisplayText, TEXT_LIMITS } from '../../lib/displayText';
import { messageRef } from '../../lib/messageRef';
import { WidgetError } from '../../lib/widgetError';
import type { AssetId } from './accountEffects';
import type { EffectProblem } from './judgeEffects';

/** What an asset is called and how its amounts are written, from the route or a chain read. */
export interface AssetInfo {
  symbol: string;
  decimals: number;
}

/** Looks up an asset the effect names: the route's tokens first, else the chain. */
export type DescribeAsset = (asset: AssetId) => AssetInfo | undefined;

/**
 * `amount` of `asset` in words, every digit kept ("1,000 DAI"), or, for an asset nothing could
 * name, its smallest units and its shortened address ("1000000 units of 0x6B17…1d0F").
 */
function amountInWords(amount: bigint, asset: AssetId, info: AssetInfo | undefined): string {
  if (!info) return `${amount} units of ${shortenAddress(asset)}`;
  const symbol = cleanDisplayText(info.symbol, TEXT_LIMITS.symbol);
  return `${formatAmount(amount, info.decimals, { maxFractionDigits: info.decimals })} ${symbol}`;
}

/**
 * A transaction's simulated effect goes beyond what the reviewed route says it does (a token the
 * route does not spend would leave, more would leave than the step spends, someone would be
 * allowed to move the user's tokens): refused before any wallet prompt. The message names the
 * worst problem in words; `details` lists them all, as the chain said them.
 */
export class EffectRefusedError extends WidgetError {
  override name = 'EffectRefusedError';
  readonly problems: readonly EffectProblem[];

  constructor(problems: readonly EffectProblem[], assetInfo: DescribeAsset) {
    const [first] = problems;
    if (!first) throw new Error('EffectRefusedError needs a problem');
    super('UNSAFE_TRANSACTION', problemText(first, assetInfo), {
      details: problems.map(problemDetails).join('\n'),
    });
    this.problems = problems;
  }
}

function problemText(problem: EffectProblem, assetInfo: DescribeAsset) {
  switch (problem.kind) {
    case 'send':
      return messageRef(executionErrorMessages, 'effectSend', {
        amount: amountInWords(problem.amount, problem.asset, assetInfo(problem.asset)),
      });
    case 'overspend': {
      const info = assetInfo(problem.asset);
      return messageRef(executionErrorMessages, 'effectOverspend', {
        amount: amountInWords(problem.amount, problem.asset, info),
        max: amountInWords(problem.max, problem.asset, info),
      });
    }
    case 'grant':
      return problem.amount === 'all'
        ? messageRef(executionErrorMessages, 'effectGrantAll', {
            spender: shortenAddress(problem.spender),
            token: assetInfo(problem.asset)?.symbol ?? shortenAddress(problem.asset),
          })
        : messageRef(executionErrorMessages, 'effectGrant', {
            spender: shortenAddress(problem.spender),
            amount: amountInWords(problem.amount, problem.asset, assetInfo(problem.asset)),
          });
    case 'other':
      return messageRef(executionErrorMessages, 'effectOther');
  }
}

function problemDetails(problem: EffectProblem): string {
  switch (problem.kind) {
    case 'send':
      return `send ${problem.amount} of ${problem.asset}: the step does not spend it`;
    case 'overspend':
      return `send ${problem.amount} of ${problem.asset}: the step spends at most ${problem.max}`;
    case 'grant':
      return `grant ${problem.amount} of ${problem.asset} to ${problem.spender}`;
    case 'other':
      return `other effect: ${problem.what}`;
  }
}

/**
 * The chain's RPC cannot simulate what the transaction would do to the user's balances (an EVM
 * node without `eth_simulateV1`): it is signed only once the person ticks "Effect not checked"
 * and tries again (`holdEffects.ts`). Nothing was signed.
 */
export class EffectNotCheckedError extends WidgetError {
  override name = 'EffectNotCheckedError';
  constructor(reason: string) {
    super('EFFECT_NOT_CHECKED', messageRef(executionErrorMessages, 'effectNotChecked'), {
      details: reason,
    });
  }
}
