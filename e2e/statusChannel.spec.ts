import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The real-time status channel (issue 29, part 5): the development build follows each submitted
 * step over the sandbox's `…/v1/status/stream` (`VITE_STATUS_CHANNEL_URL`, as `npm start` sets
 * it), and polls `/status` only when the channel fails.
 */
function watchStatusTraffic(page: Page) {
  const polls: string[] = [];
  const channels: { socket: WebSocket; received: string[]; subscribed: string[] }[] = [];
  page.on('request', (request) => {
    if (/\/v1\/status\?/.test(request.url())) polls.push(request.url());
  });
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/v1/status/stream')) return;
    const channel = { socket, received: [] as string[], subscribed: [] as string[] };
    socket.on('framereceived', ({ payload }) => channel.received.push(String(payload)));
    socket.on('framesent', ({ payload }) => channel.subscribed.push(String(payload)));
    channels.push(channel);
  });
  const statuses = () =>
    channels.flatMap((c) =>
      c.received
        .map(
          (frame) => JSON.parse(frame) as { type: string; body?: { data?: { status?: string } } },
        )
        .filter((m) => m.type === 'status')
        .map((m) => m.body?.data?.status),
    );
  return { polls, channels, statuses };
}

test('a swap is followed over the status channel: each step shown done as pushed, /status never polled', async ({
  page,
  startSwap,
  sandboxWallet,
}) => {
  const traffic = watchStatusTraffic(page);
  const { progress } = await startSwap({
    from: ['31337', 'USDC'],
    to: ['31337', 'WETH'],
    amount: '2',
  });
  await sandboxWallet.sign();
  await sandboxWallet.sign();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  // The approval and the swap: one subscription each, each to its success.
  expect(traffic.channels).toHaveLength(2);
  for (const channel of traffic.channels) {
    expect(JSON.parse(channel.subscribed[0] ?? '{}')).toMatchObject({ type: 'subscribe' });
  }
  expect(traffic.statuses().filter((s) => s === 'success')).toHaveLength(2);
  expect(traffic.polls).toEqual([]);
});

test('a channel that drops in the middle of a step: the swap goes on by polling /status', async ({
  page,
  startSwap,
  faults,
  sandboxWallet,
}) => {
  // The service holds the step in progress, so the channel drops in its middle, not at its end.
  await faults.set({ statusChannel: 'drop', status: 'stuck' });
  const traffic = watchStatusTraffic(page);
  const { progress } = await startSwap({
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.01',
  });
  await sandboxWallet.sign();
  await expect.poll(() => traffic.statuses()).toEqual(['in-progress']);
  // Dropped: the step is followed by polling from now on.
  await expect.poll(() => traffic.polls.length).toBeGreaterThan(0);
  await faults.set({ statusChannel: 'drop' });
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  expect(traffic.channels).toHaveLength(1);
});

test('a channel that claims another step is done is not believed: the step is shown done when /status says so', async ({
  page,
  startSwap,
  faults,
  sandboxWallet,
}) => {
  await faults.set({ statusChannel: 'forged' });
  const traffic = watchStatusTraffic(page);
  const { progress } = await startSwap({
    from: ['31337', 'ETH'],
    to: ['31337', 'USDC'],
    amount: '0.01',
  });
  await sandboxWallet.sign();
  await expect(progress.getByRole('status')).toContainText('Swap complete', { timeout: 30_000 });
  expect(traffic.statuses()).toContain('success');
  const poll = traffic.polls.at(-1) ?? '';
  expect(poll).toContain('stepId=');
});
