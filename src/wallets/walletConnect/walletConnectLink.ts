import type { WalletConnectClient } from './signClient';
import { WalletConnectClosedError, WalletConnectRelayError } from './walletConnectErrors';
import type {
  ProposalNamespaces,
  WalletConnectSession,
  WalletConnectSettings,
} from './walletConnectSettings';

/**
 * One widget instance's WalletConnect session, for every network's stack: the EVM connector and,
 * later, the other networks' signers read its approved accounts and send their requests through
 * it. Light: the SDK (`signClient.ts`) loads with `import()` on first use only.
 */
export interface WalletConnectLink {
  /** The session kept from an earlier visit, if the wallet has not ended it (loads the SDK). */
  restore(): Promise<WalletConnectSession | undefined>;
  /**
   * Proposes a session asking for `namespaces`, all optional; `onUri` gets the `wc:` link to show
   * (and `undefined` once it is no longer pending). Resolves with what the wallet approved.
   */
  connect(
    namespaces: ProposalNamespaces,
    onUri: (uri: string | undefined) => void,
  ): Promise<WalletConnectSession>;
  /** Gives up waiting for the wallet: the pending `connect` rejects (`WalletConnectClosedError`). */
  cancel(): void;
  /** A request to the wallet on `chainId` (CAIP-2), in the current session. */
  request<T>(chainId: string, request: { method: string; params: unknown }): Promise<T>;
  /** Ends the session, on both sides when the relay can be reached. */
  disconnect(): Promise<void>;
  /** Called with the session when the wallet updates it, and `undefined` when it ends. */
  onChange(listener: (session: WalletConnectSession | undefined) => void): () => void;
}

const links = new Map<string, WalletConnectLink>();

/** The link of the widget instance whose storage prefix `settings` names (one per prefix). */
export function walletConnectLink(settings: WalletConnectSettings): WalletConnectLink {
  const key = `${settings.storagePrefix}\n${settings.projectId}\n${settings.relayUrl ?? ''}`;
  let link = links.get(key);
  if (!link) {
    link = createLink(settings);
    links.set(key, link);
  }
  return link;
}

function createLink(settings: WalletConnectSettings): WalletConnectLink {
  let session: WalletConnectSession | undefined;
  let cancelPending: (() => void) | undefined;
  const listeners = new Set<(session: WalletConnectSession | undefined) => void>();
  const tell = (next: WalletConnectSession | undefined) => {
    session = next;
    for (const listener of listeners) listener(next);
  };

  let loaded: Promise<WalletConnectClient> | undefined;
  const client = () => {
    loaded ??= import('./signClient').then(
      async ({ signClientFor }) => watch(await signClientFor(settings)),
      (error: unknown) => {
        loaded = undefined;
        throw new WalletConnectRelayError({ cause: error, details: 'the SDK could not load' });
      },
    );
    return loaded.catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  };

  function watch(c: WalletConnectClient): WalletConnectClient {
    const ended = ({ topic }: { topic: string }) => {
      if (topic === session?.topic) tell(undefined);
    };
    c.on('session_delete', ended);
    c.on('session_expire', ended);
    c.on('session_update', ({ topic, params }) => {
      if (session && topic === session.topic) tell({ ...session, namespaces: params.namespaces });
    });
    return c;
  }

  return {
    async restore() {
      if (session) return session;
      const c = await client();
      const now = Date.now() / 1000;
      const kept = c.session.getAll().filter((s) => s.expiry > now && s.acknowledged);
      const last = kept.at(-1);
      session = last && viewOf(last);
      return session;
    },
    async connect(namespaces, onUri) {
      const c = await client();
      const { uri, approval } = await import('./signClient').then(({ withTimeout }) =>
        withTimeout(c.connect({ optionalNamespaces: namespaces })),
      );
      if (!uri) throw new WalletConnectRelayError({ details: 'no pairing link' });
      const closed = new Promise<never>((_, reject) => {
        cancelPending = () => reject(new WalletConnectClosedError());
      });
      onUri(uri);
      try {
        const approved = viewOf(await Promise.race([approval(), closed]));
        tell(approved);
        return approved;
      } finally {
        cancelPending = undefined;
        onUri(undefined);
      }
    },
    cancel() {
      cancelPending?.();
    },
    async request<T>(chainId: string, request: { method: string; params: unknown }) {
      const c = await client();
      if (!session) throw new WalletConnectRelayError({ details: 'no session' });
      return c.request<T>({ topic: session.topic, chainId, request });
    },
    async disconnect() {
      const ending = session;
      if (!ending) return;
      tell(undefined);
      const c = await client();
      try {
        await c.disconnect({
          topic: ending.topic,
          reason: { code: 6000, message: 'User disconnected.' },
        });
      } catch {
        // The relay is out of reach: forgotten here; the wallet sees the session expire.
        await c.session.delete(ending.topic, { code: 6000, message: 'User disconnected.' });
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type SdkSession = ReturnType<WalletConnectClient['session']['getAll']>[number];

function viewOf(s: SdkSession): WalletConnectSession {
  return {
    topic: s.topic,
    namespaces: s.namespaces,
    peerName: s.peer.metadata.name,
    properties: s.sessionProperties,
  };
}
