/**
 * The attempts of the requests one piece of work sent, as the request log records them: the same
 * entries the write tally is fed (src/apply/write-tally.ts), so that what a report says of one
 * write agrees with what the tally says of it. The client (client.ts) notes every attempt it logs;
 * `watchAttempts` collects those the work it runs sends. The attempts are matched to the work by
 * its asynchronous context (AsyncLocalStorage): the transport's queues (p-limit, the pacer,
 * p-retry) keep it, so a write's attempts are its own even among parallel writes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestLogEntry } from './request-log.js';

const watching = new AsyncLocalStorage<RequestLogEntry[]>();

/** The client's request hook: files the attempt with the work that sent it, if any is watched. */
export function noteAttempt(entry: RequestLogEntry): void {
  watching.getStore()?.push(entry);
}

/**
 * Runs `work`; `attempts` receives every attempt of every request it sends through a client made
 * by `createPlatformClient` with transport options (a client given a transport of the caller's
 * notes nothing: `attempts` stays empty).
 */
export function watchAttempts<T>(attempts: RequestLogEntry[], work: () => Promise<T>): Promise<T> {
  return watching.run(attempts, work);
}
