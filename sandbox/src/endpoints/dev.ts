import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { echoInput } from '../echoInput';
import { ApiError, badParam } from '../errors';
import { type FaultConfig, NO_FAULTS, parseFaultConfig } from '../faults';
import { readJsonBody, sendJson, sendRaw } from '../http';
import { handlePhoneWallet } from '../phoneWallet/endpoints';
import { hash32 } from '../random';

/**
 * `/__sandbox/*`: development endpoints outside the versioned API, never rate limited.
 * health, accounts (dev keys), faults (GET/PUT/DELETE), icons, a minimal explorer page and the
 * phone wallet (phoneWallet/endpoints.ts).
 */
export async function handleDev(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (path === 'health' && method === 'GET') return sendJson(res, 200, { ok: true });
  if (path === 'accounts' && method === 'GET') {
    return sendJson(res, 200, await ctx.devAccounts());
  }
  if (path === 'faults') {
    if (method === 'PUT') {
      const config = parseFaultConfig(await readJsonBody(req));
      await applyToChains(ctx, config);
      ctx.faults.set(config);
    } else if (method === 'DELETE') {
      await applyToChains(ctx, NO_FAULTS);
      ctx.faults.reset();
    } else if (method !== 'GET')
      throw new ApiError('NOT_FOUND', `No ${echoInput(method)} /__sandbox/faults`);
    return sendJson(res, 200, ctx.faults.config);
  }
  if (path === 'phone-wallet' || path.startsWith('phone-wallet/')) {
    return handlePhoneWallet(ctx, req, res, path.slice('phone-wallet'.length));
  }
  const icon = /^icons\/([^/]+)\.svg$/.exec(path);
  if (icon && method === 'GET') {
    return sendRaw(res, 200, iconSvg(decodePart(icon[1]!)), {}, 'image/svg+xml');
  }
  const explorer = /^explorer\/([^/]+)\/(tx|token|address)\/([^/]+)$/.exec(path);
  if (explorer && method === 'GET') {
    const [, chainId, kind, value] = explorer.map((p) => decodePart(p ?? ''));
    const chain = ctx.catalog.chain(chainId!);
    if (!chain) throw new ApiError('NOT_FOUND', `Unknown chain "${echoInput(chainId!)}"`);
    return sendRaw(
      res,
      200,
      explorerPage(chain.name, kind!, value!),
      {},
      'text/html; charset=utf-8',
    );
  }
  throw new ApiError(
    'NOT_FOUND',
    `No such development endpoint: ${echoInput(method)} /__sandbox/${echoInput(path)}`,
  );
}

/** What the faults ask of the chains, done before they are taken; refused without chains. */
async function applyToChains(ctx: SandboxContext, config: FaultConfig): Promise<void> {
  if (ctx.applyChainFaults) return ctx.applyChainFaults(config);
  if (config.holdMining) throw badParam('holdMining', 'needs the local chains');
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new ApiError('BAD_REQUEST', `path: bad percent-encoding in "${echoInput(part)}"`);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A generated round icon with the symbol's first letters, coloured from the symbol. */
function iconSvg(symbol: string): string {
  const hue = hash32(symbol) % 360;
  const label = escapeHtml(symbol.slice(0, 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 60% 45%)"/><text x="32" y="38" font-family="sans-serif" font-size="${label.length > 3 ? 14 : 18}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

function explorerPage(chainName: string, kind: string, value: string): string {
  const title = { tx: 'Transaction', token: 'Token', address: 'Address' }[kind] ?? kind;
  return `<!doctype html><meta charset="utf-8"><title>${title} · ${escapeHtml(chainName)} (sandbox)</title><h1>${title} on ${escapeHtml(chainName)}</h1><p><code>${escapeHtml(value)}</code></p><p>Sandbox explorer: this chain is local; use its RPC for details.</p>`;
}
