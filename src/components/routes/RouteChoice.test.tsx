import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../api/types';
import type { RouteSortKey } from '../../quoting/sortRoutes';
import { route } from '../../test/routeFixtures';
import { RouteChoice } from './RouteChoice';

const dex = route({
  routeId: 'dex',
  outputAmount: 99_000_000n,
  estimatedTimeInSeconds: 120,
  tags: ['BEST_OUTPUT'],
});
const bridge = route({
  routeId: 'bridge',
  provider: 'sandbox-bridge',
  providerDetails: { name: 'Sandbox Bridge', logoUrl: '' },
  outputAmount: 90_000_000n,
  estimatedTimeInSeconds: 20,
  tags: ['FAST'],
});
const intents = route({
  routeId: 'intents',
  provider: 'sandbox-intents',
  providerDetails: { name: 'Sandbox Intents', logoUrl: '' },
  outputAmount: 95_000_000n,
  estimatedTimeInSeconds: 60,
});

function Harness({ routes, selected: first }: { routes: Route[]; selected?: string }) {
  const [selected, setSelected] = useState(first ?? routes[0]?.routeId);
  const [sort, setSort] = useState<RouteSortKey>('output');
  return (
    <>
      <RouteChoice
        routes={routes}
        sort={sort}
        onSort={setSort}
        selectedRouteId={selected}
        onSelect={setSelected}
        networkTypeOf={() => undefined}
        isRefreshing={false}
        status={<p>Routes refresh in 30 s</p>}
      />
      <button type="button">Review</button>
    </>
  );
}

const radios = () =>
  within(screen.getByRole('radiogroup', { name: 'Routes' })).getAllByRole('radio');
const names = () => radios().map((r) => r.getAttribute('aria-label')?.split(',')[0]);
const toggle = () => screen.getByRole('button', { name: '2 more routes' });

describe('RouteChoice', () => {
  it('shows the chosen route alone, details closed, compared with all, and "2 more routes" collapsed', () => {
    render(<Harness routes={[dex, bridge, intents]} selected="bridge" />);
    expect(names()).toEqual(['Sandbox Bridge']);
    expect(radios()[0]).toBeChecked();
    expect(screen.getByRole('button', { name: 'Details of Sandbox Bridge' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Its warning still measures it against the best route, which is not on screen.
    expect(radios()[0]?.closest('label')).toHaveTextContent(
      'You get 9.1% less than with the best route.',
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute(
      'aria-controls',
      screen.getByRole('radiogroup', { name: 'Routes' }).id,
    );
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('opens the whole list, in order and sortable, and closes it again', async () => {
    const user = userEvent.setup();
    render(<Harness routes={[dex, bridge, intents]} />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(names()).toEqual(['Sandbox DEX', 'Sandbox Intents', 'Sandbox Bridge']);
    expect(screen.getByRole('radio', { name: /^Sandbox DEX/ })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'speed');
    expect(names()).toEqual(['Sandbox Bridge', 'Sandbox Intents', 'Sandbox DEX']);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['Sandbox DEX']);
  });

  it('closes the list when a route is picked with a pointer, the pick shown and focused', async () => {
    const user = userEvent.setup();
    render(<Harness routes={[dex, bridge, intents]} />);
    await user.click(toggle());
    await user.click(screen.getByText('Sandbox Intents'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['Sandbox Intents']);
    const chosen = screen.getByRole('radio', { name: /^Sandbox Intents/ });
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
  });

  it('by keyboard: opens with Enter, the arrows go through every route, the list stays open', async () => {
    const user = userEvent.setup();
    render(<Harness routes={[dex, bridge, intents]} />);
    // The button comes before the list it opens.
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveFocus();
    // Past the sort, into the group: one tab stop, on the checked route.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('radio', { name: /^Sandbox DEX/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    const last = screen.getByRole('radio', { name: /^Sandbox Bridge/ });
    expect(last).toBeChecked();
    expect(last).toHaveFocus();
    expect(names()).toHaveLength(3);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('has nothing to open for a single route', () => {
    render(<Harness routes={[dex]} />);
    expect(names()).toEqual(['Sandbox DEX']);
    expect(screen.queryByRole('button', { name: /more route/ })).not.toBeInTheDocument();
  });

  it('says "1 more route" for two', () => {
    render(<Harness routes={[dex, bridge]} />);
    expect(screen.getByRole('button', { name: '1 more route' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
