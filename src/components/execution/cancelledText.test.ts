import { describe, expect, it } from 'vitest';
import { stepCancelled, stepReplaced } from '../../execution/evm/replacementTransitions';
import {
  startExecution,
  stepAtWallet,
  stepOnChain,
  stepPreparing,
  stepStatus,
  stepSubmitted,
} from '../../execution/transitions';
import { de } from '../../i18n/de/index';
import { createI18n } from '../../i18n/i18n';
import { asset, route, step } from '../../test/routeFixtures';
import { cancelledText } from './cancelledText';

const USDC = asset({ symbol: 'USDC', decimals: 6 });
const SWAP = step({ stepId: 'swap', from: USDC, inputAmount: 2_000_000n });
const APPROVAL = { ...SWAP, stepId: 'approve', stepType: 'approval' as const, to: USDC };

function cancelled(withApproval: boolean, fee?: bigint) {
  const steps = withApproval ? [APPROVAL, SWAP] : [SWAP];
  const r = route({ routeId: 'r', from: USDC, inputAmountDisplay: '2', steps });
  let x = startExecution(r, steps, { recipient: '0x1', now: 0 });
  if (withApproval) {
    x = stepPreparing(x, 'approve', 1);
    x = stepAtWallet(x, 'approve', { nonce: 1 }, 1);
    x = stepSubmitted(x, 'approve', { txHash: '0xa1' }, 1);
    x = stepOnChain(x, 'approve', 1);
    x = stepStatus(
      x,
      'approve',
      { routeId: 'r', stepId: 'approve', status: 'success', warnings: [] },
      1,
    );
  }
  x = stepPreparing(x, 'swap', 2);
  x = stepAtWallet(x, 'swap', { nonce: 2 }, 2);
  x = stepSubmitted(x, 'swap', { txHash: '0xaa' }, 2);
  x = stepReplaced(x, 'swap', { kind: 'cancel', hash: '0xcc', replaces: '0xaa' }, 40_000);
  return stepCancelled(x, 'swap', { txHash: '0xcc', fee }, 50_000);
}

describe('cancelledText', () => {
  const eth = (id: string) => (id === '31337' ? 'ETH' : undefined);

  it('says nothing was swapped, and what cancelling cost in the native coin', () => {
    expect(cancelledText(cancelled(false, 42_000_000_000_000n), eth)).toEqual({
      title: 'Swap cancelled',
      text: 'Nothing was swapped: your 2 USDC stayed in your wallet.',
      fee: 'Cancelling cost 0.000042 ETH in network fees.',
    });
  });

  it('says an approval given before remains, and no fee it does not know', () => {
    const text = cancelledText(cancelled(true), eth);
    expect(text.text).toBe(
      'Nothing was swapped: your 2 USDC stayed in your wallet. The approval you gave for it remains.',
    );
    expect(text.fee).toBeUndefined();
    expect(cancelledText(cancelled(false, 1n), () => undefined).fee).toBeUndefined();
  });
});

describe('cancelledText in German', () => {
  const german = createI18n('de', de);
  const eth = (id: string) => (id === '31337' ? 'ETH' : undefined);

  it('says it with German words and a decimal comma', () => {
    expect(cancelledText(cancelled(true, 42_000_000_000_000n), eth, german)).toEqual({
      title: 'Tausch abgebrochen',
      text: 'Es wurde nichts getauscht: Ihre 2 USDC sind in Ihrer Wallet geblieben. Die dafür erteilte Freigabe besteht weiter.',
      fee: 'Der Abbruch hat 0,000042 ETH an Netzwerkgebühren gekostet.',
    });
  });
});
