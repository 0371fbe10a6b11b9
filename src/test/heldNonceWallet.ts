import type { EvmCall, EvmReceipt, EvmSigner, SentEvmTransaction } from '../execution/signers';
import { evmSignerStub } from './evmSignerStub';

/**
 * Test data only: the user's EVM wallet on a chain that mines at once, until `hold()`, for stuck
 * transactions. Held, the chain keeps one pending transaction, the last sent for its nonce
 * (as a node keeps the best paid); `mine()` lands it, and only then does `waitForReceipt`
 * answer, as viem does: the landed transaction, how it replaced the one followed, and its fee
 * (21,000 gas at its price). `control.reject` makes the next prompt refused.
 */
/** What the wallet pays for a first transaction: 30 gwei cap, 1 gwei tip. */
export const FIRST_FEES = { maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n };
/** The wallet's first nonce. */
export const FIRST_NONCE = 7;

export function heldNonceWallet(account: `0x${string}`) {
  const sent: EvmCall[] = [];
  const known = new Map<string, SentEvmTransaction>();
  const mined = new Set<string>();
  const waits: Array<Parameters<EvmSigner['waitForReceipt']>[0]> = [];
  let next = FIRST_NONCE;
  let holds: (call: EvmCall) => boolean = () => false;
  /** The pending transaction of the held nonce, and what lands it. */
  let pending: SentEvmTransaction | undefined;
  let land: () => void = () => {};
  let landing = Promise.resolve();
  const control = { reject: false };

  const receipt = (landed: SentEvmTransaction, followed: string): EvmReceipt => {
    const first = known.get(followed);
    const price = 'gasPrice' in landed.fees ? landed.fees.gasPrice : landed.fees.maxFeePerGas;
    const replaced =
      landed.hash === followed
        ? undefined
        : landed.to === landed.from && landed.value === 0n
          ? 'cancelled'
          : first && landed.to === first.to && landed.data === first.data
            ? 'repriced'
            : 'replaced';
    return { status: 'success', hash: landed.hash, replaced, fee: 21_000n * price };
  };

  const signer = evmSignerStub(account, {
    nonce: async () => next,
    minedNonce: async () => next - (pending ? 1 : 0),
    sendTransaction: async (call) => {
      if (control.reject) {
        control.reject = false;
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      sent.push(call);
      const hash = `0x${String(sent.length).padStart(64, 'a')}` as `0x${string}`;
      const tx: SentEvmTransaction = {
        hash,
        from: call.from,
        to: call.to,
        data: call.data ?? '0x',
        value: call.value,
        gas: call.gas ?? 100_000n,
        nonce: call.nonce ?? next,
        fees: call.fees ?? FIRST_FEES,
        mined: false,
      };
      known.set(hash, tx);
      if (tx.nonce === next) next += 1;
      // A replacement takes the pending one's place; a held transaction becomes the pending one.
      if ((pending && tx.nonce === pending.nonce) || (!pending && holds(call))) pending = tx;
      else mined.add(hash);
      return hash;
    },
    readTransaction: async ({ hash }) => {
      const tx = known.get(hash);
      return tx && { ...tx, mined: mined.has(hash) };
    },
    currentFees: async () => FIRST_FEES,
    waitForReceipt: async (args): Promise<EvmReceipt> => {
      waits.push(args);
      const followed = known.get(args.hash);
      if (followed && mined.has(args.hash)) return receipt(followed, args.hash);
      await new Promise<void>((resolve, reject) => {
        landing.then(resolve);
        args.signal?.addEventListener('abort', () => reject(args.signal?.reason), { once: true });
      });
      const landed = [...known.values()].find(
        (t) => mined.has(t.hash) && t.nonce === followed?.nonce,
      );
      if (!landed) throw new Error(`nothing of ${args.hash}'s nonce landed`);
      return receipt(landed, args.hash);
    },
  });

  return {
    signer,
    /** Every transaction the wallet sent, in order. */
    sent,
    /** What the engine asked `waitForReceipt` each time. */
    waits,
    control,
    /** From now on the first transaction `which` picks (any, by default) waits until `mine()`. */
    hold(which: (call: EvmCall) => boolean = () => true) {
      holds = which;
      landing = new Promise<void>((resolve) => {
        land = resolve;
      });
    },
    /** The held nonce's pending transaction (the last sent for it) lands; its hash. */
    mine(): string {
      if (!pending) throw new Error('nothing is pending');
      mined.add(pending.hash);
      const { hash } = pending;
      pending = undefined;
      holds = () => false;
      land();
      return hash;
    },
  };
}
