import {
  createNotificationTicket,
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_PATH,
  type NotificationDto,
} from '@kaksha/contracts/notifications';
import { call } from '../../lib/api-client.ts';

/** Waits between attempts: 1 s, 2 s, 4 s ... up to 30 s, so a restarting server is not hammered. */
export const reconnectDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

export interface LiveStreamHandlers {
  onNotification?: (notification: NotificationDto) => void;
  /** Called on every (re)connection: whatever came while disconnected should be read again. */
  onConnected: () => void;
  /** Other events of the stream by name (e.g. an attempt's new end), with their parsed data. */
  events?: Record<string, (data: unknown) => void>;
}

/**
 * Opens the live notification stream and keeps it open. EventSource sends no headers, so each
 * connection first asks for a single-use ticket; as a used ticket cannot reconnect by itself, the
 * browser's own retry is replaced by a new ticket after a pause. Returns a function that stops it.
 */
export function openLiveStream({ onNotification, onConnected, events = {} }: LiveStreamHandlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    timer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
  };

  async function connect() {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = (await call(createNotificationTicket)).ticket;
    } catch {
      return retry();
    }
    if (stopped) return;
    source = new EventSource(`${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
    source.onopen = () => {
      attempt = 0;
      onConnected();
    };
    const handlers: Record<string, (data: unknown) => void> = {
      ...events,
      ...(onNotification ? { [NOTIFICATION_EVENT]: (data) => onNotification(data as NotificationDto) } : {}),
    };
    for (const [name, handle] of Object.entries(handlers))
      source.addEventListener(name, (event) => {
        try {
          handle(JSON.parse((event as MessageEvent<string>).data));
        } catch {
          // A malformed event is skipped; what it told is read again on the next connection.
        }
      });
    source.onerror = retry;
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
