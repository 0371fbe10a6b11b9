import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidgetQueryClient } from '../queries/widgetQueryClient';
import { freshPageWithoutSandbox } from '../test/freshPage';
import { fakeRoutingClient } from '../test/renderWidget';
import type { HostState, IframeBridge } from './bridge/iframeBridge';
import { EmbedPage } from './EmbedPage';

/** The iframe's end of the bridge as EmbedPage sees it; `say` is the host page speaking. */
function fakeBridge() {
  let state: HostState | undefined;
  const listeners = new Set<() => void>();
  const bridge: IframeBridge = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hostState: () => state,
    request: vi.fn(async () => []),
    onWalletEvent: () => () => {},
    postHeight: vi.fn(),
    postEvent: vi.fn(),
    openWalletLink: vi.fn(() => true),
    stop: vi.fn(),
  };
  const say = (next: HostState) =>
    act(() => {
      state = next;
      for (const listener of listeners) listener();
    });
  return { bridge, say };
}

function renderEmbed(bridge: IframeBridge) {
  const client = fakeRoutingClient();
  return render(
    <EmbedPage
      config={{ apiUrl: client.baseUrl, instanceId: 'embed', defaults: { amount: '1' } }}
      issues={[]}
      clients={{ client, queryClient: createWidgetQueryClient() }}
      bridge={bridge}
    />,
  );
}

beforeEach(freshPageWithoutSandbox);
afterEach(() => vi.unstubAllGlobals());

describe('the iframe page with a host page on the bridge', () => {
  it("takes the host's theme and starting choice, as a link's would be", async () => {
    const { bridge, say } = fakeBridge();
    renderEmbed(bridge);
    const amount = await screen.findByRole('textbox', { name: 'You pay' });
    expect(amount).toHaveValue('1');

    say({ wallets: {}, config: { theme: 'dark', defaults: { amount: '5' } } });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(await screen.findByRole('textbox', { name: 'You pay' })).toHaveValue('5');
  });

  it("keeps what the user typed when only the host's theme changes", async () => {
    const { bridge, say } = fakeBridge();
    renderEmbed(bridge);
    say({ wallets: {}, config: { theme: 'dark', defaults: { amount: '5' } } });
    const amount = await screen.findByRole('textbox', { name: 'You pay' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '7');
    say({ wallets: {}, config: { theme: 'light', defaults: { amount: '5' } } });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('7');
  });
});
