import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fee, route, step, USDC } from '../../test/routeFixtures';
import { RouteCard } from './RouteCard';

const LONG_NAME = `Provider${'x'.repeat(292)}`;
const LONG_SYMBOL = `SYM${'Y'.repeat(297)}`;

function renderCard(r = route({ routeId: 'r' })) {
  return render(
    <RouteCard
      route={r}
      groupName="routes"
      checked
      executable
      badges={[]}
      warnings={[]}
      onSelect={() => {}}
    />,
  );
}

describe('RouteCard with long words from the API', () => {
  const longTo = { ...USDC, symbol: LONG_SYMBOL };
  const long = route({
    routeId: 'long',
    provider: 'p',
    providerDetails: { name: LONG_NAME, logoUrl: '' },
    to: longTo,
    steps: [step({ to: longTo, provider: 'p' })],
    fees: [fee({ type: 'NETWORK', amount: 1n, token: longTo, amountUsd: 0.1 })],
  });

  it('cuts a 300-character provider name and symbol instead of widening the card', () => {
    const { container } = renderCard(long);
    const card = container.querySelector('[data-route-card]');
    expect(card).toHaveClass('min-w-0');

    const provider = container.querySelector('[data-route-provider]');
    expect(provider).toHaveClass('min-w-0', 'truncate');
    expect(provider).toHaveAttribute('title', LONG_NAME);
    // Its flex row can shrink below the name's length.
    expect(provider?.parentElement).toHaveClass('min-w-0');

    const symbols = container.querySelectorAll('[data-token-symbol]');
    expect(symbols.length).toBeGreaterThanOrEqual(2);
    for (const s of symbols) {
      expect(s).toHaveClass('truncate', 'inline-block');
      expect(s.className).toMatch(/max-w-/);
      expect(s).toHaveAttribute('title', LONG_SYMBOL);
    }
    // Details (fees and steps, which name symbols and providers) wrap anywhere.
    const detailsId = screen
      .getByRole('button', { name: /^Details of/ })
      .getAttribute('aria-controls');
    expect(document.getElementById(detailsId ?? '')).toHaveClass('min-w-0', 'wrap-anywhere');
  });

  it('keeps the whole name and symbol in the text people and screen readers get', () => {
    renderCard(long);
    const radio = screen.getByRole('radio');
    expect(radio).toHaveAccessibleName(new RegExp(`^${LONG_NAME}, 19\\.9 ${LONG_SYMBOL}`));
    expect(screen.getAllByText(LONG_NAME)[0]).toBeVisible();
    expect(screen.getAllByText(LONG_SYMBOL).length).toBeGreaterThanOrEqual(2);
  });
});

describe('RouteCard price impact', () => {
  // 0.01 ETH at $2000 = $20 paid, USDC at $1.
  it('shows a small impact plainly', () => {
    renderCard(route({ routeId: 'ok' }));
    expect(screen.getByText('Price impact 0.5%')).toBeVisible();
    expect(screen.getByRole('radio')).not.toHaveAttribute('aria-describedby');
  });

  it('warns when what is received is worth more than 5 % less', () => {
    renderCard(route({ routeId: 'high', outputAmount: 16_540_000n }));
    const warning = '⚠ High price impact: what you receive is worth 17% less than what you pay.';
    expect(screen.getByText(warning)).toBeVisible();
    // Heard on the radio while choosing a route.
    expect(screen.getByRole('radio')).toHaveAccessibleDescription(warning);
  });

  it('says the impact is unknown without a USD price, rather than 0', () => {
    renderCard(route({ routeId: 'unpriced', to: { ...USDC, lastPrice: 0 } }));
    expect(screen.getByText('⚠ Price impact unknown (no USD price)')).toBeVisible();
    expect(screen.queryByText(/Price impact 0/)).toBeNull();
  });
});
