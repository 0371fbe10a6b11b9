import { describe, expect, it } from 'vitest';
import type { Asset } from '../../api/types';
import { de } from '../../i18n/de';
import { createI18n } from '../../i18n/i18n';
import { ETH, USDC } from '../../test/renderWidget';
import { amountView } from './amountView';
import { balanceView } from './balanceView';

// The sandbox chain 31337 keeps 0.005 ETH back for gas (see defaultGasReserve).
const ONE_ETH = 10n ** 18n;

/** The field as it shows `text` with `balance` held: its own view and its balance line. */
function withBalance(text: string, asset: Asset, balance: bigint) {
  const view = amountView(text, asset, { balance });
  return { ...view, ...balanceView(view.value, asset, { balance }) };
}

describe('balanceView', () => {
  it('cuts the balance to four significant digits, every digit kept for its full text', () => {
    const v = balanceView(undefined, USDC, { balance: 99_983_972_000n });
    expect(v.balanceText).toBe('99,983 USDC');
    expect(v.balanceFullText).toBe('99,983.972 USDC');
    const german = balanceView(
      undefined,
      { ...USDC, symbol: 'ATOM' },
      { balance: 14_282_709_123n },
      createI18n('de', de),
    );
    expect(german.balanceText).toBe('14.282 ATOM');
    expect(german.balanceFullText).toBe('14.282,709123 ATOM');
    const small = balanceView(undefined, ETH, { balance: 1_234_567_890_123_456_789n });
    expect(small.balanceText).toBe('1.234 ETH');
    expect(small.balanceFullText).toBe('1.234567890123456789 ETH');
  });
});

describe('amountView and balanceView', () => {
  it('warns when a typed native amount leaves less than the gas reserve', () => {
    const v = withBalance('0.998', ETH, ONE_ETH);
    expect(v.insufficient).toBe(false);
    expect(v.gasWarning).toBe(
      'Leaves too little ETH for network fees: keep about 0.005 ETH (Max does).',
    );
  });

  it('warns that the whole native balance leaves nothing for fees', () => {
    const v = withBalance('1', ETH, ONE_ETH);
    expect(v.insufficient).toBe(false);
    expect(v.gasWarning).toMatch(/^Leaves no ETH for network fees/);
  });

  it('blocks rather than warns above the balance', () => {
    const v = withBalance('1.01', ETH, ONE_ETH);
    expect(v.insufficient).toBe(true);
    expect(v.gasWarning).toBeUndefined();
  });

  it('does not warn at Max, below it, for tokens, or without a balance', () => {
    expect(withBalance('0.995', ETH, ONE_ETH).gasWarning).toBeUndefined();
    expect(withBalance('0.5', ETH, ONE_ETH).gasWarning).toBeUndefined();
    expect(withBalance('12', USDC, 12_000_000n).gasWarning).toBeUndefined();
  });
});
