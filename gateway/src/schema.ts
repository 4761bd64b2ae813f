/**
 * The executable schema: the SDL of schema/*.graphql with every domain's resolvers merged.
 */
import { loadTypeDefs } from '@agency/schema';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import * as audit from './audit/resolvers.js';
import * as auth from './auth/resolvers.js';
import * as beneficiaries from './beneficiaries/resolvers.js';
import * as clients from './clients/resolvers.js';
import * as compliance from './compliance/resolvers.js';
import * as configuration from './configuration/resolvers.js';
import * as consortiums from './consortiums/resolvers.js';
import * as employees from './employees/resolvers.js';
import * as imports from './import/resolvers.js';
import * as investments from './investments/resolvers.js';
import * as lists from './lists/resolvers.js';
import * as live from './live/resolvers.js';
import * as orders from './orders/resolvers.js';
import type { Resolvers } from './generated/resolvers-types.js';
import { scalarResolvers } from './scalars.js';

const domains: readonly Resolvers[] = [
  auth.resolvers,
  configuration.resolvers,
  employees.resolvers,
  clients.resolvers,
  beneficiaries.resolvers,
  orders.resolvers,
  lists.resolvers,
  investments.resolvers,
  consortiums.resolvers,
  compliance.resolvers,
  audit.resolvers,
  live.resolvers,
  imports.resolvers,
];

/**
 * Merges resolver maps: Query and Mutation field by field (every domain adds its own), every other type
 * whole (each belongs to one domain). @throws Error when two maps resolve the same type, or the same
 * Query or Mutation field, so one domain never silently replaces another's.
 */
export function mergeResolverMaps(maps: readonly Resolvers[]): Resolvers {
  let merged: Resolvers = {};
  for (const { Query, Mutation, ...types } of maps) {
    const clash = [
      ...Object.keys(types).filter((name) => name in merged),
      ...Object.keys(Query ?? {}).filter((field) => field in (merged.Query ?? {})),
      ...Object.keys(Mutation ?? {}).filter((field) => field in (merged.Mutation ?? {})),
    ];
    if (clash.length > 0) throw new Error(`Resolvers defined twice: ${clash.join(', ')}`);
    merged = { ...merged, ...types, Query: { ...merged.Query, ...Query }, Mutation: { ...merged.Mutation, ...Mutation } };
  }
  return merged;
}

/** Every domain's Query, Mutation and type resolvers, and the scalars, in one map. */
export function mergeResolvers(): Resolvers {
  return mergeResolverMaps([...domains, scalarResolvers]);
}

/** Builds the executable schema. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: mergeResolvers() });
}
