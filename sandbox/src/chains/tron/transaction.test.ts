import { bytesToHex, hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { withTrc10 } from '../../../../src/test/tronPayloads';
import { toBase58, toTronHex } from './address';
import { ProtoError, ProtoWriter, readFields } from './protobuf';
import { recoverSigner, signTxId } from './signature';
import { decodeRaw, encodeRaw, rawFromJson, rawToJson, txIdOf } from './transaction';

/**
 * Two mainnet transactions as TronWeb/TronGrid gave them (raw_data_hex, txID, the wallet's
 * signature): what the ledger reads, hashes and verifies must be what Tron's own tools wrote.
 */
const TRC20_TRANSFER = {
  hex: '0a02578b22086113bb9ac351432b4088eae7a6de305aae01081f12a9010a31747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e54726967676572536d617274436f6e747261637412740a1541c51fbeea78910b15b1d3e8a9b62914ca94d1a4ac12154142a1e39aefa49290f2b3f9ed688d7cecf86cd6e02244a9059cbb0000000000000000000000008483618ca85c35a9b923d98bebca718f5a1db2790000000000000000000000000000000000000000000000000000000005f5e10070888d8ca5de309001c0c39307',
  txId: 'fe21c49f4febd9089125e3a006943c145721d8fcb7ab84136f8c6663ff92f8ed',
  signature:
    '0775cde302689eb8293883c66a89b31e80d608bfc3ad3c283b64a490ea4cc712c55a2fd2e62c75843dd7e77d8c4cb52e0f371fbb29b332c259f8cb63c2e6195301',
};
const TRX_TRANSFER = {
  hex: '0a020a95220881a16498bf36d55740a8b7aebeb2315a67080112630a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412320a15418d765ef87acee24ad4ff6f5e755f36c1ee5574241215419e9113cb852004f53b25d8d565b6a1c8c310fb6118a08d0670d1e5aabeb231',
  txId: 'fe9e81633ce99ef11814b3b836fb2ac8e841ab45fe4e7d68422c2a6b6be7f3c2',
  signature:
    '091e696dbf120ff0bd235d10681bd2a4040ba47c5135269643b962dd4a2b2285297097962c9feb1204b2f5f4855e517df2b6f96fde14783730b19212937205bb01',
};

const bytes = (hex: string) => hexToBytes(`0x${hex}`);
/** raw_data as the HTTP API sends it (JSON numbers). */
const asSent = (raw: ReturnType<typeof rawToJson>) =>
  JSON.parse(JSON.stringify(raw, (_, v) => (typeof v === 'bigint' ? Number(v) : v)));

describe('Tron transactions', () => {
  it('reads a mainnet TRC-20 transfer as TronGrid printed it, with its txID and signer', async () => {
    const raw = await decodeRaw(bytes(TRC20_TRANSFER.hex));
    expect(txIdOf(bytes(TRC20_TRANSFER.hex))).toBe(TRC20_TRANSFER.txId);
    expect(asSent(rawToJson(raw, false))).toEqual({
      contract: [
        {
          parameter: {
            value: {
              data: 'a9059cbb0000000000000000000000008483618ca85c35a9b923d98bebca718f5a1db2790000000000000000000000000000000000000000000000000000000005f5e100',
              owner_address: '41c51fbeea78910b15b1d3e8a9b62914ca94d1a4ac',
              contract_address: '4142a1e39aefa49290f2b3f9ed688d7cecf86cd6e0',
            },
            type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
          },
          type: 'TriggerSmartContract',
        },
      ],
      ref_block_bytes: '578b',
      ref_block_hash: '6113bb9ac351432b',
      expiration: 1674581767432,
      fee_limit: 15000000,
      timestamp: 1674578167432,
    });
    // The contract is the testnets' USDT, TG3XX…, in base58.
    expect(raw.contract.type === 'TriggerSmartContract' && toBase58(raw.contract.contract)).toBe(
      'TG3XXyExBkPp9nzdajDZsozEu4BkaSJozs',
    );
    const signer = await recoverSigner(TRC20_TRANSFER.txId, TRC20_TRANSFER.signature);
    expect(signer && toTronHex(signer)).toBe('41c51fbeea78910b15b1d3e8a9b62914ca94d1a4ac');
  });

  it('reads a mainnet TRX transfer and encodes its raw_data back to the same bytes', async () => {
    const raw = await decodeRaw(bytes(TRX_TRANSFER.hex));
    expect(raw.contract).toMatchObject({ type: 'TransferContract', amount: 100_000n });
    const json = asSent(rawToJson(raw, false));
    expect(bytesToHex(encodeRaw(rawFromJson(json, false))).slice(2)).toBe(TRX_TRANSFER.hex);
    expect(txIdOf(bytes(TRX_TRANSFER.hex))).toBe(TRX_TRANSFER.txId);
    const signer = await recoverSigner(TRX_TRANSFER.txId, TRX_TRANSFER.signature);
    expect(signer && toTronHex(signer)).toBe('418d765ef87acee24ad4ff6f5e755f36c1ee557424');
  });

  it('recovers no owner from another transaction’s signature', async () => {
    const signer = await recoverSigner(TRX_TRANSFER.txId, TRC20_TRANSFER.signature);
    expect(signer && toTronHex(signer)).not.toBe('41c51fbeea78910b15b1d3e8a9b62914ca94d1a4ac');
    expect(await recoverSigner(TRX_TRANSFER.txId, 'zz')).toBeUndefined();
  });

  it('signs as TronWeb does: r, s and v 27/28 over the txID', async () => {
    const key = '0x0000000000000000000000000000000000000000000000000000000000000001';
    const signature = await signTxId(TRX_TRANSFER.txId, key);
    expect(signature).toMatch(/^[0-9a-f]{128}(1b|1c)$/);
    const signer = await recoverSigner(TRX_TRANSFER.txId, signature);
    // The address of private key 1.
    expect(signer && toTronHex(signer)).toBe('417e5f4552091a69125d5dfcb7b8c2659029395bdf');
  });

  it('refuses fields it does not run and bytes that are not canonical', async () => {
    // The same transfer with a Permission_id (contract field 5): multi-signature, not run here.
    const fields = readFields(bytes(TRX_TRANSFER.hex));
    const rebuilt = new ProtoWriter();
    for (const f of fields) {
      if (f.wire === 'varint') rebuilt.uint(f.field, f.value);
      else rebuilt.bytes(f.field, f.field === 11 ? Uint8Array.of(...f.value, 0x28, 0x02) : f.value);
    }
    await expect(decodeRaw(rebuilt.finish())).rejects.toThrow(ProtoError);
    await expect(decodeRaw(rebuilt.finish())).rejects.toThrow(
      'Multi-signature transactions are not run',
    );
    // A field no Tron message has (99), which TronWeb's decoder skips: refused all the same.
    const unknown = Uint8Array.of(...bytes(TRX_TRANSFER.hex), 0x98, 0x06, 0x01);
    await expect(decodeRaw(unknown)).rejects.toThrow('not in canonical protobuf form');
    // A call that also sends a TRC-10 token (call_token_value, token_id): not run here.
    const call = await decodeRaw(bytes(TRC20_TRANSFER.hex));
    const withToken = withTrc10(call, 1_000n, 1_000_001n);
    await expect(decodeRaw(withToken)).rejects.toThrow('TRC-10 tokens are not run here');
    // The expiration written as a longer varint than it needs: another txID for the same terms.
    const padded = TRX_TRANSFER.hex.replace('40a8b7aebeb231', '40a8b7aebeb2b100');
    await expect(decodeRaw(bytes(padded))).rejects.toThrow('not in canonical protobuf form');
  });
});
