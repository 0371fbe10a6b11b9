import { describe, expect, it } from 'vitest';
import type { RoutingClient } from '../api/client';
import type { StatusResult } from '../api/types';
import { pollingStatusTransport } from './statusTransport';

/** A client whose `/status` says pending `pending` times, then success; the waits asked. */
function follow(estimatedSeconds: number, pending: number) {
  let asked = 0;
  const client = {
    getStatus: async () =>
      ({ status: asked++ < pending ? 'pending' : 'success' }) as unknown as StatusResult,
  } as unknown as RoutingClient;
  const waits: number[] = [];
  const transport = pollingStatusTransport(client, async (ms) => {
    waits.push(ms);
  });
  return transport
    .follow({ routeId: 'r', stepId: 's', txnHash: '0x1', estimatedSeconds, onUpdate: () => {} })
    .then(() => waits);
}

describe('following /status', () => {
  it('polls every tenth of the estimate, at least each second, after a quicker start', async () => {
    expect(await follow(30, 4)).toEqual([1_000, 2_000, 3_000, 3_000]);
    expect(await follow(4, 2)).toEqual([1_000, 1_000]);
  });

  it('polls a slow bridge at least every 5 s, so its arrival shows soon after it lands', async () => {
    expect(await follow(600, 5)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });
});
