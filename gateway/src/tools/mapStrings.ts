/**
 * Every string of a JSON value (a request body, a result) replaced by `change(text, path)`, the rest as
 * it is. The personal-data stage shields a body's strings with it, the failover core restores a result's.
 */
export type StringPath = (string | number)[];

export function mapStrings(value: unknown, change: (text: string, path: StringPath) => string, path: StringPath = []): unknown {
  if (typeof value === 'string') return change(value, path);
  if (Array.isArray(value)) return value.map((entry, index) => mapStrings(entry, change, [...path, index]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapStrings(entry, change, [...path, key])]));
  return value;
}
