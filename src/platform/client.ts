import { authResource } from './resources/auth.js';
import { catalogResources } from './resources/catalog.js';
import { sitesResource } from './resources/sites.js';
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
  return buildClient('transport' in options ? options.transport : createTransport(options));
}
