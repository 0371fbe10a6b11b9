import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { createI18n } from '../../i18n/i18n';
import { fee, route } from '../../test/routeFixtures';
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

  it("asks for a Tron wallet for a route from Tron, in the widget's language", () => {
    const tron = { ...ready, sourceNetworkType: 'tron' as const, connectedAddress: undefined };
    expect(mainActionState(tron)).toEqual({
      kind: 'connect',
      networkType: 'tron',
      label: 'Connect Tron wallet',
    });
    expect(mainActionState(tron, createI18n('de', de)).label).toBe('Tron-Wallet verbinden');
    expect(
      mainActionState({ ...tron, connectedAddress: 'TR1iKWQTtkB5mKzS83NgEXksRJoAHUJhLa' }).kind,
    ).toBe('review');
  });

  it('asks for a recipient, or for a destination wallet when the recipient field is hidden', () => {
    const missing = { ...ready, recipientProblem: 'missing' as const };
    expect(mainActionState(missing)).toEqual({
      kind: 'disabled',
      label: 'Enter a recipient address',
    });
    expect(mainActionState({ ...missing, recipientWalletOnly: 'sol' })).toEqual({
      kind: 'connect',
      networkType: 'sol',
      label: 'Connect wallet (Solana)',
    });
  });

  it('never confirms anything but a review', () => {
    expect(canConfirmReview(mainActionState({ ...ready, connectedAddress: undefined }))).toBe(
      false,
    );
  });

  it('says, before Review, when the native coin cannot pay the network fee', () => {
    // 0.01 ETH sent plus 0.001 ETH of gas.
    const costly = { ...r, fees: [fee({ type: 'NETWORK', amount: 10n ** 15n })] };
    const input = { ...ready, routes: [costly], selectedRoute: costly, nativeSymbol: 'ETH' };
    const short = { ...input, nativeBalance: 11n * 10n ** 15n - 1n };
    expect(mainActionState(short)).toEqual({
      kind: 'disabled',
      label: 'Not enough ETH for the network fee',
    });
    expect(mainActionState(short, createI18n('de', de)).label).toBe(
      'Nicht genug ETH für die Netzwerkgebühr',
    );
    expect(mainActionState({ ...input, nativeBalance: 11n * 10n ** 15n }).kind).toBe('review');
    // Unknown (loading, failed): Review is offered, the wallet has the last word.
    expect(mainActionState(input).kind).toBe('review');
  });

  it('offers to connect a Cosmos wallet for a Cosmos source', () => {
    const cosmos = { ...ready, sourceNetworkType: 'cosmos' as const, connectedAddress: undefined };
    expect(mainActionState(cosmos)).toEqual({
      kind: 'connect',
      networkType: 'cosmos',
      label: 'Connect Cosmos wallet',
    });
    expect(mainActionState(cosmos, createI18n('de', de)).label).toBe('Cosmos-Wallet verbinden');
  });
});
