import { SignClient } from '@walletconnect/sign-client';
import type { DevAccounts } from '../devAccounts';
import { ANSWERED_AT_ONCE } from './evm/smartAccount';
import { approvedNamespaces, unmetRequirements } from './namespaces';
import { proposalView } from './proposalView';
import { RequestLog } from './requestLog';
import type { WalletChains } from './walletChains';
import { walletKeys } from './walletKeys';
import { methodHandler } from './walletMethods';
import type { WalletMode } from './walletMode';
import { walletOffers } from './walletOffers';
import { type SentBatch, WalletRequestError } from './walletRequest';

/**
 * The "Sandbox phone wallet": a WalletConnect wallet in the sandbox's process, on its local relay,
 * signing with the dev keys on all four networks (what a person's phone wallet does, without the
 * phone). It pairs with a `wc:` link, approves the session for every namespace it can, and keeps
 * the dapp's requests for a person (or `autoApprove`) to answer, as its `mode` says
 * (walletMode.ts). One session at a time.
 */

export interface PhoneWalletOptions {
  /** `ws://…/__sandbox/walletconnect`. */
  relayUrl: string;
  chains: WalletChains;
  accounts: DevAccounts;
}

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type Namespaces = ReturnType<typeof approvedNamespaces>;

interface Peer {
  name: string;
  url: string;
}

export interface PhoneWalletState {
  /** `connected` while a session is open. */
  status: 'idle' | 'pairing' | 'connected';
  /** What happened last, for the person: an approval, a refusal, a disconnect. */
  notice: string;
  autoApprove: boolean;
  mode: WalletMode;
  /** The last proposal: who asked, and which namespaces and chains. */
  proposal?: { dapp: Peer; asked: Record<string, { chains: string[]; methods: string[] }> };
  session?: { topic: string; dapp: Peer; namespaces: Namespaces };
  requests: ReturnType<RequestLog['list']>;
}

const PAIR_TIMEOUT_MS = 30_000;
const USER_REJECTED = { code: 5000, message: 'User rejected.' };
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

export class PhoneWallet {
  autoApprove = false;
  mode: WalletMode = 'normal';
  private client: Promise<Client> | undefined;
  private status: PhoneWalletState['status'] = 'idle';
  private notice = 'Paste a WalletConnect link to connect.';
  private proposal: PhoneWalletState['proposal'];
  private session: PhoneWalletState['session'];
  private readonly requests = new RequestLog();
  /** The smart account's batches (`wallet_sendCalls`), by id. */
  private readonly batches = new Map<string, SentBatch>();
  /** Settles `pair()` once its proposal is answered. */
  private proposalAnswered: ((error?: Error) => void) | undefined;
  private readonly account;
  private readonly otherAccount;

  constructor(private readonly options: PhoneWalletOptions) {
    this.account = walletKeys(options.accounts, 0);
    this.otherAccount = walletKeys(options.accounts, 1);
  }

  state(): PhoneWalletState {
    return {
      status: this.status,
      notice: this.notice,
      autoApprove: this.autoApprove,
      mode: this.mode,
      ...(this.proposal ? { proposal: this.proposal } : {}),
      ...(this.session ? { session: this.session } : {}),
      requests: this.requests.list(),
    };
  }

