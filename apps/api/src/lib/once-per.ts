/**
 * `make(key)` computed once per key object and kept while the key lives (a WeakMap, so a
 * closed database handle or an expired session takes its value with it): a statement
 * prepared per database handle, an answer built once per session context.
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
