/**
 * The executable schema: the SDL of schema/*.graphql with every domain's resolvers merged.
 */
import { loadTypeDefs } from '@agency/schema';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import * as auth from './auth/resolvers.js';
import * as beneficiaries from './beneficiaries/resolvers.js';
import * as clients from './clients/resolvers.js';
import * as compliance from './compliance/resolvers.js';
import * as configuration from './configuration/resolvers.js';
import * as consortiums from './consortiums/resolvers.js';
import * as employees from './employees/resolvers.js';
import * as investments from './investments/resolvers.js';
import * as lists from './lists/resolvers.js';
import * as orders from './orders/resolvers.js';
import type { Resolvers } from './generated/resolvers-types.js';
import { scalarResolvers } from './scalars.js';

const domains = [auth, configuration, employees, clients, beneficiaries, orders, lists, investments, consortiums, compliance] as const;

/** Merges the Query, Mutation and type resolvers of every domain into one map. */
export function mergeResolvers(): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const domain of domains) {
    for (const [typeName, fields] of Object.entries(domain)) {
      if (typeof fields !== 'object' || fields === null) continue;
      if (!/^[A-Z]/.test(typeName)) continue;
      merged[typeName] = { ...(merged[typeName] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return { ...merged, ...scalarResolvers } as Resolvers;
}

/** Builds the executable schema. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: mergeResolvers() });
}
