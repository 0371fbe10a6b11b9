import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseGwei,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainError } from '../errors';

export interface OperatorCall {
  to?: Address;
  data: Hex;
  value?: bigint;
  gas?: bigint;
}

/**
 * Signs the sandbox operator's own transactions (deployer, relayer) locally with its key and a
 * locally counted nonce, so a batch of calls needs one RPC round trip each and no estimation.
 * One signer per key and chain; calls are serialised so nonces never collide.
 */
export class OperatorSigner {
  readonly address: Address;
  readonly client: PublicClient;
  private readonly account;
  private nonce: number | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly rpcUrl: string,
    readonly chainId: number,
    privateKey: Hex,
  ) {
    this.account = privateKeyToAccount(privateKey);
    this.address = this.account.address;
    this.client = createPublicClient({ transport: http(rpcUrl, { batch: true }) });
  }

  /** Sends calls in nonce order without waiting for receipts; resolves with their hashes. */
  sendAll(calls: OperatorCall[]): Promise<Hex[]> {
    const run = this.queue.then(() => this.sendNow(calls));
    this.queue = run.catch(() => {});
    return run;
  }

  /** Sends the calls, waits for every receipt and throws if any reverted. */
  async execute(calls: OperatorCall[]): Promise<TransactionReceipt[]> {
    const hashes = await this.sendAll(calls);
    const receipts = await Promise.all(
      hashes.map((hash) => this.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
    );
    const failed = receipts.find((r) => r.status !== 'success');
    if (failed) {
      throw new ChainError('An operator transaction reverted', {
        details: `chain ${this.chainId}, tx ${failed.transactionHash} from ${this.address}`,
      });
    }
    return receipts;
  }

  private async sendNow(calls: OperatorCall[]): Promise<Hex[]> {
    if (this.nonce === undefined) {
      this.nonce = await this.client.getTransactionCount({
        address: this.address,
        blockTag: 'pending',
      });
    }
    const hashes: Hex[] = [];
    for (const call of calls) {
      const serialized = await this.account.signTransaction({
        chainId: this.chainId,
        type: 'eip1559',
        nonce: this.nonce,
        to: call.to ?? null,
        data: call.data,
        value: call.value ?? 0n,
        gas: call.gas ?? (call.to ? 300_000n : 5_000_000n),
        maxFeePerGas: parseGwei('20'),
        maxPriorityFeePerGas: parseGwei('1'),
      });
      try {
        hashes.push(await this.client.sendRawTransaction({ serializedTransaction: serialized }));
        this.nonce += 1;
      } catch (cause) {
        this.nonce = undefined; // resync from the chain next time
        throw new ChainError('The chain refused an operator transaction', {
          details: `chain ${this.chainId} from ${this.address}`,
          cause,
        });
      }
    }
    return hashes;
  }
}
