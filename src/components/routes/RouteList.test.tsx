import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../api/types';
import type { RouteSortKey } from '../../quoting/sortRoutes';
import { fee, route, step, USDC } from '../../test/routeFixtures';
import { RouteList } from './RouteList';

const dex = route({
  routeId: 'dex',
  outputAmount: 99_521_234n,
  minOutputAmount: 99_023_627n,
  estimatedTimeInSeconds: 120,
  tags: ['BEST_OUTPUT', 'BEST'],
  fees: [
    fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 2 }),
    fee({ type: 'SERVICE', rawType: 'ACME', amount: 10n ** 14n, amountUsd: 0.2 }),
  ],
  steps: [
    step({ stepId: 'a', stepType: 'approval', provider: undefined, protocolsUsed: [] }),
    step({ stepId: 'b', stepType: 'swap', provider: 'sandbox-dex', protocolsUsed: ['uni-v2'] }),
  ],
});
const bridge = route({
  routeId: 'bridge',
  provider: 'sandbox-bridge',
  providerDetails: { name: 'Sandbox Bridge', logoUrl: '' },
  outputAmount: 90_000_000n,
  estimatedTimeInSeconds: 20,
  tags: ['FAST', 'CHEAP'],
  fees: [fee({ type: 'NETWORK', amount: 1n, amountUsd: 0.5 })],
});
/** A route through a chain whose network type neither the asset nor `/chains` names. */
const unknown = route({
  routeId: 'unknown',
  provider: 'mystery-bridge',
  providerDetails: { name: 'Mystery Bridge', logoUrl: '' },
  to: { ...USDC, networkType: undefined, chainId: 'unknown-9' },
  outputAmount: 98_000_000n,
  estimatedTimeInSeconds: 600,
});

/** The whole card of a route (summary label plus details), found through its radio. */
function cardOf(provider: string): HTMLElement {
  return screen.getByRole('radio', { name: new RegExp(provider) }).closest('[data-route-card]')!;
}

function Harness({ routes, sort = 'output' }: { routes: Route[]; sort?: RouteSortKey }) {
  const [selected, setSelected] = useState<string | undefined>(routes[0]?.routeId);
  return (
    <RouteList
      routes={routes}
      sort={sort}
      selectedRouteId={selected}
      onSelect={setSelected}
      networkTypeOf={() => undefined}
    />
  );
}

