import { describe, expect, it } from 'vitest';
import type { Execution } from '../../execution/model';
import { startExecution } from '../../execution/transitions';
import { de } from '../../i18n/de/index';
import { createI18n } from '../../i18n/i18n';
import { asset, route, step } from '../../test/routeFixtures';
import { partialOutcome } from './partialOutcome';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
});
const BASE_ETH = asset({
  symbol: 'ETH',
  chainId: '31338',
  address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  blockchain: 'Sandbox Base',
  isNative: true,
});
const BASE_USDC = asset({
  symbol: 'USDC',
  chainId: '31338',
  address: USDC.address,
  decimals: 6,
  blockchain: 'Sandbox Base',
});
const BRIDGE = step({ stepId: 'bridge', stepType: 'bridge', from: USDC, to: BASE_ETH });

/** USDC on Sandbox Ethereum -> ETH on Sandbox Base, ended as the service said. */
function ended(patch: Partial<Execution>, recipient = USER): Execution {
  const r = route({
    routeId: 'r1',
    from: USDC,
    to: BASE_ETH,
    steps: [BRIDGE],
    userWalletAddress: USER,
  });
  return { ...startExecution(r, [BRIDGE], { recipient, now: 0 }), status: 'partial', ...patch };
}

const arrived = { amount: 29_950_000n, symbol: 'USDC', decimals: 6, token: BASE_USDC };

describe('partialOutcome', () => {
  it('says exactly what arrived, where and instead of what, and sets up that token to the one wanted', () => {
    expect(partialOutcome(ended({ received: arrived }))).toEqual({
      title: 'Swap partly complete',
      text: 'You received 29.95 USDC on Sandbox Base instead of ETH.',
      swap: {
        label: 'Swap USDC to ETH',
        from: { chainId: '31338', tokenAddress: BASE_USDC.address },
        to: { chainId: '31338', tokenAddress: BASE_ETH.address },
        amountText: '29.95',
      },
    });
  });

  it('names the chain as /chains does, and fills the amount exactly, digits the display cuts included', () => {
    const exact = { ...arrived, amount: 1_234_567_891n };
    const outcome = partialOutcome(ended({ received: exact }), [
      { chainId: '31338', name: 'Base (sandbox)', networkType: 'evm' },
    ]);
    expect(outcome?.text).toBe('You received 1,234.567891 USDC on Base (sandbox) instead of ETH.');
    expect(outcome?.swap?.amountText).toBe('1234.567891');
  });

  it('when the service did not say what arrived, says so and offers no swap', () => {
    expect(partialOutcome(ended({ received: undefined }))).toEqual({
      title: 'Swap partly complete',
      text: 'You received another token than ETH; the service did not say which. Check your wallet.',
    });
  });

  it('tokens sent to someone else are theirs to swap: said, not offered', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const outcome = partialOutcome(ended({ received: arrived }, other));
    expect(outcome?.text).toBe(
      'The recipient 0x7099…79C8 received 29.95 USDC on Sandbox Base instead of ETH.',
    );
    expect(outcome?.swap).toBeUndefined();
    // The payer's own address in another letter case is still the payer.
    expect(partialOutcome(ended({ received: arrived }, USER.toLowerCase()))?.swap).toBeDefined();
  });

  it('offers nothing to swap when what arrived is the token wanted, and nothing for other endings', () => {
    const same = { amount: 10n ** 16n, symbol: 'ETH', decimals: 18, token: BASE_ETH };
    expect(partialOutcome(ended({ received: same }))?.swap).toBeUndefined();
    expect(partialOutcome(ended({ status: 'done', received: arrived }))).toBeUndefined();
  });
});

describe('partialOutcome in German', () => {
  const german = createI18n('de', de);

  it('says what arrived with a decimal comma, and offers the swap in German', () => {
    const outcome = partialOutcome(ended({ received: arrived }), [], german);
    expect(outcome?.title).toBe('Tausch teilweise abgeschlossen');
    expect(outcome?.text).toBe('Sie haben 29,95 USDC auf Sandbox Base statt ETH erhalten.');
    expect(outcome?.swap?.label).toBe('USDC in ETH tauschen');
    // What fills the amount field stays as the field takes it.
    expect(outcome?.swap?.amountText).toBe('29.95');
  });
});
