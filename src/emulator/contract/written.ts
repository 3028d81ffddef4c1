/**
 * The fields a client wrote into a record (create and update bodies, the status an archive sets).
 * Views attach them to the objects they return under a symbol, which JSON never carries: the
 * `minimal` shape keeps these fields beside the required ones.
 */
export const WRITTEN_FIELDS: unique symbol = Symbol('sitesync.emulator.writtenFields');

/**
 * Attaches `fields` as given (no copy: every list item passes here, and only the `minimal` shape
 * reads them); the caller does not change the array afterwards.
 */
export function markWritten<T extends object>(view: T, fields: readonly string[]): T {
  Object.defineProperty(view, WRITTEN_FIELDS, { value: fields, enumerable: false });
  return view;
}

export function writtenFieldsOf(value: object): ReadonlySet<string> | undefined {
  const fields = (value as { [WRITTEN_FIELDS]?: readonly string[] })[WRITTEN_FIELDS];
  return fields === undefined ? undefined : new Set(fields);
}
