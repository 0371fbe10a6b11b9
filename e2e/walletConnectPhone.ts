import { SignClient } from '@walletconnect/sign-client';
import { createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { E2E_PORTS } from './ports';

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type Proposal = {
  id: number;
  params: { optionalNamespaces: Record<string, { chains?: string[] }> };
};
type Request = {
  id: number;
  topic: string;
  params: { chainId: string; request: { method: string; params: unknown[] } };
};

/** What the wallet does with the next proposal and the requests that follow. */
export interface PhoneBehaviour {
  /** The CAIP-10 accounts it approves; by default the dev account on every proposed EVM chain. */
  accounts?: (proposed: string[], address: Hex) => string[];
  /** `reject`: says no to every request (WalletConnect's 5000, "User rejected."). */
  requests?: 'sign' | 'reject';
}

/**
 * A wallet on the other end of WalletConnect, in the test process: a real sign-client (2.25) with
 * its state in memory, on the sandbox's relay. It approves a session with the sandbox's first EVM
 * dev account and answers `eth_sendTransaction` by signing with the dev key and sending to the
 * e2e anvil of the chain the request names.
 */
export class WalletConnectPhone {
  readonly requests: Request[] = [];
  readonly deleted: string[] = [];
  behaviour: PhoneBehaviour = {};
  private session: string | undefined;

  private constructor(
    private readonly client: Client,
    private readonly key: Hex,
  ) {
    const account = privateKeyToAccount(key);
    client.on(
      'session_proposal',
      (proposal) => void this.approve(proposal as Proposal, account.address),
    );
    client.on('session_request', (request) => void this.answer(request as Request));
    client.on('session_delete', ({ topic }) => this.deleted.push(topic));
  }

  static async start(sandboxUrl: string, key: Hex): Promise<WalletConnectPhone> {
    const relay = `${sandboxUrl.replace(/^http/, 'ws')}/__sandbox/walletconnect`;
    const client = await SignClient.init({
      projectId: 'e2e-phone',
      relayUrl: relay,
      customStoragePrefix: `e2e-phone-${Date.now()}-${Math.random()}`,
      storageOptions: { database: ':memory:' },
      telemetryEnabled: false,
      logger: 'silent',
      metadata: {
        name: 'e2e phone wallet',
        description: 'e2e',
        url: 'http://127.0.0.1',
        icons: [],
      },
    });
    // Verify asks the internet about each proposal; this test has none.
    (client.core.verify as { resolve(...args: unknown[]): Promise<unknown> }).resolve = async () =>
      undefined;
    return new WalletConnectPhone(client, key);
  }

  /** What a person does with the dialog's link: paste it into the wallet. */
  async pair(uri: string): Promise<void> {
    await this.client.pair({ uri });
  }

  /** The wallet ends the session (its own "Disconnect"). */
  async disconnect(): Promise<void> {
    if (!this.session) throw new Error('no session to end');
    await this.client.disconnect({
      topic: this.session,
      reason: { code: 6000, message: 'User disconnected.' },
    });
  }

  async close(): Promise<void> {
    await this.client.core.relayer.transportClose().catch(() => {});
    this.client.core.heartbeat.stop();
  }

  private async approve({ id, params }: Proposal, address: Hex) {
    const proposed = params.optionalNamespaces.eip155?.chains ?? [];
    const accounts =
      this.behaviour.accounts?.(proposed, address) ?? proposed.map((c) => `${c}:${address}`);
    const chains = [...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':')))];
    const { acknowledged } = await this.client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts,
          methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    });
    this.session = (await acknowledged()).topic;
  }

  private async answer(request: Request) {
    this.requests.push(request);
    const { id, topic, params } = request;
    const respond = (
      response: { result: unknown } | { error: { code: number; message: string } },
    ) => this.client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } as never });
    if (this.behaviour.requests === 'reject' || params.request.method !== 'eth_sendTransaction') {
      await respond({ error: { code: 5000, message: 'User rejected.' } });
      return;
    }
    try {
      await respond({ result: await this.send(params.chainId, params.request.params[0]) });
    } catch (error) {
      await respond({ error: { code: -32000, message: String(error).slice(0, 200) } });
    }
  }

  private async send(chainId: string, tx: unknown): Promise<Hex> {
    const id = Number(chainId.replace(/^eip155:/, ''));
    const port = E2E_PORTS.evm[id - 31337];
    if (port === undefined) throw new Error(`no anvil for ${chainId}`);
    const { to, data, value, gas } = tx as { to: Hex; data?: Hex; value?: Hex; gas?: Hex };
    const wallet = createWalletClient({
      account: privateKeyToAccount(this.key),
      transport: http(`http://127.0.0.1:${port}`),
    });
    return wallet.sendTransaction({
      chain: null,
      to,
      ...(data ? { data } : {}),
      ...(value ? { value: BigInt(value) } : {}),
      ...(gas ? { gas: BigInt(gas) } : {}),
    });
  }
}
