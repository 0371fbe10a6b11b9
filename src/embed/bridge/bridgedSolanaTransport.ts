import * as v from 'valibot';
import { boundedPattern } from '../../lib/boundedPattern';
import type { HostSolanaTransport } from '../../wallets/hostWallet';
import { HostWalletRpcError, type IframeBridge } from './iframeBridge';
import { nothingSchema } from './nothingSchema';

const publicKeySchema = boundedPattern(44, /^[1-9A-HJ-NP-Za-km-z]{32,}$/);
/** `accountsChanged`: one public key (not `strictTuple`, which the first load lacks). */
const oneKeySchema = v.pipe(v.array(publicKeySchema), v.minLength(1), v.maxLength(1));
/** One serialized transaction is at most 1232 bytes: 1644 base64 characters. */
const transactionSchema = boundedPattern(1644, /^[A-Za-z0-9+/]+={0,2}$/);

/**
 * The host page's Solana wallet over the bridge, its answers checked: a public key, or one
 * serialized transaction (the adapter then checks it is the one it sent, signed).
 */
export function createBridgedSolanaTransport(
  bridge: Pick<IframeBridge, 'request' | 'onWalletEvent'>,
): HostSolanaTransport {
  const ask = async <T>(
    method: 'connect' | 'disconnect' | 'signTransaction',
    params: string[],
    schema: v.GenericSchema<unknown, T>,
  ): Promise<T> => {
    const result = v.safeParse(schema, await bridge.request({ wallet: 'solana', method, params }));
    if (!result.success) {
      throw new HostWalletRpcError(-32603, `The host page's wallet answered ${method} wrongly.`);
    }
    return result.output;
  };
  return {
    connect: (options) => ask('connect', options?.silent ? ['silent'] : [], publicKeySchema),
    disconnect: () => ask('disconnect', [], nothingSchema).then(() => undefined),
    signTransaction: (serialized) => ask('signTransaction', [serialized], transactionSchema),
    onAccountChange: (listener) =>
      bridge.onWalletEvent((event) => {
        if (event.wallet !== 'solana') return;
        if (event.name === 'disconnect') return listener(null);
        if (event.name !== 'accountsChanged') return;
        // One public key, checked like connect's answer; anything else is not heard.
        const key = v.safeParse(oneKeySchema, event.data);
        if (key.success && key.output[0] !== undefined) listener(key.output[0]);
      }),
  };
}
