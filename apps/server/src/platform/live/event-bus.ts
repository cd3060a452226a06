import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** A message for one user, delivered to every connection that user has open on any instance. */
export interface UserEvent {
  userId: string;
  event: string;
  data: unknown;
}

export interface EventBus {
  publish(events: UserEvent[]): Promise<void>;
  /** Calls `listener` for each event of `userId`; returns the function that stops it. */
  subscribe(userId: string, listener: (event: UserEvent) => void): () => void;
  close(): Promise<void>;
}

/** Fan-out to the connections of this process. */
function localFanOut() {
  const emitter = new EventEmitter();
  // Every open tab is one listener; a busy school has thousands.
  emitter.setMaxListeners(0);
  return {
    deliver: (event: UserEvent) => {
      emitter.emit(event.userId, event);
    },
    subscribe(userId: string, listener: (event: UserEvent) => void) {
      emitter.on(userId, listener);
      return () => {
        emitter.off(userId, listener);
      };
    },
  };
}

/** One process: events go straight to its own connections. */
export function createMemoryEventBus(): EventBus {
  const local = localFanOut();
  return {
    async publish(events) {
      for (const event of events) local.deliver(event);
    },
    subscribe: local.subscribe,
    close: async () => {},
  };
}

const CHANNEL = 'kaksha:user-events';

/**
 * Several instances: every event goes through one Redis channel, and each instance hands the
 * events to the connections it holds, so a user is reached wherever they are connected.
 */
export function createRedisEventBus(publisher: Redis, onError: (error: Error) => void): EventBus {
  const local = localFanOut();
  const subscriber = publisher.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      local.deliver(JSON.parse(raw) as UserEvent);
    } catch (error) {
      onError(error as Error);
    }
  });
  const ready = subscriber.subscribe(CHANNEL);
  return {
    async publish(events) {
      await ready;
      for (const event of events) await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    close: async () => {
      subscriber.disconnect();
    },
  };
}
