import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadTranslations } from '../../i18n/loadTranslations';
import { openSettings } from '../../test/openSettings';
import {
  BASE,
  ETHEREUM,
  fakeRoutingClient,
  memoryStorage,
  renderInWidget,
  SOLANA,
  testSettingsStorageKey,
} from '../../test/renderWidget';
import { SettingsButton } from './SettingsButton';

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
    const dialog = await screen.findByRole('dialog', { name: 'Einstellungen' });
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
