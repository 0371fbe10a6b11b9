/**
 * Test fixture run as a child process: starts two anvils, prints their pids as JSON, then either
 * waits to be killed (`wait`) or exits without closing them (`exit`).
 */
import { startEvmChains } from '../startEvmChains';

const mode = process.argv[2] ?? 'wait';
const chains = await startEvmChains({
  chains: [
    { chainId: 31337, name: 'a' },
    { chainId: 31338, name: 'b' },
  ],
});
process.stdout.write(`${JSON.stringify(chains.map((c) => c.pid))}\n`);
if (mode === 'exit') process.exit(0);
setInterval(() => {}, 1000);
