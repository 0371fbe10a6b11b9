import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInWidget } from '../widget/testing';
import { SandboxBadge } from './SandboxBadge';

afterEach(() => vi.unstubAllGlobals());

function probeAnswers(res: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async () => res());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('SandboxBadge', () => {
  it('shows "Sandbox" with its description when the health probe answers ok', async () => {
    const fetchMock = probeAnswers(() => Response.json({ ok: true }));
    renderInWidget(<SandboxBadge />);
    const badge = await screen.findByRole('note', { name: 'Sandbox' });
    expect(badge).toHaveAccessibleDescription('Test network — no real funds are involved');
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:8787/__sandbox/health',
      expect.anything(),
    );
  });

  it('stays hidden for a real service (404) or an unreachable one', async () => {
    probeAnswers(() => new Response('not found', { status: 404 }));
    const { unmount } = renderInWidget(<SandboxBadge />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('note', { name: 'Sandbox' })).not.toBeInTheDocument();
    unmount();
    probeAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    renderInWidget(<SandboxBadge />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('note', { name: 'Sandbox' })).not.toBeInTheDocument();
  });
});
