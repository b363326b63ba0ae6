import { zodResolver } from '@hookform/resolvers/zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Zod from 'zod';

/** Calls of zod's schema builders (`z.object`, `z.enum`, `z.string`, …) since the last reset. */
const built = vi.hoisted(() => ({ calls: 0 }));

vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof Zod>();
  const z = new Proxy(actual.z, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      // Builders only (`z.object`, `z.enum`…), not the classes (`z.ZodObject`) instanceof needs.
      if (typeof value !== 'function' || typeof key !== 'string' || !/^[a-z]/.test(key))
        return value;
      return (...args: unknown[]) => {
        built.calls += 1;
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...actual, z };
});

beforeEach(() => {
  vi.resetModules();
  built.calls = 0;
});

describe('schemas built on first use (docs/performance.md "Lighthouse", third round)', () => {
  it('importing the contracts of the public pages builds no schema', async () => {
    await import('./session.ts');
    await import('./errors.ts');
    await import('./mentors.ts');
    await import('./onboarding-options.ts');
    await import('./circles.ts');
    await import('./reviews.ts');
    await import('./booking-policy.ts');
    await import('./analytics.ts');
    await import('./resources.ts');
    await import('./contact.ts');
    await import('./account.ts');
    expect(built.calls).toBe(0);
  });

  it('builds a schema once, at its first use, and it parses as before', async () => {
    const { PublicMentorList, MentorCard } = await import('./mentors.ts');
    const { PublicMentor } = await import('./mentor-directory.ts');
    expect(built.calls).toBe(0);
    const list = { items: [], languages: ['en'], page: 1, pageSize: 12, total: 0 };
    expect(PublicMentorList.parse(list)).toEqual(list);
    const afterFirst = built.calls;
    expect(afterFirst).toBeGreaterThan(0);
    expect(PublicMentorList.safeParse({ ...list, page: 'one' }).success).toBe(false);
    expect(built.calls).toBe(afterFirst);
    expect(MentorCard.shape.skills.element.options).toContain('ux_design');
    // A schema built from another one (`.extend`) shares its fields.
    expect(Object.keys(PublicMentor.shape)).toEqual(expect.arrayContaining(['id', 'about']));
  });

  it('stands in for the schema wherever zod, a resolver or a type check looks', async () => {
    const { z } = await import('zod');
    const { lazySchema } = await import('./lazy-schema.ts');
    const build = vi.fn(() => z.object({ name: z.string().min(1) }));
    const Named = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(Named instanceof z.ZodObject).toBe(true);
    expect('_zod' in Named).toBe(true);
    expect(Object.keys(Named)).toEqual(Object.keys(build.mock.results[0]?.value as object));
    expect(z.array(Named).parse([{ name: 'Ada' }])).toEqual([{ name: 'Ada' }]);
    expect(Named.extend({ age: z.number() }).safeParse({ name: 'Ada' }).success).toBe(false);
    expect(Named.optional().parse(undefined)).toBeUndefined();
    const resolved = await zodResolver(Named)({ name: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(resolved.errors.name?.type).toBe('too_small');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers what Fastify probes at route registration without building', async () => {
    const { z } = await import('zod');
    const { lazySchema } = await import('./lazy-schema.ts');
    const build = vi.fn(() => z.object({ name: z.string() }));
    const Named = lazySchema(build) as unknown as Record<PropertyKey, unknown>;
    // fastify/lib/schemas.js and validation.js: fluent-schema marks, a class instance's
    // prototype (not a plain JSON schema), a media-type map.
    expect(Named.isFluentSchema).toBeUndefined();
    expect(Named[Symbol.for('fluent-schema-object')]).toBeUndefined();
    expect(Named.content).toBeUndefined();
    expect(Object.getPrototypeOf(Named)).not.toBe(Object.prototype);
    expect(build).not.toHaveBeenCalled();
    // Once built, the prototype is the schema's own.
    expect(Named instanceof z.ZodObject).toBe(true);
    expect(Object.getPrototypeOf(Named)).toBe(Object.getPrototypeOf(build.mock.results[0]?.value));
  });
});
