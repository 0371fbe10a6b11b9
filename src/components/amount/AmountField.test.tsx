import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Asset } from '../../api/types';
import { I18nProvider } from '../../i18n/I18nProvider';
import { loadTranslations } from '../../i18n/loadTranslations';
import * as tokenBalances from '../../networks/useTokenBalances';
import { fakeExportForFile } from '../../test/fakeExportForFile';
import { ETH, renderInWidget, USDC } from '../../test/renderWidget';
import { AmountField } from './AmountField';

// The wallet hooks belong to the wallet layer; here the balance is whatever the test says, for
// the whole file (and its unmounts), so every render of a field reads the same hook.
const balances = { current: new Map<string, bigint>() };
fakeExportForFile(tokenBalances, 'useTokenBalance', (asset?: Asset) => ({
  balance: asset ? balances.current.get(asset.address) : undefined,
  isLoading: false,
}));

function renderAmount(token: Asset, amount = '', language = 'en') {
  return renderInWidget(
    <I18nProvider language={language}>
      <AmountField />
    </I18nProvider>,
    { config: { defaults: { fromChain: token.chainId, fromToken: token.address, amount } } },
  );
}

/** The field in German, with a button that switches the widget to English. */
function SwitchableLanguage() {
  const [language, setLanguage] = useState('de');
  return (
    <I18nProvider language={language}>
      <button type="button" onClick={() => setLanguage('en')}>
        English
      </button>
      <AmountField />
    </I18nProvider>
  );
}

describe('AmountField', () => {
  beforeAll(() => loadTranslations('de'));
  beforeEach(() => {
    balances.current = new Map();
  });

  it('is a decimal textbox named "You pay" and shows the USD value', async () => {
    const user = userEvent.setup();
    const { getStore } = renderAmount(ETH);
    const input = screen.getByRole('textbox', { name: 'You pay' });
    expect(input).toHaveAttribute('inputMode', 'decimal');
    await user.type(input, '1.5');
    expect(getStore().getState().amountText).toBe('1.5');
    expect(await screen.findByText('$4,500.00')).toBeInTheDocument();
  });

  it('reads English grouping when pasted, and a comma is no English decimal point', async () => {
    const user = userEvent.setup();
    const { getStore } = renderAmount(USDC);
    const input = screen.getByRole('textbox', { name: 'You pay' });
    await user.click(input);
    await user.paste('1,234.5');
    expect(input).toHaveValue('1,234.5');
    expect(getStore().getState().amountText).toBe('1234.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number such as 1,234.5.');
  });

  it('in German takes "12,5" and pasted "1.234,5", and shows amounts the German way', async () => {
    balances.current.set(USDC.address, 2_345_678_901n);
    const user = userEvent.setup();
    const { getStore } = renderAmount(USDC, '', 'de');
    const input = await screen.findByRole('textbox', { name: 'Sie zahlen' });
    await user.type(input, '12,5');
    expect(input).toHaveValue('12,5');
    expect(getStore().getState().amountText).toBe('12.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(input);
    await user.paste('1.234,5');
    expect(input).toHaveValue('1.234,5');
    expect(getStore().getState().amountText).toBe('1234.5');
    // A point groups thousands in German: "12.5" is not read as 12.5, and no one asks for a point.
    await user.clear(input);
    await user.type(input, '12.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Geben Sie eine Zahl wie 1.234,5 ein.');
    expect(getStore().getState().amountText).not.toBe('12.5');
    // An amount the widget sets (Max) is shown the German way too.
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(getStore().getState().amountText).toBe('2345.678901');
    expect(input).toHaveValue('2345,678901');
  });

  it('shows the amount the new way when the language changes', async () => {
    const user = userEvent.setup();
    const { getStore } = renderInWidget(<SwitchableLanguage />, {
      config: { defaults: { fromChain: USDC.chainId, fromToken: USDC.address } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Sie zahlen' }), '12,5');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('12.5');
    expect(getStore().getState().amountText).toBe('12.5');
  });

  it("shows a link's amount the German way", async () => {
    renderAmount(USDC, '7.5', 'de');
    expect(await screen.findByRole('textbox', { name: 'Sie zahlen' })).toHaveValue('7,5');
  });

  it('refuses more decimals than the token has', async () => {
    const user = userEvent.setup();
    renderAmount(USDC);
    const input = screen.getByRole('textbox', { name: 'You pay' });
    await user.type(input, '1.1234567');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('USDC has at most 6 decimals.');
    expect(input).toHaveAccessibleDescription('USDC has at most 6 decimals.');
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shortens a balance to one line, its every digit heard on focus and shown until Escape', async () => {
    balances.current.set(USDC.address, 99_983_972_000n);
    const user = userEvent.setup();
    renderAmount(USDC);
    const balance = await screen.findByRole('button', { name: 'Balance: 99,983 USDC' });
    expect(balance).toHaveAccessibleDescription('99,983.972 USDC');
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(tip).toHaveClass('group-focus-within:block', 'group-hover:block');
    balance.focus();
    await user.keyboard('{Escape}');
    expect(balance).toHaveFocus();
    expect(tip).not.toHaveClass('group-focus-within:block');
  });

  it('says "Insufficient balance" as soon as the amount exceeds the balance', async () => {
    balances.current.set(USDC.address, 50_000_000n);
    const user = userEvent.setup();
    renderAmount(USDC);
    expect(await screen.findByText('Balance: 50 USDC')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'You pay' });
    await user.type(input, '50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '.01');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance');
  });

  it('Max uses the whole token balance', async () => {
    balances.current.set(USDC.address, 12_345_678n);
    const user = userEvent.setup();
    const { getStore } = renderAmount(USDC);
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(getStore().getState().amountText).toBe('12.345678');
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('12.345678');
  });

  it('Max keeps native coin for gas', async () => {
    balances.current.set(ETH.address, 1_000_000_000_000_000_000n);
    const user = userEvent.setup();
    const { getStore } = renderAmount(ETH);
    await user.click(await screen.findByRole('button', { name: 'Max' }));
    expect(getStore().getState().amountText).toBe('0.995');
    expect(screen.getByText('Max keeps 0.005 ETH for network fees.')).toBeInTheDocument();
  });

  it('warns when a typed native amount leaves nothing for network fees', async () => {
    balances.current.set(ETH.address, 1_000_000_000_000_000_000n);
    const user = userEvent.setup();
    renderAmount(ETH);
    await screen.findByText('Balance: 1 ETH');
    await user.type(screen.getByRole('textbox', { name: 'You pay' }), '1');
    expect(
      screen.getByText('Leaves no ETH for network fees: keep about 0.005 ETH (Max does).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
