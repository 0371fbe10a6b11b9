import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Route } from '../../api/types';
import { ETHEREUM, fakeRoutingClient, makeChain, renderInWidget } from '../../test/renderWidget';
import { asset, route } from '../../test/routeFixtures';
import type { RecipientStatus } from '../widget/useRecipientCheck';
import { ReviewDialog } from './ReviewDialog';
import { useRecipientContract } from './useRecipientContract';

const BASE_RPC = 'http://rpc.base.test/';
const BASE = makeChain({ chainId: '31338', name: 'Sandbox Base', rpcUrls: [BASE_RPC] });
const SOL_RPC = 'http://rpc.sol.test/';
const SOLANA = makeChain({
  chainId: 'sol',
  name: 'Solana',
  networkType: 'sol',
  rpcUrls: [SOL_RPC],
});
const BASE_USDC = asset({
  symbol: 'USDC',
  decimals: 6,
  chainId: '31338',
  address: '0x0000000000000000000000000000000000000bA5',
  blockchain: 'Sandbox Base',
});
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TYPED: RecipientStatus = {
  required: false,
  text: RECIPIENT,
  recipient: RECIPIENT,
  fixed: false,
  fromNetworkType: 'evm',
  toNetworkType: 'evm',
};
const toBase = route({ routeId: 'to-base', to: BASE_USDC });

/** Review as ReviewFlow opens it: the contract check read through the destination's RPC. */
function ReviewWithCheck({ r, recipient }: { r: Route; recipient: RecipientStatus }) {
  return (
    <ReviewDialog
      effectPreview={{ status: 'unavailable', reason: 'no-wallet' }}
      action={{ kind: 'review', label: 'Review', route: r }}
      routes={[r]}
      recipient={recipient}
      confirmation={{ confirmed: false, setConfirmed: () => {} }}
      recipientContract={useRecipientContract(r, recipient)}
      onClose={() => {}}
      onConfirm={async () => {}}
    />
  );
}

/** The destination chain's node answers `eth_getCode` with `answer` (else a 404). */
function nodeAnswers(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
    String(url) === BASE_RPC ? answer() : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const rpcResult = (result: unknown) => async () => Response.json({ jsonrpc: '2.0', id: 1, result });

function renderReview(r: Route = toBase, recipient: RecipientStatus = TYPED) {
  const { unmount } = renderInWidget(<ReviewWithCheck r={r} recipient={recipient} />, {
    client: fakeRoutingClient({ chains: [ETHEREUM, BASE, SOLANA], tokens: {} }),
  });
  const dialog = screen.getByRole('dialog', { name: 'Review your swap' });
  const confirm = within(dialog).getByRole('button', { name: 'Confirm swap' });
  return { dialog, confirm, unmount };
}

describe('Review of a typed recipient that is a contract', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks its code on the destination chain, says it is a contract, and waits for the checkbox', async () => {
    const fetch = nodeAnswers(rpcResult('0x6080604052'));
    const { dialog, confirm } = renderReview();
    const checkbox = await within(dialog).findByRole('checkbox', {
      name: 'I understand the recipient is a contract',
    });
    expect(dialog).toHaveTextContent(
      'The recipient is a contract on Sandbox Base, not a wallet. Tokens sent to a contract that cannot pass them on are lost for good.',
    );
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(
      'Confirm that you understand the recipient is a contract first.',
    );
    await userEvent.click(checkbox);
    expect(confirm).toBeEnabled();
    await userEvent.click(checkbox);
    expect(confirm).toBeDisabled();
    const rpcCalls = fetch.mock.calls.filter(([url]) => String(url) === BASE_RPC);
    expect(rpcCalls).toHaveLength(1);
    expect(JSON.parse(String(rpcCalls[0]?.[1]?.body))).toMatchObject({
      method: 'eth_getCode',
      params: [RECIPIENT, 'latest'],
    });
  });

  it('holds Confirm swap while the recipient is being checked, and says so', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = nodeAnswers(() => new Promise((resolve) => (answer = resolve)));
    const { dialog, confirm } = renderReview();
    expect(
      await within(dialog).findByText(
        'Checking whether the recipient is a contract on Sandbox Base…',
      ),
    ).toBeVisible();
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('The recipient is being checked first.');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(BASE_RPC, expect.anything()));
    expect(confirm).toBeDisabled();
    answer(Response.json({ jsonrpc: '2.0', id: 1, result: '0x' }));
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('says nothing of an account (no code, or an EIP-7702 delegation)', async () => {
    for (const code of ['0x', `0xef0100${'ab'.repeat(20)}`]) {
      const fetch = nodeAnswers(rpcResult(code));
      const { dialog, confirm, unmount } = renderReview();
      await waitFor(() => expect(confirm).toBeEnabled());
      expect(fetch).toHaveBeenCalledWith(BASE_RPC, expect.anything());
      expect(dialog).not.toHaveTextContent(/contract/);
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      unmount();
    }
  });

  it('says in words that the recipient could not be checked, and leaves the decision to the person', async () => {
    nodeAnswers(async () => new Response('busy', { status: 503 }));
    const { dialog, confirm } = renderReview();
    expect(
      await within(dialog).findByText(
        /^⚠ The recipient could not be checked for contract code: .+ Make sure it can receive USDC on Sandbox Base before you confirm\.$/,
      ),
    ).toBeVisible();
    expect(confirm).toBeEnabled();
  });

  it('does not read a Solana recipient, nor the connected wallet typed in', async () => {
    const fetch = nodeAnswers(rpcResult('0x6080604052'));
    const solUsdc = asset({ symbol: 'USDC', decimals: 6, chainId: 'sol', networkType: 'sol' });
    const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const first = renderReview(route({ routeId: 'to-sol', to: solUsdc }), {
      ...TYPED,
      text: sol,
      recipient: sol,
      toNetworkType: 'sol',
    });
    expect(first.confirm).toBeEnabled();
    first.unmount();
    const own = renderReview(toBase, { ...TYPED, destinationWalletAddress: RECIPIENT });
    expect(own.confirm).toBeEnabled();
    const rpcCalls = fetch.mock.calls.filter(([url]) => [BASE_RPC, SOL_RPC].includes(String(url)));
    expect(rpcCalls).toHaveLength(0);
  });
});
