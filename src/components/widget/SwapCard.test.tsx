import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Route } from '../../api/types';
import type { WidgetConfig } from '../../config/widgetConfig';
import { SwapWidget } from '../../startup/SwapWidget';
import { eventually } from '../../test/eventually';
import { BASE_USDC, ETH, renderInWidget, USDC } from '../../test/renderWidget';
import { ReceiveAmount } from '../amount/ReceiveAmount';
import { displayAmount } from '../routes/displayAmount';
import { SwapCard } from './SwapCard';

const deepLink = {
  defaults: {
    fromChain: '31337',
    fromToken: USDC.address,
    toChain: '31338',
    toToken: BASE_USDC.address,
    amount: '100',
  },
};

describe('SwapCard', () => {
  it('has the layout and names the tests and assistive technology rely on', async () => {
    renderInWidget(<SwapCard />, { config: deepLink });
    const region = screen.getByRole('region', { name: 'Swap' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Swap' }));
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('100');
    expect(
      await screen.findByRole('button', { name: 'USDC Sandbox Ethereum, source token' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: 'USDC Sandbox Base, destination token',
      }),
    ).toBeInTheDocument();
  });

  it('shows a remembered recipient under "You receive"', async () => {
    const { getStore } = renderInWidget(<SwapCard />, { config: deepLink });
    act(() =>
      getStore()
        .getState()
        .actions.updateSettings({ recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    );
    expect(await screen.findByText(/^To:/)).toHaveTextContent('To: 0x7099…79C8');
    expect(screen.getByRole('button', { name: 'Clear recipient' })).toBeInTheDocument();
  });

  it('flips source and destination', async () => {
    const user = userEvent.setup();
    const { getStore } = renderInWidget(<SwapCard />, { config: deepLink });
    await user.click(screen.getByRole('button', { name: 'Swap source and destination' }));
    expect(getStore().getState().from).toEqual({
      chainId: '31338',
      tokenAddress: BASE_USDC.address,
    });
    expect(
      await screen.findByRole('button', { name: 'USDC Sandbox Base, source token' }),
    ).toBeInTheDocument();
  });
});

describe('ReceiveAmount', () => {
  const route = {
    routeId: 'r1',
    to: BASE_USDC,
    outputAmount: 99_210_208n,
  } as Route;

  it("shows the selected route's output and its USD value, and nothing for a stale route", async () => {
    const { getStore } = renderInWidget(<ReceiveAmount />, { config: deepLink });
    const output = screen.getByRole('status', { name: 'You receive' });
    expect(output).toHaveTextContent('0');
    act(() => getStore().getState().actions.selectRoute('r1', route));
    await eventually(() => expect(output).toHaveTextContent('99.2102'));
    expect(screen.getByText('$99.21')).toBeInTheDocument();
    act(() =>
      getStore()
        .getState()
        .actions.selectRoute('r1', { ...route, to: ETH, routeId: 'r1' }),
    );
    expect(output).toHaveTextContent(/^0$/);
  });

  it("formats the output exactly like the route list's output", async () => {
    const { getStore } = renderInWidget(<ReceiveAmount />, { config: deepLink });
    const precise = { ...route, outputAmount: 2_990_123_456n };
    act(() => getStore().getState().actions.selectRoute('r1', precise));
    const output = screen.getByRole('status', { name: 'You receive' });
    await eventually(() => expect(output).toHaveTextContent('2,990.12'));
    expect(output.textContent).toBe(displayAmount(precise.outputAmount, BASE_USDC));
  });
});

describe('SwapWidget', () => {
  it('puts the theme on its root', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { container } = render(
      <SwapWidget config={{ apiUrl: 'http://127.0.0.1:1/v1', theme: 'dark', instanceId: 'w' }} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-theme', 'dark');
  });

  it('puts the checked theme tokens on its root, and warns once of each value it left out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => {
      vi.unstubAllGlobals();
      warn.mockRestore();
    });
    // As a plain-JS page could pass it: nothing type-checked it.
    const config = {
      apiUrl: 'http://127.0.0.1:1/v1',
      instanceId: 'tokens',
      themeTokens: {
        accent: '#0a7f5a',
        accentText: 'red;}body{x:y',
        radius: '4px',
        font: 'url(https://evil.example/f)',
      },
    } as WidgetConfig;
    const { container, rerender } = render(<SwapWidget config={config} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('cw-root');
    expect(root.style.getPropertyValue('--cw-accent')).toBe('#0a7f5a');
    expect(root.style.getPropertyValue('--cw-radius')).toBe('4px');
    expect(root.style.getPropertyValue('--cw-accent-text')).toBe('');
    expect(root.style.getPropertyValue('--cw-font')).toBe('');
    expect(root.getAttribute('style')).not.toMatch(/body|url/);
    // The warnings' words load with the first config that needs them.
    await eventually(() =>
      expect(warn.mock.calls.map(([text]) => text)).toEqual([
        expect.stringContaining('config.themeTokens.accentText ignored'),
        expect.stringContaining('config.themeTokens.font ignored'),
      ]),
    );
    // The same config again (an element re-renders with a new object): no second warning.
    rerender(<SwapWidget config={{ ...config, theme: 'dark' }} />);
    await import('../../config/rejectedOptionWarning');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root.style.getPropertyValue('--cw-accent')).toBe('#0a7f5a');
  });
});
