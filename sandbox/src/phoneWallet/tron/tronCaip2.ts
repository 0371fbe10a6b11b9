/**
 * A Tron chain's CAIP-2 id as WalletConnect names it: `tron:0x<chain id in hex>`, the chain id
 * being the last 4 bytes of the genesis block's id (mainnet's `…2b6653dc` is `tron:0x2b6653dc`).
 * Read from the chain itself, as the widget reads it (`src/wallets/tron/tronWalletConnect.ts`),
 * so both name the sandbox's ledger alike: written as a number, with no leading zeros.
 */
export function tronCaip2(genesisBlockId: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(genesisBlockId)) {
    throw new Error(`not a Tron block id: ${genesisBlockId.slice(0, 80)}`);
  }
  return `tron:0x${BigInt(`0x${genesisBlockId.slice(-8)}`).toString(16)}`;
}

/** The CAIP-2 id of the Tron chain whose full node's HTTP API is `node`, from its genesis block. */
export async function readTronCaip2(node: string): Promise<string> {
  const res = await fetch(`${node}/wallet/getblockbynum`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ num: 0 }),
  });
  const { blockID } = (await res.json()) as { blockID?: unknown };
  return tronCaip2(typeof blockID === 'string' ? blockID : '');
}
