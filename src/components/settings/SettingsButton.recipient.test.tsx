import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadTranslations } from '../../i18n/loadTranslations';
import { withConnectedWallets } from '../../test/connectedWallets';
import { openSettings } from '../../test/openSettings';
import {
  BASE,
  ETHEREUM,
  fakeRoutingClient,
  renderInWidget,
  SOLANA,
  storedSettings,
} from '../../test/renderWidget';
import { SettingsButton } from './SettingsButton';

/** The settings' recipient field: checked in the destination's format, asked for across types. */
describe('Settings: recipient', () => {
  // Loaded once ahead, as a browser would have it cached: each test then times the dialog only.
  beforeAll(() => Promise.all([import('./SettingsDialog'), loadTranslations('de')]));

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

  it('marks Settings as needing attention while a cross-network swap has no recipient', async () => {
    renderInWidget(<SettingsButton />, {
      client: fakeRoutingClient({ chains: [ETHEREUM, SOLANA], tokens: {} }),
      config: { defaults: { fromChain: '31337', toChain: 'sol' } },
      storage: storedSettings({ recipient: '' }),
    });
    const settings = screen.getByRole('button', { name: 'Settings' });
    await waitFor(() =>
      expect(settings).toHaveAttribute('aria-description', 'A setting needs your attention'),
    );
    const { user, dialog } = await openSettings();
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Recipient address (required)' }),
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    );
    expect(settings).not.toHaveAttribute('aria-description');
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
});
