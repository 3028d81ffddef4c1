import { authResource } from './resources/auth.js';
import { catalogResources } from './resources/catalog.js';
import { sitesResource } from './resources/sites.js';
import { noteAttempt } from './attempt-watch.js';
import { createTransport, type Transport, type TransportOptions } from './transport.js';

/** The typed client of the platform: every route of the contract, over one transport. */
export type PlatformClient = ReturnType<typeof buildClient>;

function buildClient(transport: Transport) {
  return {
    transport,
    auth: authResource(transport),
    ...catalogResources(transport),
    sites: sitesResource(transport),
  };
}

export function createPlatformClient(options: TransportOptions | { transport: Transport }): PlatformClient {
  if ('transport' in options) return buildClient(options.transport);
  // Every attempt is also filed with the work that sent it (attempt-watch.ts: a report on one write).
  const { onRequest } = options;
  return buildClient(
    createTransport({
      ...options,
      onRequest: (entry) => {
        noteAttempt(entry);
        onRequest?.(entry);
      },
    }),
  );
}
