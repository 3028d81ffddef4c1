/**
 * The fields a client wrote into a record (create and update bodies, the status an archive sets).
 * Views attach them to the objects they return under a symbol, which JSON never carries: the
 * `minimal` shape keeps these fields beside the required ones.
 */
export const WRITTEN_FIELDS: unique symbol = Symbol('sitesync.emulator.writtenFields');

export function markWritten<T extends object>(view: T, fields: Iterable<string>): T {
  Object.defineProperty(view, WRITTEN_FIELDS, { value: new Set(fields), enumerable: false });
  return view;
}

export function writtenFieldsOf(value: object): ReadonlySet<string> | undefined {
  return (value as { [WRITTEN_FIELDS]?: ReadonlySet<string> })[WRITTEN_FIELDS];
}
