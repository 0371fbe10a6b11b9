import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_VERSION } from '../../state/widgetStore';
import { withConnectedWallets } from '../../test/connectedWallets';
import {
  BASE_USDC,
  ETHEREUM,
  fakeRoutingClient,
  memoryStorage,
  renderInWidget,
  SOLANA,
  testSettingsStorageKey,
  USDC,
} from '../../test/renderWidget';
import { RecipientRow } from './RecipientRow';

const THIRD_PARTY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL_RECIPIENT = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

describe('RecipientRow', () => {
  it('always shows a recipient remembered from an earlier visit, and clears it', async () => {
    const storage = memoryStorage();
    storage.setItem(
      testSettingsStorageKey(),
      JSON.stringify({
        state: { settings: { recipient: THIRD_PARTY } },
        version: SETTINGS_STORAGE_VERSION,
      }),
    );
    const { getStore } = renderInWidget(<RecipientRow />, {
      storage,
      config: {
        defaults: {
          fromChain: '31337',
          fromToken: USDC.address,
          toChain: '31338',
          toToken: BASE_USDC.address,
        },
      },
    });
    expect(await screen.findByText('0x7099…79C8')).toHaveAttribute('title', THIRD_PARTY);
    expect(screen.getByText(/^To:/)).toHaveTextContent('To: 0x7099…79C8');
    await userEvent.click(screen.getByRole('button', { name: 'Clear recipient' }));
    expect(getStore().getState().settings.recipient).toBe('');
    expect(screen.queryByText(/^To:/)).toBeNull();
  });

  it('shows nothing when the connected wallet receives on the same network type', () => {
    const { container } = renderInWidget(<RecipientRow />, {
      config: { defaults: { fromChain: '31337', toChain: '31338' } },
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for the address right on the card when the destination needs one', async () => {
    const client = fakeRoutingClient({ chains: [ETHEREUM, SOLANA], tokens: {} });
    const { getStore } = renderInWidget(<RecipientRow />, {
      client,
      config: { defaults: { fromChain: '31337', toChain: 'sol' } },
    });
    const input = await screen.findByRole('textbox', { name: 'Recipient address (required)' });
    // Nothing typed yet: asked for, not called wrong.
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(input);
    await userEvent.paste(SOL_RECIPIENT);
    await waitFor(() => expect(getStore().getState().settings.recipient).toBe(SOL_RECIPIENT));
    expect(screen.getByText(/^To:/)).toHaveTextContent('To: 7EcD…FLtV');
  });

  it('offers the connected Solana wallet in place of a remembered Solana recipient', async () => {
    const solWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const storage = memoryStorage();
    storage.setItem(
      testSettingsStorageKey(),
      JSON.stringify({
        state: { settings: { recipient: SOL_RECIPIENT } },
        version: SETTINGS_STORAGE_VERSION,
      }),
    );
    const client = fakeRoutingClient({ chains: [ETHEREUM, SOLANA], tokens: {} });
    const { getStore } = renderInWidget(
      withConnectedWallets(<RecipientRow />, { sol: solWallet }),
      {
        client,
        storage,
        config: { defaults: { fromChain: '31337', toChain: 'sol' } },
      },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use my Solana wallet (9WzD…AWWM)' }),
    );
    expect(getStore().getState().settings.recipient).toBe(solWallet);
    expect(screen.getByText(/^To:/)).toHaveTextContent('To: 9WzD…AWWM');
    expect(screen.queryByRole('button', { name: /^Use my/ })).toBeNull();
  });
});
