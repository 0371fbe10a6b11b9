import {
  WalletConnectionError,
  WalletNotReadyError,
  WalletSignTransactionError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base';
import {
  BaseError,
  ChainDisconnectedError,
  ChainMismatchError,
  InternalRpcError,
  SwitchChainError,
  UserRejectedRequestError,
  InsufficientFundsError as ViemInsufficientFundsError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../api/errors';
import { WidgetError } from '../lib/widgetError';
import {
  InsufficientFundsError,
  toWalletError,
  UserRejectedError,
  WalletError,
  WrongNetworkError,
} from './walletErrors';

const sandboxChain = {
  id: 31338,
  name: 'Sandbox Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
};

/** What viem and wagmi throw: the provider's error wrapped in a BaseError, sometimes twice. */
function wrapped(cause: Error): BaseError {
  return new BaseError('The wallet request failed.', { cause: new BaseError('inner', { cause }) });
}

describe('toWalletError', () => {
  it('maps rejections: EIP-1193 4001, viem, and the Solana wallet adapter', () => {
    const rejections: unknown[] = [
      { code: 4001, message: 'User rejected the request.' },
      new UserRejectedRequestError(new Error('User rejected the request.')),
      wrapped(new UserRejectedRequestError(new Error('denied'))),
      new WalletConnectionError('User rejected the request.', { code: 4001 }),
      new WalletSignTransactionError(
        'Transaction cancelled',
        new Error('User rejected the request'),
      ),
      new WalletWindowClosedError(),
    ];
    for (const raw of rejections) {
      const error = toWalletError(raw);
      expect(error).toBeInstanceOf(UserRejectedError);
      expect([error.code, error.cause]).toEqual(['USER_REJECTED', raw]);
    }
  });

  it('keeps the connection wording the wallet menu shows', () => {
    expect(
      toWalletError(new UserRejectedRequestError(new Error('no')), 'connection').shortMessage,
    ).toMatchInlineSnapshot(`"The connection request was rejected in the wallet."`);
    expect(toWalletError(new Error('boom'), 'connection').shortMessage).toMatchInlineSnapshot(
      `"The wallet could not connect. Try again."`,
    );
    expect(toWalletError({ code: 4001 }, 'signature').shortMessage).toMatchInlineSnapshot(
      `"The signature request was rejected in the wallet."`,
    );
  });

  it('maps the wrong network: 4901, a chain mismatch, and a chain the wallet does not know (4902)', () => {
    const mismatch = toWalletError(
      new ChainMismatchError({ chain: sandboxChain, currentChainId: 31337 }),
    );
    expect(mismatch).toBeInstanceOf(WrongNetworkError);
    expect([mismatch.code, (mismatch as WrongNetworkError).unknownChain]).toEqual([
      'WRONG_NETWORK',
      false,
    ]);
    expect(mismatch.shortMessage).toMatchInlineSnapshot(
      `"The wallet is on another network. Switch it to the network of this swap and try again."`,
    );
    expect(toWalletError(new ChainDisconnectedError(new Error('x'))).code).toBe('WRONG_NETWORK');
    expect(toWalletError({ code: 4901, message: 'disconnected' }).code).toBe('WRONG_NETWORK');

    const unknown = toWalletError(wrapped(new SwitchChainError(new Error('Unrecognized chain'))));
    expect((unknown as WrongNetworkError).unknownChain).toBe(true);
    expect(unknown.shortMessage).toMatchInlineSnapshot(
      `"The wallet cannot switch to this network. Add the network in the wallet and try again."`,
    );
    expect((toWalletError({ code: 4902 }) as WrongNetworkError).unknownChain).toBe(true);
  });

  it('maps insufficient funds, from viem and from a node or Solana message', () => {
    for (const raw of [
      wrapped(new ViemInsufficientFundsError()),
      new Error('insufficient funds for gas * price + value'),
      new WalletSignTransactionError(
        'failed',
        new Error('Transfer: insufficient lamports 10, need 20'),
      ),
    ]) {
      const error = toWalletError(raw);
      expect(error).toBeInstanceOf(InsufficientFundsError);
      expect(error.code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(toWalletError(new ViemInsufficientFundsError()).shortMessage).toMatchInlineSnapshot(
      `"The wallet does not have enough funds for this transaction and its network fee."`,
    );
  });

  it('maps anything else to WALLET_ERROR, with the foreign words as details', () => {
    const internal = toWalletError(new InternalRpcError(new Error('boom')));
    expect(internal).toBeInstanceOf(WalletError);
    expect(internal.code).toBe('WALLET_ERROR');
    expect(internal.details).toBe('InternalRpcError (-32603): An internal error was received.');
    expect(internal.message).toMatchInlineSnapshot(`
      "The wallet could not complete the request. Try again.

      Details: InternalRpcError (-32603): An internal error was received.
      Code: WALLET_ERROR"
    `);
    expect(toWalletError(new WalletNotReadyError()).code).toBe('WALLET_ERROR');
    expect(toWalletError('nope').details).toBe('nope');
  });

  it('returns a WidgetError as it is', () => {
    const rejected = new UserRejectedError({ request: 'transaction' });
    expect(toWalletError(rejected)).toBe(rejected);
    const network = new NetworkError();
    expect(toWalletError(network)).toBe(network);
    expect(toWalletError(network)).toBeInstanceOf(WidgetError);
  });

  it('finds a WidgetError that viem wrapped: the words of the check that refused the request', () => {
    const refused = new WidgetError('UNSAFE_TRANSACTION', 'Refused before sending.');
    const wrapped = new BaseError('An unknown RPC error occurred.', { cause: refused });
    expect(toWalletError(new BaseError('Execution failed.', { cause: wrapped }))).toBe(refused);
  });

  it('survives a cause cycle', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(toWalletError(a).code).toBe('WALLET_ERROR');
  });
});
