import { SwapWidget, type WidgetConfig, type WidgetEvent } from '@crosswidget/swap-widget';
import { useState } from 'react';
import { formatUnits } from 'viem';
import { useBalance, useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi';

/**
 * The host app: its own wallet button and balance (wagmi, its own React Query cache), and the
 * widget, which uses the same wallet connection without asking the user to connect again.
 */
export function App({ widgetConfig }: { widgetConfig: WidgetConfig }) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <main>
      <header>
        <h1>Host app</h1>
        <HostWallet />
      </header>
      <SwapWidget
        config={widgetConfig}
        onEvent={(event) => setEvents((seen) => [...seen, describeEvent(event)])}
      />
      <section aria-labelledby="widget-events">
        <h2 id="widget-events">Widget events</h2>
        <ol aria-labelledby="widget-events">
          {events.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows, an index is stable
            <li key={i}>{text}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}

function HostWallet() {
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const balance = useBalance({ address: connection.address });

  if (connection.status !== 'connected') {
    return (
      <nav aria-label="Wallet">
        {connectors.map((connector) => (
          <button key={connector.uid} type="button" onClick={() => connect.mutate({ connector })}>
            Connect {connector.name}
          </button>
        ))}
      </nav>
    );
  }
  return (
    <nav aria-label="Wallet">
      <p>
        Connected: <output aria-label="Host account">{connection.address}</output>
        {balance.data && (
          <>
            {' · '}
            {formatUnits(balance.data.value, balance.data.decimals)} {balance.data.symbol}
          </>
        )}
      </p>
      <button type="button" onClick={() => disconnect.mutate({})}>
        Disconnect
      </button>
    </nav>
  );
}

function describeEvent(event: WidgetEvent): string {
  if (event.type !== 'execution-done') return event.type;
  const { received } = event;
  const amount = received
    ? `${formatUnits(BigInt(received.amount), received.decimals)} ${received.symbol}`
    : 'an unknown amount';
  return `execution-done: ${event.outcome}, received ${amount}`;
}
