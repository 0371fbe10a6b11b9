import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { echoInput } from '../echoInput';
import { ApiError, badParam } from '../errors';
import { readJsonBody, sendJson, sendRaw } from '../http';
import { phoneWalletPage } from './page';
import { WALLET_MODES, type WalletMode } from './walletMode';

/**
 * `/__sandbox/phone-wallet`: the phone wallet's page, and the JSON endpoints it (or an
 * integrator's test) drives the wallet with. Each answers the wallet's state
 * (`PhoneWalletState`), after what it asked for was done:
 * - `GET  /state`
 * - `POST /pair` `{ uri }`: once the session is approved or refused
 * - `POST /requests/<n>/approve`, `POST /requests/<n>/reject`: once the answer is sent
 * - `PUT  /settings` `{ autoApprove?, mode? }`
 * - `POST /disconnect`
 */
export async function handlePhoneWallet(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (path === '' && method === 'GET') {
    return sendRaw(res, 200, phoneWalletPage(), {}, 'text/html; charset=utf-8');
  }
  const wallet = await ctx.phoneWallet.wallet();
  const route = `${method} ${path}`;
  const request = /^POST \/requests\/(\d{1,9})\/(approve|reject)$/.exec(route);
  if (route === 'GET /state') {
    // Answered below.
  } else if (route === 'POST /pair') {
    await wallet.pair(uriOf(await readJsonBody(req))).catch((error: unknown) => {
      throw error instanceof ApiError
        ? error
        : new ApiError('BAD_REQUEST', `uri: ${(error as Error).message}`);
    });
  } else if (request) {
    const n = Number(request[1]);
    await (request[2] === 'approve' ? wallet.approve(n) : wallet.reject(n));
  } else if (route === 'PUT /settings') {
    const { autoApprove, mode } = settingsOf(await readJsonBody(req));
    if (mode !== undefined) wallet.mode = mode;
    if (autoApprove !== undefined) wallet.autoApprove = autoApprove;
  } else if (route === 'POST /disconnect') {
    await wallet.disconnect();
  } else {
    throw new ApiError(
      'NOT_FOUND',
      `No such phone wallet endpoint: ${echoInput(method)} /__sandbox/phone-wallet${echoInput(path)}`,
    );
  }
  sendJson(res, 200, wallet.state());
}

function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('BAD_REQUEST', 'body: expected a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A WalletConnect v2 pairing link: `wc:<topic>@2?…`. */
function uriOf(body: unknown): string {
  const uri = fieldsOf(body).uri;
  if (typeof uri !== 'string' || !/^wc:[0-9a-f]{64}@2\?\S+$/.test(uri.trim())) {
    throw badParam('uri', 'expected a WalletConnect v2 link, wc:<topic>@2?…');
  }
  return uri.trim();
}

function settingsOf(body: unknown): { autoApprove?: boolean; mode?: WalletMode } {
  const { autoApprove, mode } = fieldsOf(body);
  if (autoApprove !== undefined && typeof autoApprove !== 'boolean') {
    throw badParam('autoApprove', 'expected true or false');
  }
  if (mode !== undefined && !WALLET_MODES.includes(mode as WalletMode)) {
    throw badParam('mode', `expected one of ${WALLET_MODES.join(', ')}`);
  }
  return {
    ...(autoApprove === undefined ? {} : { autoApprove }),
    ...(mode === undefined ? {} : { mode: mode as WalletMode }),
  };
}
