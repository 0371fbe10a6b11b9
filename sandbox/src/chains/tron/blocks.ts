/**
 * The ledger's blocks are its anvil's, named the Tron way: a block id is the 8-byte block number
 * followed by the last 24 bytes of the block's hash. A transaction refers to a recent block
 * (TaPoS): `ref_block_bytes` are bytes 6–7 of the number, `ref_block_hash` bytes 8–15 of the id.
 * As on Tron, the genesis block's id ends with the chain id (its last 4 bytes): wallets such as
 * TronLink tell the network they are on by it.
 */
import { bytesToHex, type Hex, hexToBytes, numberToBytes } from 'viem';
import { anvilRpc } from './anvilRpc';

export interface EvmBlock {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  /** Unix seconds. */
  timestamp: bigint;
  transactionsRoot: Hex;
  transactions: Hex[];
}

export interface RefBlock {
  refBlockBytes: Uint8Array;
  refBlockHash: Uint8Array;
}

/** How many recent blocks a reference may name: the 16 bits of `ref_block_bytes`. */
const TAPOS_WINDOW = 65_536n;

export async function evmBlock(
  rpcUrl: string,
  tag: bigint | 'latest',
): Promise<EvmBlock | undefined> {
  const block = await anvilRpc<Record<string, string> | null>(rpcUrl, 'eth_getBlockByNumber', [
    tag,
    false,
  ]);
  if (!block) return undefined;
  return {
    number: BigInt(block.number!),
    hash: block.hash as Hex,
    parentHash: block.parentHash as Hex,
    timestamp: BigInt(block.timestamp!),
    transactionsRoot: block.transactionsRoot as Hex,
    transactions: block.transactions as unknown as Hex[],
  };
}

/** No public network uses this id (Tron mainnet is 728126428, its testnets 2494104990 and
 * 3448148188): a development wallet is never offered on a real network. */
export const TRON_LEDGER_CHAIN_ID = 31339;

/** The Tron block id of an anvil block (32 bytes). */
function blockId(number: bigint, hash: Hex): Uint8Array {
  const id = hexToBytes(hash);
  id.set(numberToBytes(number, { size: 8 }), 0);
  if (number === 0n) id.set(numberToBytes(TRON_LEDGER_CHAIN_ID, { size: 4 }), 28);
  return id;
}

export function refBlockOf(block: EvmBlock): RefBlock {
  const id = blockId(block.number, block.hash);
  return { refBlockBytes: id.slice(6, 8), refBlockHash: id.slice(8, 16) };
}

/** Whether the reference names one of the chain's recent blocks (java-tron's TaPoS check). */
export async function taposHolds(rpcUrl: string, head: bigint, ref: RefBlock): Promise<boolean> {
  if (ref.refBlockBytes.length !== 2 || ref.refBlockHash.length !== 8) return false;
  const low = BigInt((ref.refBlockBytes[0]! << 8) | ref.refBlockBytes[1]!);
  let number = (head & ~(TAPOS_WINDOW - 1n)) | low;
  if (number > head) number -= TAPOS_WINDOW;
  if (number < 0n) return false;
  const block = await evmBlock(rpcUrl, number);
  if (!block) return false;
  return bytesToHex(refBlockOf(block).refBlockHash) === bytesToHex(ref.refBlockHash);
}

/** `/wallet/getnowblock`'s answer for a block, with the ledger's transactions in it. */
export function blockJson(block: EvmBlock, transactions: unknown[]): Record<string, unknown> {
  const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);
  return {
    blockID: hex(blockId(block.number, block.hash)),
    block_header: {
      raw_data: {
        number: block.number,
        txTrieRoot: block.transactionsRoot.slice(2),
        witness_address: `41${'0'.repeat(40)}`,
        parentHash: hex(blockId(block.number > 0n ? block.number - 1n : 0n, block.parentHash)),
        version: 30,
        timestamp: block.timestamp * 1000n,
      },
    },
    ...(transactions.length > 0 ? { transactions } : {}),
  };
}
