import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterStartup } from './useAfterStartup';

function Probe({ answer }: { answer: Promise<string> }) {
  useQuery({ queryKey: ['first'], queryFn: () => answer });
  return <p>{useAfterStartup(2_500) ? 'started' : 'starting'}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useAfterStartup', () => {
  it('waits for the first answers, not a fixed time', async () => {
    let resolve = (_: string) => {};
    const answer = new Promise<string>((r) => (resolve = r));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe answer={answer} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('starting')).toBeInTheDocument();
    await act(async () => resolve('ok'));
    expect(await screen.findByText('started')).toBeInTheDocument();
  });

  it('gives up waiting after the longest wait', async () => {
    vi.useFakeTimers();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe answer={new Promise(() => {})} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('starting')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2_500));
    expect(screen.getByText('started')).toBeInTheDocument();
  });
});
