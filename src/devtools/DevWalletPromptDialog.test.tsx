import { base58 } from '@scure/base';
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createConfig, http } from 'wagmi';
import { connect, signMessage } from 'wagmi/actions';
import { Modal } from '../components/widget/Modal';
import { toWalletError } from '../execution/walletErrors';
import { renderInWidget } from '../test/renderWidget';
import { toViemChains } from '../wallets/evm/evmChains';
import { sandboxDevConnector } from '../wallets/evm/sandboxDevConnector';
import { SandboxDevWalletAdapter } from '../wallets/solana/SandboxDevWalletAdapter';
import { DevWalletPromptDialog } from './DevWalletPromptDialog';
import {
  createDevWalletPrompt,
  type DevWalletPromptService,
  devWalletPrompt,
} from './devWalletPrompt';

const SEND = {
  title: 'Send a transaction',
  details: [
    { label: 'Network', value: 'Sandbox Ethereum (31337)' },
    { label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    { label: 'Value', value: '1 ETH' },
  ],
};

type User = ReturnType<typeof userEvent.setup>;

function setup() {
  const service = createDevWalletPrompt();
  const user = userEvent.setup();
  render(<DevWalletPromptDialog modal={Modal} service={service} />);
  /** Asks, as a dev wallet does, from outside React. */
  const ask = (request = SEND) => {
    let answer!: Promise<boolean>;
    act(() => {
      answer = service.requestApproval(request);
    });
    return answer;
  };
  return { service, user, ask };
}

const dialog = () => screen.getByRole('dialog', { name: 'Sandbox wallet' });

describe('DevWalletPromptDialog', () => {
  it('shows nothing until a dev wallet asks', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what is being signed, and Sign answers yes', async () => {
    const { user, ask } = setup();
    const answer = ask();
    expect(dialog()).toHaveTextContent('Send a transaction');
    for (const { label, value } of SEND.details) {
      const term = screen.getByText(label);
      expect(term.tagName).toBe('DT');
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await answer).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says its English words are English, whatever the widget speaks (it is never translated)', () => {
    const { ask } = setup();
    void ask();
    expect(screen.getByRole('heading', { name: 'Sandbox wallet' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Send a transaction').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it.each([
    ['the Reject button', (u: User) => u.click(screen.getByRole('button', { name: 'Reject' }))],
    ['Escape', (u: User) => u.keyboard('{Escape}')],
    ['the close button', (u: User) => u.click(screen.getByRole('button', { name: 'Close' }))],
  ])('%s answers no', async (_name, refuse) => {
    const { user, ask } = setup();
    const answer = ask();
    await refuse(user);
    expect(await answer).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is usable from the keyboard: focus starts on Reject, Tab reaches Sign, Enter signs', async () => {
    const { user, ask } = setup();
    const answer = ask();
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await answer).toBe(true);
  });

  it('takes requests one at a time and says how many wait', async () => {
    const { user, ask } = setup();
    const first = ask();
    const second = ask({ title: 'Sign a message', details: [{ label: 'Message', value: 'hi' }] });
    expect(dialog()).toHaveTextContent('Send a transaction');
    expect(dialog()).toHaveTextContent('1 more request waiting');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await first).toBe(false);
    expect(dialog()).toHaveTextContent('Sign a message');
    expect(dialog()).not.toHaveTextContent('waiting');
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await second).toBe(true);
  });
});

/** anvil's first standard account (public test key); nothing here reaches a chain. */
const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

async function evmSignature(service: DevWalletPromptService) {
  const [chain] = toViemChains([
    {
      chainId: '31337',
      name: 'Sandbox Ethereum',
      symbol: 'ETH',
      networkType: 'evm',
      image: '',
      isPopular: true,
      isEnabled: true,
      explorer: { token: '', txn: '' },
      rpcUrls: ['http://127.0.0.1:1'],
      tokenCount: 1,
    },
  ]);
  const config = createConfig({
    chains: [chain!],
    connectors: [
      sandboxDevConnector(
        { address: EVM_ADDRESS, privateKey: EVM_KEY },
        { ask: service.requestApproval },
      ),
    ],
    transports: { 31337: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  });
  await connect(config, { connector: config.connectors[0]! });
  return signMessage(config, { message: 'may I?' });
}

async function solanaSignature(service: DevWalletPromptService) {
  const keypair = Keypair.generate();
  const adapter = new SandboxDevWalletAdapter(base58.encode(keypair.secretKey), {
    ask: service.requestApproval,
  });
  await adapter.connect();
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: base58.encode(new Uint8Array(32).fill(7)),
    instructions: [
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    ],
  }).compileToV0Message();
  return adapter.signTransaction(new VersionedTransaction(message));
}

describe('a Reject in the dialog reaches the widget as USER_REJECTED', () => {
  it.each([
    ['EVM dev wallet (signMessage)', evmSignature, 'Sign a message'],
    ['Solana dev wallet (signTransaction)', solanaSignature, 'Sign a transaction'],
  ])('%s', async (_name, sign, title) => {
    const { service, user } = setup();
    const signing = sign(service).then(
      () => 'signed',
      (error: unknown) => error,
    );
    await waitFor(() => expect(dialog()).toHaveTextContent(title));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const error = await signing;
    expect(error).not.toBe('signed');
    expect(toWalletError(error, 'signature')).toMatchObject({
      code: 'USER_REJECTED',
      name: 'UserRejectedError',
    });
  });
});

describe('in the widget (development build)', () => {
  it('shows the page prompt when a dev wallet asks', async () => {
    renderInWidget(<p>widget</p>);
    let answer!: Promise<boolean>;
    act(() => {
      answer = devWalletPrompt.requestApproval(SEND);
    });
    const shown = await screen.findByRole('dialog', { name: 'Sandbox wallet' });
    expect(shown).toHaveTextContent('Sandbox Ethereum (31337)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign' }));
    expect(await answer).toBe(true);
  });
});