  /** Pairs with the dapp's `wc:` link; resolves once its proposal is approved or refused. */
  async pair(uri: string): Promise<void> {
    const client = await this.started();
    if (this.session) await this.disconnect();
    this.status = 'pairing';
    this.notice = 'Pairing…';
    const answered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no session proposal came from the dapp in 30 s')),
        PAIR_TIMEOUT_MS,
      );
      this.proposalAnswered = (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
    });
    try {
      await client.pair({ uri });
      await answered;
    } catch (error) {
      if (this.status === 'pairing') this.status = 'idle';
      this.notice = `Pairing failed: ${(error as Error).message}`;
      throw error;
    } finally {
      this.proposalAnswered = undefined;
    }
  }

  async approve(n: number): Promise<void> {
    const entry = this.requests.take(n);
    await this.answer(n, entry, await this.handle(entry));
  }

  /** What the wallet answers to `entry`, as its mode says. */
  private async handle(entry: {
    chainId: string;
    method: string;
    params: unknown;
  }): Promise<{ result: unknown } | { error: { code: number; message: string } }> {
    const handler = methodHandler(entry.chainId, entry.method);
    try {
      if (!handler) throw new WalletRequestError(4200, `${entry.method}: not supported`);
      return {
        result: await handler({
          chainId: entry.chainId,
          params: entry.params,
          account: this.account,
          signer: this.mode === 'wrongAccount' ? this.otherAccount : this.account,
          wrongChain: this.mode === 'wrongChain',
          chains: this.options.chains,
          smartAccount: this.mode === 'smartAccount',
          batches: this.batches,
        }),
      };
    } catch (error) {
      return {
        error:
          error instanceof WalletRequestError
            ? { code: error.code, message: error.message }
            : { code: -32603, message: (error as Error).message },
      };
    }
  }

  /** A request a wallet answers itself (its capabilities, a batch's status): never listed. */
  private async answerAtOnce(
    topic: string,
    id: number,
    request: { chainId: string; method: string; params: unknown },
  ): Promise<void> {
    const answer = await this.handle(request);
    await (await this.started()).respond({ topic, response: { id, jsonrpc: '2.0', ...answer } });
  }

  async reject(n: number): Promise<void> {
    await this.answer(n, this.requests.take(n), { error: USER_REJECTED });
  }

  /** Sends the answer to the dapp, and lists the request as answered. */
  private async answer(
    n: number,
    entry: { id: number; topic: string },
    answer: { result: unknown } | { error: { code: number; message: string } },
  ): Promise<void> {
    try {
      await (await this.started()).respond({
        topic: entry.topic,
        response: { id: entry.id, jsonrpc: '2.0', ...answer },
      });
    } catch (error) {
      this.requests.settle(n, {
        status: 'failed',
        error: `The answer could not be sent: ${(error as Error).message}`,
      });
      throw error;
    }
    if ('result' in answer) this.requests.settle(n, { status: 'approved', result: answer.result });
    else {
      const status = answer.error === USER_REJECTED ? 'rejected' : 'failed';
      this.requests.settle(n, { status, error: answer.error.message });
    }
  }

  /** Ends the session; the dapp is told (its `session_delete`). */
  async disconnect(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.endSession('You disconnected.');
    await (await this.started()).disconnect({ topic: session.topic, reason: USER_DISCONNECTED });
  }

  async close(): Promise<void> {
    const client = await this.client?.catch(() => undefined);
    if (!client) return;
    await client.core.relayer.transportClose();
    client.core.heartbeat.stop();
  }

  private started(): Promise<Client> {
    this.client ??= this.startClient();
    return this.client;
  }

  private async startClient(): Promise<Client> {
    const client = await SignClient.init({
      projectId: 'sandbox-phone-wallet',
      relayUrl: this.options.relayUrl,
      // Its own Core (the SDK shares one per prefix and process), kept in memory.
      customStoragePrefix: `sandbox-phone-wallet-${crypto.randomUUID()}`,
      storageOptions: { database: ':memory:' },
      telemetryEnabled: false,
      logger: 'silent',
      metadata: {
        name: 'Sandbox phone wallet',
        description: 'A WalletConnect wallet on the sandbox, signing with its development keys',
        url: new URL(this.options.relayUrl.replace(/^ws/, 'http')).origin,
        icons: [],
      },
    });
    // Verify asks verify.walletconnect.org about each proposal and request; against the local
    // relay nothing leaves the machine, so the wallet resolves no attestation (the SDK's own
    // switch for this, IS_VITEST, is for its tests).
    Object.assign(client.core.verify, { resolve: async () => undefined });
    client.on('session_proposal', (proposal) => {
      this.onProposal(client, proposal).then(
        () => this.proposalAnswered?.(),
        (error: Error) => this.proposalAnswered?.(error),
      );
    });
    // Not matched against `this.session`: a dapp may ask as soon as it has the settlement, before
    // the wallet's `approve()` returns. The client emits requests of its own sessions only.
    client.on('session_request', ({ id, topic, params }) => {
      if (ANSWERED_AT_ONCE.has(params.request.method) && this.mode !== 'reject') {
        const request = { chainId: params.chainId, ...params.request };
        void this.answerAtOnce(topic, id, request).catch(() => undefined);
        return;
      }
      const n = this.requests.add({ id, topic, chainId: params.chainId, ...params.request });
      if (this.mode === 'reject') void this.reject(n).catch(() => undefined);
      else if (this.autoApprove) void this.approve(n).catch(() => undefined);
    });
    client.on('session_delete', ({ topic }) => {
      if (topic === this.session?.topic) this.endSession('The dapp disconnected.');
    });
    return client;
  }

  private async onProposal(
    client: Client,
    { id, params }: { id: number; params: Parameters<typeof proposalView>[0] },
  ): Promise<void> {
    this.proposal = proposalView(params);
    if (this.mode === 'reject') {
      await client.reject({ id, reason: USER_REJECTED });
      this.status = 'idle';
      this.notice = 'Refused the session (mode: reject everything).';
      return;
    }
    const namespaces = approvedNamespaces(
      params.requiredNamespaces,
      params.optionalNamespaces,
      walletOffers(this.options.chains, this.account, this.mode),
    );
    const missing = unmetRequirements(params.requiredNamespaces, namespaces);
    if (missing.length > 0 || Object.keys(namespaces).length === 0) {
      await client.reject({ id, reason: UNSUPPORTED_CHAINS });
      this.status = 'idle';
      this.notice = `Refused the session: this wallet has none of ${missing.join(', ') || 'the chains asked'}.`;
      return;
    }
    const { topic, acknowledged } = await client.approve({
      id,
      namespaces,
      // The Tron transaction format without the nested `transaction.transaction`.
      sessionProperties: { tron_method_version: 'v1' },
    });
    await acknowledged();
    this.session = { topic, dapp: this.proposal.dapp, namespaces };
    this.status = 'connected';
    this.notice = `Connected to ${this.proposal.dapp.name}.`;
  }

  private endSession(notice: string): void {
    this.session = undefined;
    this.status = 'idle';
    this.notice = notice;
    this.requests.expirePending();
  }
}
