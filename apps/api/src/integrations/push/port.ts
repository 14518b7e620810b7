/** The push port (decision 020): a Web Push message to one browser subscription. web-push and the sandbox implement it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `gone`: the push service no longer knows the subscription (404/410): it is deleted and the reminder falls back. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; reason: string };

export interface PushPort {
  /** sends `payload` (JSON text, encrypted for the subscription by a real adapter) */
  send(target: PushTarget, payload: string): Promise<PushResult>;
}
