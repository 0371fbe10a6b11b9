import { describe, expect, it } from 'vitest';
import { ETH, USDC } from '../../test/renderWidget';
import { amountView } from './amountView';

// The sandbox chain 31337 keeps 0.005 ETH back for gas (see defaultGasReserve).
const ONE_ETH = 10n ** 18n;

describe('amountView', () => {
  it('warns when a typed native amount leaves less than the gas reserve', () => {
    const v = amountView('0.998', ETH, { balance: ONE_ETH });
    expect(v.insufficient).toBe(false);
    expect(v.gasWarning).toBe(
      'Leaves too little ETH for network fees: keep about 0.005 ETH (Max does).',
    );
  });

  it('warns that the whole native balance leaves nothing for fees', () => {
    const v = amountView('1', ETH, { balance: ONE_ETH });
    expect(v.insufficient).toBe(false);
    expect(v.gasWarning).toMatch(/^Leaves no ETH for network fees/);
  });

  it('blocks rather than warns above the balance', () => {
    const v = amountView('1.01', ETH, { balance: ONE_ETH });
    expect(v.insufficient).toBe(true);
    expect(v.gasWarning).toBeUndefined();
  });

  it('does not warn at Max, below it, for tokens, or without a balance', () => {
    expect(amountView('0.995', ETH, { balance: ONE_ETH }).gasWarning).toBeUndefined();
    expect(amountView('0.5', ETH, { balance: ONE_ETH }).gasWarning).toBeUndefined();
    expect(amountView('12', USDC, { balance: 12_000_000n }).gasWarning).toBeUndefined();
    expect(amountView('1', ETH).gasWarning).toBeUndefined();
  });
});
