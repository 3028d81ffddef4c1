/**
 * Ajv options for the schemas sitesync ships (schemas/sitesync.schema.json,
 * schemas/catalog.schema.json): every error, with the failing data (`verbose`, for messages).
 *
 * `validateSchema: false`: Ajv would otherwise compile the draft 2020-12 meta-schema on every run
 * to check our own schema before compiling it — ~150 ms of each command's start-up (profiled on a
 * no-op plan). The schemas are files of this repository: test/unit/shared/shipped-schema-options.test.ts
 * checks them against the meta-schema instead, once, in CI.
 */
export const SHIPPED_SCHEMA_OPTIONS = { allErrors: true, verbose: true, validateSchema: false } as const;
