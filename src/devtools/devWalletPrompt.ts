/**
 * The sandbox dev wallets' "Sign or Reject?" prompt, development builds only. By default the dev
 * wallets sign at once; with `devWalletPrompt=1` in the page URL they ask first, like a real
 * wallet, so tests (and people) can reject, or reload while a prompt is open. The wallets call
 * `askDevWalletUser`; the dialog (`DevWalletPromptDialog.tsx`, which `WidgetProviders` loads
 * with `import()` in development builds only) shows the first request in line and answers it.
 *
 * One service per page (`devWalletPrompt`), like a browser wallet's popup: the dev wallets are
 * page-wide too. Everything here is reached from development-only code (the dev wallets behind
 * `wallets/loadSandboxDevWallets.ts`, the dialog behind `__DEVELOPMENT_BUILD__`), and the URL is
 * read only in a development build.
 */

/** One line of what is being signed: "Network", "To", "Value", ... */
export interface DevWalletPromptDetail {
  label: string;
  value: string;
}

export interface DevWalletPromptRequest {
  /** What the wallet is asked to do, e.g. "Send a transaction". */
  title: string;
  details: DevWalletPromptDetail[];
}

interface PendingDevWalletPrompt extends DevWalletPromptRequest {
  id: number;
}

interface DevWalletPromptSnapshot {
  /** The request on screen: the first in line. */
  current: PendingDevWalletPrompt | undefined;
  /** Requests behind it. */
  waiting: number;
}

/** Asks the person; resolves true for Sign, false for Reject. */
export type DevWalletAsk = (request: DevWalletPromptRequest) => Promise<boolean>;

export interface DevWalletPromptService {
  requestApproval: DevWalletAsk;
  /** Answers a pending request (unknown or answered ids are ignored). */
  answer(id: number, approved: boolean): void;
  /** Same object until the queue changes (for `useSyncExternalStore`). */
  snapshot(): DevWalletPromptSnapshot;
  subscribe(listener: () => void): () => void;
}

const EMPTY: DevWalletPromptSnapshot = { current: undefined, waiting: 0 };

export function createDevWalletPrompt(): DevWalletPromptService {
  const queue: Array<{ prompt: PendingDevWalletPrompt; resolve(approved: boolean): void }> = [];
  const listeners = new Set<() => void>();
  let nextId = 1;
  let snapshot = EMPTY;

  const changed = () => {
    snapshot =
      queue.length === 0 ? EMPTY : { current: queue[0]?.prompt, waiting: queue.length - 1 };
    for (const listener of [...listeners]) listener();
  };

  return {
    requestApproval(request) {
      return new Promise<boolean>((resolve) => {
        const prompt = {
          id: nextId++,
          title: request.title,
          details: request.details.map((d) => ({ ...d })),
        };
        queue.push({ prompt, resolve });
        changed();
      });
    },
    answer(id, approved) {
      const index = queue.findIndex((entry) => entry.prompt.id === id);
      if (index < 0) return;
      const [entry] = queue.splice(index, 1);
      entry?.resolve(approved);
      changed();
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's prompt: the dev wallets ask here, the dialog answers. */
export const devWalletPrompt: DevWalletPromptService = createDevWalletPrompt();

const DEV_WALLET_PROMPT_PARAM = 'devWalletPrompt';

/**
 * True when the page was opened with `devWalletPrompt=1` (`search` defaults to the page's own),
 * in a development build only: a production build never reads the flag.
 */
export function devWalletPromptRequested(search?: string): boolean {
  if (!__DEVELOPMENT_BUILD__) return false;
  const text = search ?? globalThis.location?.search ?? '';
  return new URLSearchParams(text).get(DEV_WALLET_PROMPT_PARAM) === '1';
}

/**
 * What the dev wallets call before each signature: the page's prompt when the URL asks for it,
 * otherwise yes at once (the default: the dev wallets sign without asking).
 */
export const askDevWalletUser: DevWalletAsk = (request) =>
  devWalletPromptRequested() ? devWalletPrompt.requestApproval(request) : Promise.resolve(true);

/** Long values (calldata, messages) are cut for the prompt; the wallet signs them whole. */
export function shortenForPrompt(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
