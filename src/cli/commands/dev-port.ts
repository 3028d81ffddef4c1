/** The port `sitesync dev` serves its preview on unless `--port` says otherwise (here, not in dev.ts, so that the command tree need not load dev). */
export const DEFAULT_DEV_PORT = 4020;
