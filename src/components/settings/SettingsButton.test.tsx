import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadTranslations } from '../../i18n/loadTranslations';
import { withConnectedWallets } from '../../test/connectedWallets';
import {
  BASE,
  ETHEREUM,
  fakeRoutingClient,
  memoryStorage,
  renderInWidget,
  SOLANA,
  storedSettings,
  testSettingsStorageKey,
} from '../../test/renderWidget';
import { SettingsButton } from './SettingsButton';

async function openSettings() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  // The dialog's chunk loads on the first click (transformed on demand here: give it time).
  const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5_000 });
  return { user, dialog };
}

describe('Settings', () => {
  // Loaded once ahead, as a browser would have it cached: each test then times the dialog only.
  beforeAll(() => Promise.all([import('./SettingsDialog'), loadTranslations('de')]));

  it('defaults to 0.5 % and applies presets', async () => {
    const { getStore } = renderInWidget(<SettingsButton />);
    const { user, dialog } = await openSettings();
    expect(within(dialog).getByRole('button', { name: '0.5%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: '1%' }));
    expect(getStore().getState().settings.slippageBps).toBe(100);
    expect(within(dialog).getByRole('button', { name: '1%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: '0.5%' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('takes a custom slippage with warnings at the extremes and refuses above 50 %', async () => {
    const { getStore } = renderInWidget(<SettingsButton />);
    const { user, dialog } = await openSettings();
    const custom = within(dialog).getByRole('textbox', { name: 'Custom slippage (%)' });
    await user.type(custom, '0.03');
    expect(getStore().getState().settings.slippageBps).toBe(3);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('may fail');
    await user.clear(custom);
    await user.type(custom, '5');
    expect(getStore().getState().settings.slippageBps).toBe(500);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('you may receive much less');
    await user.type(custom, '1'); // 51 %
    expect(getStore().getState().settings.slippageBps).toBe(500);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Slippage above 50% is refused.');
    expect(custom).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores priority fees as levels or custom integers', async () => {
    const { getStore } = renderInWidget(<SettingsButton />);
    const { user, dialog } = await openSettings();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'EVM priority fee' }),
      'high',
    );
    expect(getStore().getState().settings.evmPriorityFee).toBe('high');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'EVM priority fee' }),
      'custom',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'EVM priority fee (gwei)' }),
      '2.5',
    );
    expect(getStore().getState().settings.evmPriorityFee).toBe(2_500_000_000);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Solana tip' }),
      'custom',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Solana tip (lamports)' }), '5000');
    expect(getStore().getState().settings.solanaBundleTip).toBe(5000);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Solana priority fee' }),
      'auto',
    );
    expect(getStore().getState().settings.solanaPriorityFee).toBeUndefined();
  });

  it('remembers settings across visits (a new widget on the same storage)', async () => {
    const storage = memoryStorage();
    const first = renderInWidget(<SettingsButton />, { storage });
    const { user, dialog } = await openSettings();
    await user.click(within(dialog).getByRole('button', { name: '0.1%' }));
    await user.keyboard('{Escape}');
    first.unmount();
    expect(storage.data.has(testSettingsStorageKey())).toBe(true);

    const second = renderInWidget(<SettingsButton />, { storage });
    expect(second.getStore().getState().settings.slippageBps).toBe(10);
    const reopened = await openSettings();
    expect(within(reopened.dialog).getByRole('button', { name: '0.1%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("starts at the integrator's default slippage, says so, and goes back to it", async () => {
    const storage = memoryStorage();
    const { getStore, unmount } = renderInWidget(<SettingsButton />, {
      config: { slippageBps: 30 },
      storage,
    });
    expect(screen.getByText('0.3%')).toBeInTheDocument();
    const { user, dialog } = await openSettings();
    const slippage = within(dialog).getByRole('group', { name: 'Slippage tolerance' });
    expect(within(slippage).getByText('Current: 0.3% (default)')).toBeInTheDocument();
    expect(within(slippage).getByRole('textbox', { name: 'Custom slippage (%)' })).toHaveValue(
      '0.3',
    );
    expect(within(slippage).queryByRole('button', { name: /^Use default/ })).toBeNull();

    await user.click(within(slippage).getByRole('button', { name: '1%' }));
    expect(within(slippage).getByText('Current: 1%')).toBeInTheDocument();
    const useDefault = within(slippage).getByRole('button', { name: 'Use default (0.3%)' });
    await user.click(useDefault);
    expect(getStore().getState().settings.slippageBps).toBe(30);
    expect(within(slippage).getByText('Current: 0.3% (default)')).toBeInTheDocument();
    expect(within(slippage).getByRole('textbox', { name: 'Custom slippage (%)' })).toHaveValue(
      '0.3',
    );
    unmount();

    // A slippage of the user's own, saved, wins over the integrator's default next time.
    const first = renderInWidget(<SettingsButton />, { config: { slippageBps: 30 }, storage });
    const again = await openSettings();
    await again.user.click(within(again.dialog).getByRole('button', { name: '0.1%' }));
    first.unmount();
    const second = renderInWidget(<SettingsButton />, { config: { slippageBps: 30 }, storage });
    expect(second.getStore().getState().settings.slippageBps).toBe(10);
    const third = await openSettings();
    expect(within(third.dialog).getByRole('button', { name: 'Use default (0.3%)' })).toBeVisible();
  });

  it('offers lite mode only for Solana to Solana', async () => {
    const client = fakeRoutingClient({ chains: [ETHEREUM, BASE, SOLANA], tokens: {} });
    const solToSol = renderInWidget(<SettingsButton />, {
      client,
      config: { defaults: { fromChain: 'sol', toChain: 'sol' } },
    });
    const { user, dialog } = await openSettings();
    const lite = await within(dialog).findByRole('checkbox', { name: /Lite mode/ });
    await user.click(lite);
    expect(solToSol.getStore().getState().settings.lite).toBe(true);
    solToSol.unmount();

    renderInWidget(<SettingsButton />, {
      client,
      config: { defaults: { fromChain: 'sol', toChain: '31337' } },
    });
    const other = await openSettings();
    await within(other.dialog).findByRole('textbox', { name: /Recipient address/ });
    expect(within(other.dialog).queryByRole('checkbox', { name: /Lite mode/ })).toBeNull();
  });

  it('validates the recipient for the destination type and requires it across types', async () => {
    const client = fakeRoutingClient({ chains: [ETHEREUM, SOLANA], tokens: {} });
    const { getStore } = renderInWidget(<SettingsButton />, {
      client,
      config: { defaults: { fromChain: '31337', toChain: 'sol' } },
    });
    const { user, dialog } = await openSettings();
    const input = await within(dialog).findByRole('textbox', {
      name: 'Recipient address (required)',
    });
    // Nothing typed yet: what to enter, and nothing is called wrong.
    expect(
      within(dialog).getByText(
        'The destination uses another kind of wallet, so tell us where to send the tokens.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, '9');
    await user.clear(input);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a Solana address to receive the tokens.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not a valid Solana address.');
    expect(getStore().getState().settings.recipient).toBe('');
    await user.clear(input);
    await user.paste('1nc1nerator11111111111111111111111111111111');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/burn address/);
    expect(getStore().getState().settings.recipient).toBe('');
    await user.clear(input);
    await user.paste('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
    expect(getStore().getState().settings.recipient).toBe(
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('clears a stored recipient typed over with an invalid address, and says so', async () => {
    const stored = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { getStore } = renderInWidget(<SettingsButton />, {
      client: fakeRoutingClient({ chains: [ETHEREUM, BASE], tokens: {} }),
      config: { defaults: { fromChain: '31337', toChain: '31338' } },
      storage: storedSettings({ recipient: stored }),
    });
    const { user, dialog } = await openSettings();
    const input = await within(dialog).findByRole('textbox', { name: 'Recipient address' });
    expect(input).toHaveValue(stored);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(input, 'Z');
    expect(getStore().getState().settings.recipient).toBe('');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Not a valid EVM address. The earlier recipient 0x7099…79C8 was cleared and will not be used.',
    );
    // A usable address is stored again, and the notice goes.
    await user.clear(input);
    await user.paste(stored);
    expect(getStore().getState().settings.recipient).toBe(stored);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('offers the connected Solana wallet as the recipient of an EVM -> Solana swap', async () => {
    const solWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const client = fakeRoutingClient({ chains: [ETHEREUM, SOLANA], tokens: {} });
    const { getStore } = renderInWidget(
      withConnectedWallets(<SettingsButton />, { sol: solWallet }),
      {
        client,
        config: { defaults: { fromChain: '31337', toChain: 'sol' } },
      },
    );
    const { user, dialog } = await openSettings();
    const input = await within(dialog).findByRole('textbox', { name: 'Recipient address' });
    expect(
      within(dialog).getByText('Leave empty to receive in your connected wallet.'),
    ).toBeVisible();
    await user.type(input, '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');
    await user.click(
      within(dialog).getByRole('button', { name: 'Use my Solana wallet (9WzD…AWWM)' }),
    );
    expect(input).toHaveValue(solWallet);
    expect(getStore().getState().settings.recipient).toBe(solWallet);
    // Once it is the recipient there is nothing left to offer.
    expect(within(dialog).queryByRole('button', { name: /^Use my/ })).toBeNull();
  });

  it('asks for "an EVM address" for a Solana -> EVM swap, "eine EVM-Adresse" in German', async () => {
    const client = fakeRoutingClient({ chains: [ETHEREUM, SOLANA], tokens: {} });
    const en = renderInWidget(<SettingsButton />, {
      client,
      config: { defaults: { fromChain: 'sol', toChain: '31337' } },
    });
    const { user, dialog } = await openSettings();
    const field = await within(dialog).findByRole('textbox', { name: /^Recipient address/ });
    await user.type(field, 'x{Backspace}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an EVM address to receive the tokens.',
    );
    en.unmount();

    renderInWidget(
      <I18nProvider language="de">
        <SettingsButton />
      </I18nProvider>,
      { client, config: { defaults: { fromChain: 'sol', toChain: '31337' } } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    const de = await screen.findByRole('dialog', { name: 'Einstellungen' });
    await userEvent.type(
      await within(de).findByRole('textbox', { name: /^Empfängeradresse/ }),
      'x{Backspace}',
    );
    expect(within(de).getByRole('alert')).toHaveTextContent(
      'Geben Sie eine EVM-Adresse ein, an die die Token gehen.',
    );
  });

  it('lists providers seen in cached quotes and stores include/exclude', async () => {
    const { getStore, queryClient } = renderInWidget(<SettingsButton />);
    queryClient.setQueryData(['any', 'quotes'], {
      quotes: [
        { provider: 'dex-a', providerDetails: { name: 'Dex A' } },
        { provider: 'bridge-b', providerDetails: { name: 'Bridge B' } },
      ],
    });
    const { user, dialog } = await openSettings();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dex A' }), 'never');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bridge B' }), 'only');
    expect(getStore().getState().settings).toMatchObject({
      excludeProviders: ['dex-a'],
      includeProviders: ['bridge-b'],
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dex A' }), 'any');
    expect(getStore().getState().settings.excludeProviders).toEqual([]);
  });

  it('lists only the providers the integrator allows, its allow list before any quote', async () => {
    const { getStore, queryClient } = renderInWidget(<SettingsButton />, {
      config: { providers: { allow: ['dex-a', 'bridge-b', 'c-swap'], deny: ['bridge-b'] } },
    });
    queryClient.setQueryData(['any', 'quotes'], {
      quotes: [
        { provider: 'dex-a', providerDetails: { name: 'Dex A' } },
        { provider: 'bridge-b', providerDetails: { name: 'Bridge B' } },
        { provider: 'other', providerDetails: { name: 'Other' } },
      ],
    });
    const { user, dialog } = await openSettings();
    const group = within(dialog).getByRole('group', { name: 'Providers' });
    const rows = within(group).getAllByRole('combobox');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['c-swap', 'Dex A']);
    await user.selectOptions(within(group).getByRole('combobox', { name: 'c-swap' }), 'only');
    expect(getStore().getState().settings.includeProviders).toEqual(['c-swap']);
  });

  it('speaks the widget language: German words, a decimal comma, German errors', async () => {
    const { getStore } = renderInWidget(
      <I18nProvider language="de">
        <SettingsButton />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    // The German catalogue (its own chunk) is loaded ahead: the widget speaks German at once.
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einstellungen' }, { timeout: 5_000 });
    expect(within(dialog).getByRole('group', { name: 'Slippage-Toleranz' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '0,5\u00a0%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const custom = within(dialog).getByRole('textbox', { name: 'Eigene Slippage (%)' });
    await user.type(custom, '0,3');
    expect(getStore().getState().settings.slippageBps).toBe(30);
    expect(within(dialog).getByText(/^Aktuell: 0,3\s%$/)).toBeInTheDocument();
    await user.clear(custom);
    await user.type(custom, '51');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Slippage über 50\s% wird abgelehnt\.$/,
    );
    const fee = within(dialog).getByRole('combobox', { name: 'EVM-Prioritätsgebühr' });
    expect(within(fee).getByRole('option', { name: 'Automatisch' })).toBeInTheDocument();
    await user.selectOptions(fee, 'custom');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'EVM-Prioritätsgebühr (gwei)' }),
      '0.0000000001',
    );
    expect(within(dialog).getAllByRole('alert').at(-1)).toHaveTextContent(
      'Höchstens 9 Nachkommastellen.',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /Unbegrenzte Token-Freigaben/ }),
    ).not.toBeChecked();
  });
});
