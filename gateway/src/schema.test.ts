/**
 * The merge of the domains' resolvers (docs/ARCHITECTURE.md#conventions): every Query and Mutation field of the
 * schema has its resolver, and a type or field two domains both define is refused rather than silently replaced.
 */
import { describe, expect, it } from 'vitest';
import { buildSchema, mergeResolverMaps, mergeResolvers } from './schema.js';

describe('mergeResolvers', () => {
  it('resolves every Query and Mutation field of the schema', () => {
    const schema = buildSchema();
    const merged = mergeResolvers();
    const roots = { Query: schema.getQueryType(), Mutation: schema.getMutationType() };
    const missing = (['Query', 'Mutation'] as const).flatMap((type) =>
      Object.keys(roots[type]?.getFields() ?? {})
        .filter((field) => !(field in (merged[type] ?? {})))
        .map((field) => `${type}.${field}`),
    );
    expect(Object.keys(roots.Query?.getFields() ?? {}).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('refuses a type two domains both resolve', () => {
    const sessionResolvers = { employeeId: () => '1' };
    expect(() => mergeResolverMaps([{ Session: sessionResolvers }, { Session: sessionResolvers }])).toThrow(
      'Resolvers defined twice: Session',
    );
  });
});
