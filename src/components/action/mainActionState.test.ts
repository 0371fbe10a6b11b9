import { describe, expect, it } from 'vitest';
import { route } from '../../test/routeFixtures';
import { canConfirmReview, type MainActionInput, mainActionState } from './mainActionState';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const REMEMBERED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const r = route({ routeId: 'r' });

const ready: MainActionInput = {
  sourceNetworkType: 'evm',
  connectedAddress: WALLET,
  isLoading: false,
  isError: false,
  routes: [r],
  selectedRoute: r,
  quotedForPlaceholder: false,
  isExecutable: () => true,
  sourceSymbol: 'ETH',
  now: 0,
};

describe('mainActionState', () => {
  it('offers the review, which may be confirmed, when nothing is left to do', () => {
    const action = mainActionState(ready);
    expect(action).toMatchObject({ kind: 'review', label: 'Review Sandbox DEX, 19.9 USDC' });
    expect(action).not.toHaveProperty('recipientToConfirm');
    expect(canConfirmReview(action)).toBe(true);
  });

  it('makes an unconfirmed remembered recipient a required step of the review', () => {
    const action = mainActionState({ ...ready, unconfirmedRecipient: REMEMBERED });
    expect(action).toMatchObject({ kind: 'review', recipientToConfirm: REMEMBERED });
    expect(canConfirmReview(action)).toBe(false);
  });

  it('never confirms anything but a review', () => {
    expect(canConfirmReview(mainActionState({ ...ready, connectedAddress: undefined }))).toBe(
      false,
    );
  });
});