describe('RouteList', () => {
  it('is a radiogroup named Routes whose radios are named by provider and output', () => {
    render(<Harness routes={[dex, bridge]} />);
    const group = screen.getByRole('radiogroup', { name: 'Routes' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /^Sandbox DEX, 99\.5212 USDC/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Sandbox Bridge, 90 USDC/ })).not.toBeChecked();
  });

  it('shows badges as words, output in USD, minimum received, time and steps', () => {
    render(<Harness routes={[dex, bridge]} />);
    const card = screen.getByRole('radio', { name: /Sandbox DEX/ }).closest('label')!;
    const text = card.textContent ?? '';
    // First by output: "Best", which says "Best return" already.
    expect(text).toContain('Best');
    expect(text).not.toContain('Best return');
    expect(text).toContain('$99.52');
    expect(text).toContain('Minimum received: 99.0236 USDC');
    expect(text).toContain('2 min · 2 steps');
    expect(
      screen.getByRole('radio', { name: /^Sandbox Bridge, 90 USDC, Cheapest, Fastest$/ }),
    ).toBeInTheDocument();
  });

  it('shows the selected route’s fees by type with USD, and its steps with provider and protocols', () => {
    render(<Harness routes={[dex, bridge]} />);
    const card = cardOf('Sandbox DEX');
    expect(within(card).getByRole('button', { name: 'Details of Sandbox DEX' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const fees = within(card).getByText('Fees').parentElement!;
    expect(within(fees).getByText('Network').nextSibling?.textContent).toBe('0.001 ETH ($2.00)');
    expect(within(fees).getByText('Service').nextSibling?.textContent).toBe('0.0001 ETH ($0.20)');
    const steps = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual(['Approval ETH', 'Swap ETH → USDC via Sandbox DEX (uni-v2)']);
  });

  it('opens any route’s details by keyboard without selecting it, to compare', async () => {
    const user = userEvent.setup();
    const hop = route({
      ...bridge,
      steps: [step({ stepId: 'x', stepType: 'bridge', provider: 'across-v3', protocolsUsed: [] })],
      fees: [
        fee({ type: 'PROVIDER', amount: 80_000n, token: { ...USDC, blockchain: 'Sandbox Base' } }),
        fee({
          type: 'PROVIDER',
          amount: 500_000n,
          token: { ...USDC, chainId: '31337', blockchain: 'Sandbox Ethereum' },
        }),
      ],
    });
    render(<Harness routes={[dex, hop]} />);
    const card = cardOf('Sandbox Bridge');
    const toggle = within(card).getByRole('button', { name: 'Details of Sandbox Bridge' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Fees')).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Sandbox Bridge/ })).not.toBeChecked();
    const fees = within(card).getByText('Fees').parentElement!;
    // Same symbol on two chains: each names its chain.
    expect(within(fees).getByText('Provider').nextSibling?.textContent).toBe(
      '0.08 USDC on Sandbox Base + 0.5 USDC on Sandbox Ethereum ($0.58)',
    );
    // A step by another provider than the route's is named by its id as words.
    expect(within(card).getByRole('listitem')).toHaveTextContent('Bridge ETH → USDC via Across V3');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the selection with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness routes={[dex, bridge]} />);
    const first = screen.getByRole('radio', { name: /Sandbox DEX/ });
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('radio', { name: /Sandbox Bridge/ });
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toBeChecked();
  });

  it('selects a route on click', async () => {
    const user = userEvent.setup();
    render(<Harness routes={[dex, bridge]} />);
    await user.click(screen.getByText('Sandbox Bridge'));
    expect(screen.getByRole('radio', { name: /Sandbox Bridge/ })).toBeChecked();
  });

  it('sorts by output, speed and fees', () => {
    const names = () =>
      screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label')?.split(',')[0]);
    const { rerender } = render(<Harness routes={[bridge, dex]} sort="output" />);
    expect(names()).toEqual(['Sandbox DEX', 'Sandbox Bridge']);
    rerender(<Harness routes={[bridge, dex]} sort="speed" />);
    expect(names()).toEqual(['Sandbox Bridge', 'Sandbox DEX']);
    rerender(<Harness routes={[dex, bridge]} sort="fees" />);
    expect(names()).toEqual(['Sandbox Bridge', 'Sandbox DEX']);
  });

  it('gives "Best" to the route the current sort puts first, at most two badges each', () => {
    const badgesOf = (provider: string) =>
      [...cardOf(provider).querySelectorAll('[data-route-badge]')].map((b) => b.textContent);
    // The API tagged the DEX "Best", and the bridge "Low slippage" as well.
    const tagged = { ...bridge, tags: ['BEST', 'FAST', 'CHEAP', 'LOW_SLIPPAGE'] };
    const { rerender } = render(<Harness routes={[dex, tagged]} sort="speed" />);
    expect(badgesOf('Sandbox Bridge')).toEqual(['Best', 'Cheapest']);
    expect(badgesOf('Sandbox DEX')).toEqual(['Best return']);
    rerender(<Harness routes={[dex, tagged]} sort="output" />);
    expect(badgesOf('Sandbox DEX')).toEqual(['Best']);
    expect(badgesOf('Sandbox Bridge')).toEqual(['Cheapest', 'Fastest']);
  });

  it('warns about a route far below the best and marks a route on an unknown network as not executable', () => {
    render(<Harness routes={[dex, bridge, unknown]} />);
    const bridgeCard = screen.getByRole('radio', { name: /Sandbox Bridge/ }).closest('label')!;
    expect(bridgeCard).toHaveTextContent('You get 9.6% less than with the best route.');
    const dexCard = screen.getByRole('radio', { name: /Sandbox DEX/ }).closest('label')!;
    expect(dexCard).not.toHaveTextContent('less than');
    expect(
      screen.getByRole('radio', { name: /^Mystery Bridge, 98 USDC, Cheapest, not executable$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Mystery Bridge/ }).closest('label'),
    ).toHaveTextContent('Not executable');
  });

  it('says in words when network, provider and service fees are over 10% of what is paid', () => {
    render(<Harness routes={[dex, bridge]} />);
    // 0.01 ETH ($20) paid; the DEX's fees are $2.20, the bridge's $0.50.
    const dexCard = screen.getByRole('radio', { name: /Sandbox DEX/ }).closest('label')!;
    expect(dexCard).toHaveTextContent('Fees are 11% of what you pay.');
    const bridgeCard = screen.getByRole('radio', { name: /Sandbox Bridge/ }).closest('label')!;
    expect(bridgeCard).not.toHaveTextContent(/Fees are .* of what you pay/);
  });

  it('marks a route expired once its deadline passes: dimmed, named so, not selectable', async () => {
    const user = userEvent.setup();
    const soon = { ...bridge, expiresAt: Date.now() + 150 };
    render(<Harness routes={[dex, soon]} />);
    const radio = screen.getByRole('radio', { name: /Sandbox Bridge/ });
    expect(radio).not.toHaveAttribute('aria-disabled');
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(radio).toHaveAttribute('aria-disabled', 'true');
    expect(radio).toHaveAccessibleName(/^Sandbox Bridge, 90 USDC, .*expired$/);
    await user.click(screen.getByText('Sandbox Bridge'));
    expect(radio).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Sandbox DEX/ })).toBeChecked();
  });
});
