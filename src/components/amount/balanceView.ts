import type { Asset, NetworkType } from '../../api/types';
import { balanceLineMessages } from '../../i18n/en/balanceLine';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { defaultGasReserve, maxSpendable } from '../../lib/gasReserve';
import { toInputString } from '../../lib/toInputString';

/** The "You pay" field's balance line, once the wallet's balance is known. */
export interface BalanceView {
  /** Cut to a few significant digits, so "Balance: …" and Max stay on one line on a phone. */
  balanceText: string;
  /** Every digit, shown on hover and focus when the short one leaves some out. */
  balanceFullText: string;
  /** Amount text "Max" would put in the field. */
  maxText: string;
  /** Note shown when Max kept some native coin back for gas. */
  maxNote?: string;
  /**
   * Warning when a native amount within the balance eats into the gas reserve (the amount was
   * typed rather than set by Max). Only a warning: the user may know the fees are lower, and the
   * wallet refuses a transaction it cannot pay for. More than the balance is blocked instead
   * (`insufficient` in `amountView.ts`, and `selectQuoteBlocker` requests no quote).
   */
  gasWarning?: string;
}

/** "99,983 USDC", "1.234 ETH": whole units are never cut, so only the fraction goes. */
const BALANCE_SIGNIFICANT = 4;

/**
 * The balance, Max and its notes for the typed `value` (smallest unit, when valid). Pure; loaded
 * on demand (`AmountField.tsx`): there is no balance before a wallet is connected.
 */
export function balanceView(
  value: bigint | undefined,
  asset: Asset,
  { balance, networkType }: { balance: bigint; networkType?: NetworkType | undefined },
  i18n: I18n = ENGLISH,
): BalanceView {
  const { t, fmt } = i18n;
  const gasReserve = defaultGasReserve(networkType ?? asset.networkType ?? 'evm', asset.decimals, {
    chainId: asset.chainId,
  });
  const max = maxSpendable({ balance, isNative: asset.isNative, gasReserve });
  const view: BalanceView = {
    balanceText: `${fmt.amount(balance, asset.decimals, { significant: BALANCE_SIGNIFICANT })} ${asset.symbol}`,
    balanceFullText: `${fmt.amount(balance, asset.decimals, { maxFractionDigits: asset.decimals })} ${asset.symbol}`,
    maxText: toInputString(max, asset.decimals),
  };
  if (asset.isNative) {
    const { symbol } = asset;
    const kept = `${fmt.amount(balance - max, asset.decimals, { significant: 4 })} ${symbol}`;
    view.maxNote = t(balanceLineMessages, 'maxKeeps', { amount: kept });
    if (value !== undefined && value > max && value <= balance) {
      const key = value === balance ? 'leavesNone' : 'leavesTooLittle';
      view.gasWarning = t(balanceLineMessages, key, { symbol, amount: kept });
    }
  }
  return view;
}
