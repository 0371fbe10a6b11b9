/**
 * `npm run sandbox`: the sandbox routing service on 127.0.0.1:$SANDBOX_PORT (default 8787).
 * Prints exactly one line, `sandbox ready <baseUrl>`, once it accepts requests.
 */
import { ConfigError, optionsFromEnv } from './config';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const sandbox = await startSandbox(optionsFromEnv(process.env));
  console.log(`sandbox ready ${sandbox.baseUrl}`);
  const stop = () => {
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
