const REGISTRY = Symbol.for('cabinet.process-singletons');

type Scope = typeof globalThis & { [REGISTRY]?: Map<string, unknown> };

/**
 * The process's one object under `key`, made by `create` the first time any code asks. Every
 * process-wide object lives here (the database connection, the auth instance, the links between
 * the front server and the code Next bundles…): Next bundles the instrumentation hook, each route
 * and the front server apart, each with its own copy of every module, and its dev server evaluates
 * modules again on each edit, so a module-level variable would be one per copy. The registry is
 * the one slot on globalThis, found by every copy through the process-wide symbol registry.
 * A mutable value is held in an object, e.g. `processSingleton('x', () => ({ current: null }))`.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const scope = globalThis as Scope;
  scope[REGISTRY] ??= new Map();
  const registry = scope[REGISTRY];
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as T;
}
