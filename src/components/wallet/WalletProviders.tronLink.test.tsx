import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TronSigner } from '../../execution/signers';
import { toWalletError } from '../../execution/walletErrors';
import {
  type FakeTronLink,
  type FakeTronLinkOptions,
  installFakeTronLink,
} from '../../test/fakeTronLink';
import { BASE, ETHEREUM, fakeRoutingClient, renderInWidget } from '../../test/renderWidget';
import { swapTxn, T, USER, USER_KEY } from '../../test/tronPayloads';
import { useWalletStateStore, type WalletStateStore } from '../../wallets/walletState';
import { AccountButton } from './AccountButton';

const MAINNET = '728126428';
const OTHER_KEY: `0x${string}` =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const owner = T(USER);
const short = `${owner.slice(0, 4)}…${owner.slice(-4)}`;
const payload = swapTxn();
const tx = {
  txID: payload.txID,
  rawDataHex: payload.raw_data_hex ?? '',
  rawData: payload.raw_data,
  visible: false,
};

let tronLink: FakeTronLink | undefined;
let walletStore: WalletStateStore | undefined;

function Capture() {
  walletStore = useWalletStateStore();
  return <AccountButton />;
}

/** The widget on a Tron chain `chainId`, TronLink in the page; its Tron wallet section, open. */
async function openWithTronLink(chainId: string, fake: Partial<FakeTronLinkOptions> = {}) {
  tronLink = installFakeTronLink({
    address: owner,
    signingKey: USER_KEY,
    chainId: '0x2b6653dc',
    ...fake,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  const tron = { ...ETHEREUM, chainId, name: 'Tron', networkType: 'tron' as const };
  const chains = [ETHEREUM, BASE, { ...tron, rpcUrls: ['http://127.0.0.1:8090'] }];
  // A Tron chain chosen: what loads the Tron stack and shows its section.
  renderInWidget(<Capture />, {
    client: fakeRoutingClient({ chains }),
    config: { defaults: { fromChain: chainId } },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Wallets' }));
  return within(await screen.findByRole('region', { name: 'Tron wallet' }));
}

/** As `openWithTronLink`, then connected: the engine's signer on TronLink. */
async function connectTronLink(chainId: string, fake: Partial<FakeTronLinkOptions> = {}) {
  const section = await openWithTronLink(chainId, fake);
  await userEvent.click(await section.findByRole('button', { name: 'TronLink' }));
  expect(await section.findByText(short)).toBeInTheDocument();
  return { signer: walletStore?.drivers.tron?.executionSigner?.() as TronSigner };
}

beforeAll(() => import('./WalletMenuDialog'));
afterEach(() => {
  tronLink?.remove();
  vi.unstubAllGlobals();
});

describe('TronLink in the Tron wallet section', () => {
  it('is listed when found, connects, shows the address, signs our txID only, and disconnects', async () => {
    const { signer } = await connectTronLink(MAINNET);
    expect(signer.account()).toBe(owner);

    const signature = await signer.sign(tx);
    expect(signature).toMatch(/^[0-9a-f]{128}(1b|1c)$/);
    // TronLink was shown the transaction as the API gave it: its id, bytes and raw_data.
    expect(tronLink?.signed).toEqual([
      { txID: tx.txID, raw_data_hex: tx.rawDataHex, raw_data: tx.rawData, visible: false },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Tron wallet' }));
    expect(await screen.findByRole('button', { name: 'TronLink' })).toBeInTheDocument();
    expect(screen.queryByText(short)).not.toBeInTheDocument();
  });

  it('refuses to sign, before any prompt, while TronLink is on another Tron network', async () => {
    const { signer } = await connectTronLink(MAINNET, { chainId: '0xcd8690dc' });
    await expect(signer.sign(tx)).rejects.toMatchObject({
      code: 'WRONG_NETWORK',
      shortMessage:
        'The wallet is on another network. Switch it to the network of this swap and try again.',
      details: 'TronLink is on Nile (chain 3448148188), the step on chain 728126428',
    });
    expect(tronLink?.signed).toEqual([]);
  });

  it("says how to reach the sandbox's ledger from TronLink on another network", async () => {
    const { signer } = await connectTronLink('31339');
    await expect(signer.sign(tx)).rejects.toMatchObject({
      code: 'WRONG_NETWORK',
      shortMessage: expect.stringMatching(
        /^TronLink is on another network.*add its node in TronLink/,
      ),
    });
    expect(tronLink?.signed).toEqual([]);
  });

  it('keeps no signature that does not recover to the connected owner', async () => {
    const { signer } = await connectTronLink(MAINNET, { signingKey: OTHER_KEY });
    await expect(signer.sign(tx)).rejects.toMatchObject({
      name: 'UnexpectedTransactionError',
      details: expect.stringMatching(/^signed by 0x70997970/i),
    });
  });

  it("is the person's refusal when they decline in TronLink, as the engine maps it", async () => {
    const { signer } = await connectTronLink(MAINNET, { decline: 'Confirmation declined by user' });
    const error = await signer.sign(tx).catch((e: unknown) => e);
    // What the Tron step does with what the wallet threw.
    expect(toWalletError(error, 'signature')).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'The signature request was rejected in the wallet.',
    });
  });

  it('waits for the TronLink prompt with the button off, and says so when the person refuses', async () => {
    let refuse = (_: unknown) => {};
    const section = await openWithTronLink(MAINNET, {
      approve: () => new Promise((_, reject) => (refuse = reject)),
    });
    await userEvent.click(await section.findByRole('button', { name: 'TronLink' }));
    await waitFor(() => expect(section.getByRole('button', { name: 'TronLink' })).toBeDisabled());

    refuse(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'The connection request was rejected in the wallet.',
    );
    expect(section.getByRole('button', { name: 'TronLink' })).toBeEnabled();
  });
});
