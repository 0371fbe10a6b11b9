import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chain } from '../../api/types';
import { ETHEREUM, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { SandboxBadge } from './SandboxBadge';

afterEach(() => vi.unstubAllGlobals());

const LOCAL_ETHEREUM: Chain = { ...ETHEREUM, rpcUrls: ['http://127.0.0.1:8545'] };

function probeAnswers(res: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async () => res());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the badge and waits until the sandbox question has its answer (not a fixed delay). */
async function renderBadge(chains: Chain[]) {
  const view = renderInWidget(<SandboxBadge />, { client: fakeRoutingClient({ chains }) });
  await waitFor(() => {
    const queries = view.queryClient.getQueryCache().findAll({ queryKey: ['test', 'sandbox'] });
    expect(queries.map((q) => q.state.status)).toContain('success');
  });
  return view;
}

describe('SandboxBadge', () => {
  it('shows "Sandbox" with its description for the local sandbox', async () => {
    const fetchMock = probeAnswers(() => Response.json({ ok: true, evm: [], solana: [] }));
    await renderBadge([LOCAL_ETHEREUM]);
    const badge = await screen.findByRole('note', { name: 'Sandbox' });
    expect(badge).toHaveAccessibleDescription('Test network — no real funds are involved');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:8787/__sandbox/health',
      expect.anything(),
    );
  });

  it('stays hidden for a real service (404) or an unreachable one', async () => {
    probeAnswers(() => new Response('not found', { status: 404 }));
    const first = await renderBadge([LOCAL_ETHEREUM]);
    expect(screen.queryByRole('note', { name: 'Sandbox' })).not.toBeInTheDocument();
    first.unmount();
    probeAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderBadge([LOCAL_ETHEREUM]);
    expect(screen.queryByRole('note', { name: 'Sandbox' })).not.toBeInTheDocument();
  });

  it('is never shown for a real chain id, whatever the server claims', async () => {
    const fetchMock = probeAnswers(() => Response.json({ ok: true }));
    await renderBadge([{ ...LOCAL_ETHEREUM, chainId: '1', name: 'Ethereum' }]);
    expect(screen.queryByRole('note', { name: 'Sandbox' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
