import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteList } from '../components/routes/RouteList';
import { fee, route, step } from '../test/routeFixtures';
import { I18nProvider, useI18n } from './I18nProvider';

const dex = route({
  routeId: 'dex',
  outputAmount: 1_234_521_234n,
  minOutputAmount: 1_230_023_627n,
  estimatedTimeInSeconds: 120,
  tags: ['BEST_OUTPUT'],
  fees: [fee({ type: 'NETWORK', amount: 10n ** 15n, amountUsd: 1234.5 })],
  steps: [
    step({ stepId: 'a', stepType: 'approval', provider: undefined, protocolsUsed: [] }),
    step({ stepId: 'b', stepType: 'swap', provider: 'sandbox-dex', protocolsUsed: [] }),
  ],
});

function Routes() {
  return (
    <RouteList
      routes={[dex]}
      sort="output"
      selectedRouteId="dex"
      onSelect={() => {}}
      networkTypeOf={() => 'evm'}
    />
  );
}

function Locale() {
  return <span data-testid="locale">{useI18n().locale}</span>;
}

describe('I18nProvider', () => {
  it('renders the route list in German once its catalogue has loaded, numbers included', async () => {
    render(
      <I18nProvider language="de">
        <Locale />
        <Routes />
      </I18nProvider>,
    );
    const routes = await screen.findByRole('radiogroup', { name: 'Routen' });
    expect(screen.getByTestId('locale')).toHaveTextContent('de');
    const radio = within(routes).getByRole('radio');
    // A lone route wears no ranking badge (`routeBadges`): its name is its provider and output.
    expect(radio).toHaveAccessibleName(/^.+, 1\.234,52 USDC$/);
    expect(within(routes).getByText(/^Mindestens erhalten: 1\.230,02/)).toBeInTheDocument();
    expect(
      within(routes).getByText(/2 Min\. · 2 Schritte · Gebühren 1\.234,50\s\$/),
    ).toBeInTheDocument();
    expect(within(routes).getByText('Gebühren')).toBeInTheDocument();
    expect(within(routes).getByText('Netzwerk')).toBeInTheDocument();
    expect(within(routes).getByText(/^Freigabe /)).toBeInTheDocument();
  });

  it('speaks English without a provider, and for a language it does not have', () => {
    const { unmount } = render(<Routes />);
    expect(screen.getByRole('radiogroup', { name: 'Routes' })).toBeInTheDocument();
    expect(screen.getByText(/2 min · 2 steps · Fees \$1,234\.50/)).toBeInTheDocument();
    unmount();
    render(
      <I18nProvider language="fr">
        <Locale />
      </I18nProvider>,
    );
    // happy-dom's navigator prefers English.
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });
});
