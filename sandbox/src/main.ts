/**
 * `npm run sandbox`: the sandbox routing service on 127.0.0.1:$SANDBOX_PORT (default 8787), on its
 * local chains (two anvils, a Solana ledger, a Tron ledger; `SANDBOX_CHAINS=off` serves the API
 * alone, with simulated status). Prints exactly one line, `sandbox ready <baseUrl>`, once it accepts requests.
 */
import { ConfigError, optionsFromEnv } from './config';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const withChains = !['off', 'false', '0'].includes(
    (process.env.SANDBOX_CHAINS ?? '').toLowerCase(),
  );
  const sandbox = withChains
    ? await (await import('./withChains')).startSandboxWithChains(options)
    : await startSandbox(options);
  console.log(`sandbox ready ${sandbox.baseUrl}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    sandbox.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : String(error);
  console.error(`sandbox failed to start: ${message}`);
  process.exit(1);
});
