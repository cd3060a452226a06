import type { Redis } from 'ioredis';

/**
 * A note to every instance of the server (itself included), such as "forget what you cached of
 * this user". In one process it is a function call; with Redis it crosses instances.
 */
export interface Broadcast {
  publish(message: string): void;
  /** Only one listener: the module that owns the channel. */
  listen(listener: (message: string) => void): void;
  /** Resolves once notes from other instances arrive (Redis: subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryBroadcast(): Broadcast {
  let listener: (message: string) => void = () => {};
  return {
    publish: (message) => listener(message),
    listen: (next) => {
      listener = next;
    },
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * Through a Redis channel. Publishing is fire-and-forget: a lost note costs at most the few
 * seconds the receiving cache keeps an entry anyway.
 */
export function createRedisBroadcast(redis: Redis, channel: string, onError: (error: Error) => void): Broadcast {
  let listener: (message: string) => void = () => {};
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) listener(message);
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => {},
    (error: Error) => onError(error),
  );
  return {
    publish(message) {
      // Also delivered back to this instance, which is what a local caller wants.
      void subscribed.then(() => redis.publish(channel, message)).catch(onError);
    },
    listen: (next) => {
      listener = next;
    },
    ready: () => subscribed,
    close: async () => {
      subscriber.disconnect();
    },
  };
}
