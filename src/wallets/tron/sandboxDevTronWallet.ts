import { bytesToHex, formatUnits, hexToBytes, sha256 } from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';
import {
  askDevWalletUser,
  type DevWalletAsk,
  type DevWalletPromptRequest,
} from '../../devtools/devWalletPrompt';
import type { TronTransaction } from '../../execution/signers';
import { decodeTronRaw } from '../../execution/tron/rawTransaction';
import { tronBase58 } from '../../execution/tron/tronAddress';
import type { TronWalletAccess } from './tronSigner';

export const SANDBOX_TRON_WALLET_NAME = 'Sandbox dev wallet (test funds)';

/** The wallet-standard words for a refusal, with EIP-1193's code, as browser wallets send them. */
const REJECTED = 'User rejected the request.';

/**
 * The sandbox's Tron development key as a wallet: signs a transaction's txID locally with
 * secp256k1 (viem's, on @noble/curves), 65 bytes `r‖s‖v` as Tron expects, and never
 * broadcasts. Like a real wallet it signs only a txID that is the sha256 of the bytes it is
 * shown. Only created when the API is the sandbox (development builds); the key is public test
 * data and holds test funds only. `ask`: the page's prompt with `devWalletPrompt=1`.
 */
export function createSandboxDevTronWallet(
  privateKey: string,
  { ask = askDevWalletUser }: { ask?: DevWalletAsk } = {},
): TronWalletAccess {
  const key = (privateKey.startsWith('0x') ? privateKey : `0x${privateKey}`) as `0x${string}`;
  const address = tronBase58(hexToBytes(`0x41${privateKeyToAccount(key).address.slice(2)}`));
  return {
    address: () => address,
    async signTransaction(tx) {
      if (sha256(`0x${tx.rawDataHex}`).slice(2) !== tx.txID.toLowerCase()) {
        throw new Error(`txID ${tx.txID} is not the sha256 of the transaction`);
      }
      if (!(await ask(describeTronTransaction(tx, address)))) {
        throw Object.assign(new Error(REJECTED), { code: 4001 });
      }
      return (await sign({ hash: `0x${tx.txID}`, privateKey: key, to: 'hex' })).slice(2);
    },
  };
}

/** What the prompt shows: network, owner, contract or recipient, TRX sent, fee limit. */
export function describeTronTransaction(
  tx: TronTransaction,
  wallet: string,
): DevWalletPromptRequest {
  const raw = decodeTronRaw(hexToBytes(`0x${tx.rawDataHex}`));
  const [c] = raw.contracts;
  const details = [{ label: 'Network', value: 'Tron (sandbox ledger)' }];
  if (c && c.type !== 'other') {
    const owner = tronBase58(c.owner);
    details.push({ label: 'Owner', value: owner === wallet ? `${owner} (this wallet)` : owner });
    const call = c.type === 'TriggerSmartContract';
    details.push(
      { label: call ? 'Contract' : 'To', value: tronBase58(call ? c.contract : c.to) },
      { label: 'Value', value: `${formatTrx(call ? c.callValue : c.amount)} TRX` },
    );
    if (call && c.data.length >= 4) {
      details.push({ label: 'Function', value: bytesToHex(c.data.subarray(0, 4)) });
    }
  }
  details.push(
    { label: 'Fee limit', value: `${formatTrx(raw.feeLimit)} TRX` },
    { label: 'Transaction', value: tx.txID },
  );
  return { title: 'Sign a transaction', details };
}

function formatTrx(sun: bigint): string {
  return formatUnits(sun, 6);
}
