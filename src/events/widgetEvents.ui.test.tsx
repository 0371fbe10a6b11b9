import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoutesPanel } from '../components/routes/RoutesPanel';
import { loadAddressFormats } from '../lib/loadAddressFormats';
import { BASE_USDC, ETH, fakeRoutingClient, renderInWidget } from '../test/renderWidget';
import { route } from '../test/routeFixtures';
import { createWidgetEvents, type WidgetEvent } from './widgetEvents';

const cheap = route({
  routeId: 'cheap',
  provider: 'cheap-dex',
  to: BASE_USDC,
  inputAmount: 10n ** 18n,
  outputAmount: 2_990_000_000n,
  minOutputAmount: 2_975_000_000n,
  expiresAt: Date.now() + 60_000,
});
const fast = { ...cheap, routeId: 'fast', provider: 'fast-bridge', outputAmount: 2_980_000_000n };

// As on the pages, whose first act loads them for a deep link (`pageStart`).
beforeAll(() => loadAddressFormats());

describe('integrator events from the widget', () => {
  it('route-selected for the route the widget picks, then for the one the user picks', async () => {
    const events = createWidgetEvents();
    const selected: WidgetEvent[] = [];
    events.on('route-selected', (e) => selected.push(e));
    const client = { ...fakeRoutingClient(), getQuotes: async () => ({ quotes: [cheap, fast] }) };
    renderInWidget(<RoutesPanel />, {
      client,
      events,
      config: {
        defaults: {
          fromChain: ETH.chainId,
          fromToken: ETH.address,
          toChain: BASE_USDC.chainId,
          toToken: BASE_USDC.address,
          amount: '1',
        },
      },
    });
    await screen.findByRole('radio');
    expect(selected).toEqual([
      {
        type: 'route-selected',
        routeId: 'cheap',
        provider: 'cheap-dex',
        from: {
          chainId: cheap.from.chainId,
          token: cheap.from.address,
          symbol: 'ETH',
          decimals: 18,
          amount: '1000000000000000000',
        },
        to: {
          chainId: BASE_USDC.chainId,
          token: BASE_USDC.address,
          symbol: 'USDC',
          decimals: 6,
          amount: '2990000000',
        },
        minOutputAmount: '2975000000',
      },
    ]);
    // The other route is in the list behind "1 more route".
    await userEvent.click(screen.getByRole('button', { name: '1 more route' }));
    await userEvent.click(screen.getAllByRole('radio')[1]!);
    expect(selected.map((e) => e.type === 'route-selected' && e.provider)).toEqual([
      'cheap-dex',
      'fast-bridge',
    ]);
  });
});
