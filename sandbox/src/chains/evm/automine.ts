/**
 * anvil's mining switch, over its JSON-RPC: with automine off a transaction waits in the pool
 * (where a replacement of the same nonce and higher fees takes its place) until a block is mined.
 */
export async function setAutomine(rpcUrl: string, on: boolean): Promise<void> {
  await anvilRequest(rpcUrl, 'evm_setAutomine', [on]);
  // Automine on does not mine what waited: one block takes it all (the pool's best of each nonce).
  if (on) await anvilRequest(rpcUrl, 'evm_mine', []);
}

async function anvilRequest(rpcUrl: string, method: string, params: unknown[]): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { error?: { message?: string } };
  if (!response.ok || body.error) {
    throw new Error(`${method} on ${rpcUrl}: ${body.error?.message ?? response.status}`);
  }
}
