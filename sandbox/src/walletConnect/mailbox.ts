/**
 * The relay's store: every published message stays on its topic until its `ttl` runs out, so a
 * client that subscribes later (the wallet scanning a pairing URI after the proposal was sent,
 * the dapp subscribing to the session topic after the wallet settled it) or that was offline
 * still gets it. A client that acknowledged a message, or published it, is not sent it again.
 */
export interface StoredMessage {
  topic: string;
  message: string;
  /** Milliseconds since the epoch, as the relay reports it to subscribers. */
  publishedAt: number;
  expiresAt: number;
  attestation?: string;
  /** The client id (`did:key`) that published it. */
  publisher: string;
  /** Client ids that acknowledged it. */
  received: Set<string>;
}

/** Keeps a forgotten topic from growing without bound; the oldest message goes first. */
const MAX_PER_TOPIC = 1_000;

export class Mailbox {
  private readonly topics = new Map<string, StoredMessage[]>();

  add(message: StoredMessage): void {
    const list = this.topics.get(message.topic) ?? [];
    list.push(message);
    if (list.length > MAX_PER_TOPIC) list.shift();
    this.topics.set(message.topic, list);
  }

  /** What `clientId` has not yet acknowledged on `topic`, oldest first. */
  pendingFor(topic: string, clientId: string, now: number): StoredMessage[] {
    return (this.topics.get(topic) ?? []).filter(
      (m) => m.expiresAt > now && m.publisher !== clientId && !m.received.has(clientId),
    );
  }

  /** Forgets what has expired. */
  prune(now: number): void {
    for (const [topic, list] of this.topics) {
      const live = list.filter((m) => m.expiresAt > now);
      if (live.length === 0) this.topics.delete(topic);
      else if (live.length !== list.length) this.topics.set(topic, live);
    }
  }
}
