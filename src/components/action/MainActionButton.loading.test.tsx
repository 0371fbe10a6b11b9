import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ETHEREUM, renderInWidget } from '../../test/renderWidget';
import { createWalletStateStore, WalletStateContext } from '../../wallets/walletState';
import { MainActionButton } from './MainActionButton';

// The button's code is held back until the test lets it arrive.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./MainAction', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

describe('MainActionButton while its code loads', () => {
  it('says "Loading wallet…", disabled, and "Connect wallet" once its code is in', async () => {
    // The wallet stacks are in and no wallet is connected: only the button's own code is missing.
    const wallet = createWalletStateStore();
    wallet.setState((s) => ({ chains: [ETHEREUM], stacks: { ...s.stacks, evm: 'ready' } }));
    renderInWidget(
      <WalletStateContext.Provider value={wallet}>
        <MainActionButton />
      </WalletStateContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Loading wallet…' })).toBeDisabled();
    await act(async () => arrival.arrive());
    expect(await screen.findByRole('button', { name: /^Connect wallet/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Loading wallet…' })).not.toBeInTheDocument();
  });
});
