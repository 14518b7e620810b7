/**
 * This browser's side of the due-date reminders: whether it can show pushed notifications, its permission, and its
 * push subscription with the service worker's registration (the production build registers the worker; no worker,
 * no push).
 */
/** The browser could not subscribe (its push service did not answer, or it refused): the section says so in the reader's language. */
export class PushSubscribeError extends Error {
  constructor() {
    super('push subscription failed');
    this.name = 'PushSubscribeError';
  }
}

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** How long a first visit waits for the app to register its worker (after the page's load; never in `vite dev`). */
const REGISTRATION_WAIT_MS = 5000;
const POLL_MS = 250;

/** The worker's registration once its worker is active (one still installing cannot take a subscription). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  for (let waited = 0; waited <= REGISTRATION_WAIT_MS; waited += POLL_MS) {
    const registered = await navigator.serviceWorker.getRegistration();
    if (registered) return registered.active ? registered : navigator.serviceWorker.ready;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

export interface PushDevice {
  support: PushSupport;
  /** the endpoint of this browser's subscription, when it has one */
  endpoint: string | null;
}

export async function pushDevice(): Promise<PushDevice> {
  const reg = await registration();
  if (!reg) return { support: 'unsupported', endpoint: null };
  const subscription = await reg.pushManager.getSubscription();
  return { support: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

/** Asks for the permission when not yet given, then subscribes with the server's VAPID key; null when she refuses. */
export async function subscribeThisDevice(
  applicationServerKey: string,
): Promise<PushSubscriptionJSON | null> {
  const reg = await registration();
  if (!reg) return null;
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return null;
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }).catch(() => {
      // the browser's own reason is English and technical (no push service reachable, …)
      throw new PushSubscribeError();
    }));
  return subscription.toJSON();
}

/** Ends this browser's subscription; answers its endpoint (for the server to forget), or null when it had none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
