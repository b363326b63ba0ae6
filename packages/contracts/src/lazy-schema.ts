/**
 * Properties Fastify reads of each route schema when it registers and compiles the route (a
 * fluent-schema builder's marks, a JSON schema's per-media-type `content`), none of which a
 * zod schema has.
 */
const FASTIFY_PROBES = new Set<PropertyKey>([
  'isFluentSchema',
  Symbol.for('fluent-schema-object'),
  'content',
]);
/** The prototype a lazy schema reports until it is built (a class instance's, not a plain object's). */
const UNBUILT_PROTOTYPE: object = Object.freeze(Object.create(null) as object);

/**
 * A schema built the first time something reads it, rather than when its module loads
 * (docs/performance.md, "Lighthouse", "Third round").
 *
 * zod 4 does real work in each constructor (traits, checks, a clone per `.optional()`,
 * `.refine()`, `.extend()`), and a bundler runs every statement of a module that a page
 * imports: the home page's `mentors.ts` alone built about 70 schemas before the first paint,
 * 236–400 ms of main thread at Lighthouse's 4× CPU slowdown, though the page parses three of
 * them. Wrapped in `lazySchema`, a module's schemas cost nothing at import and each is built
 * once, at its first use (a `parse`, a `.extend()`, a place in another schema's shape).
 *
 * The value is a `Proxy` standing in for the schema built by `build`: every read, `in`,
 * `Object.keys` and `instanceof` is answered by the built schema (a prototype look-up too, once
 * it is built; the few properties Fastify probes at route registration never build it), so its
 * type and its use are the schema's own (`z.infer<typeof X>`, `X.parse`, `X.shape`,
 * `X.extend(…)`, `z.array(X)`, zod resolvers and Fastify's type provider). Own properties are
 * reported as configurable (a `Proxy` may not report a non-configurable property its empty
 * target lacks). `build` must be pure: it runs once, whenever the first use happens; an
 * error it throws is thrown by that use and by every later one.
 *
 * @param build returns the schema; may use other lazy schemas
 * @returns a stand-in with the schema's type
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  return new Proxy({} as T, {
    // What Fastify asks of every route's schemas when it registers the route (is it a
    // fluent-schema builder? a class instance? does it list media types?) is answered without
    // building: a zod schema is never the first and third, always the second. Until built, the
    // prototype is a stand-in (not `Object.prototype`); zod's `instanceof` reads `_zod`, which
    // builds.
    get: (_target, key) =>
      !schema && FASTIFY_PROBES.has(key) ? undefined : Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => (schema ? Reflect.getPrototypeOf(schema) : UNBUILT_PROTOTYPE),
  });
}
