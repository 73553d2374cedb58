import type { FastifyInstance } from 'fastify';
import {
  GraphQLScalarType,
  Kind,
  buildSchema,
  isObjectType,
  valueFromASTUntyped,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { loadSchemaSdl, type GraphqlService } from '../../services/graphql/schema/load.ts';
import type { Caller } from '../auth.ts';
import { GRAPHQL_CODES, graphqlError } from './errors.ts';
import type { SimulatorContext } from '../context.ts';

/** Who calls: a session (visitor or guest), or nobody (the feed service's visitor without a token). */
export type GraphqlCaller = Exclude<Caller, { kind: 'invalid' }> | { kind: 'visitor' };

/**
 * What every resolver gets as its context: who calls, and the simulator. A type, not an
 * interface: graphql-http takes a context only with an index signature, which a type has.
 */
export type GraphqlContext = {
  ctx: SimulatorContext;
  caller: GraphqlCaller;
  service: GraphqlService;
};

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext, Record<string, unknown>>;
/** A subscription field: `subscribe` yields events, `resolve` (optional) maps each to the field. */
interface SubscriptionField {
  subscribe: (
    source: unknown,
    args: Record<string, unknown>,
    context: GraphqlContext,
  ) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>;
  resolve?: Resolver;
}

/** A feature's resolvers by type and field: `{ Query: { benefits }, Mutation: { … } }`. */
export type Resolvers = {
  Subscription?: Record<string, SubscriptionField>;
} & Record<string, Record<string, Resolver | SubscriptionField> | undefined>;

interface Registry {
  resolvers: Map<GraphqlService, Resolvers[]>;
  schemas: Map<GraphqlService, GraphQLSchema>;
}

declare module 'fastify' {
  interface FastifyInstance {
    graphqlRegistry?: Registry;
  }
}

function registryOf(app: FastifyInstance): Registry {
  if (!app.graphqlRegistry)
    app.decorate('graphqlRegistry', { resolvers: new Map(), schemas: new Map() });
  return app.graphqlRegistry as Registry;
}

/**
 * A feature adds the resolvers of its SDL file (`services/graphql/schema/<service>/<feature>.graphql`)
 * to a service; any order, before or after `registerGraphql`. A field resolved twice is a bug and
 * throws when the schema is built.
 *
 * @example
 * registerResolvers(app, 'query', { Query: { benefits: (_, __, { caller }) => … } });
 */
export function registerResolvers(
  app: FastifyInstance,
  service: GraphqlService,
  resolvers: Resolvers,
): void {
  const registry = registryOf(app);
  registry.resolvers.set(service, [...(registry.resolvers.get(service) ?? []), resolvers]);
  registry.schemas.delete(service);
}

/** The JSON scalar: a whole payload, any shape, as it is. */
const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) =>
    ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast, variables),
});

/** The service's executable schema: its SDL with every registered resolver attached (cached). */
export function schemaOf(app: FastifyInstance, service: GraphqlService): GraphQLSchema {
  const registry = registryOf(app);
  const cached = registry.schemas.get(service);
  if (cached) return cached;
  const schema = buildSchema(loadSchemaSdl(service));
  const json = schema.getType('JSON');
  if (json instanceof GraphQLScalarType) Object.assign(json, jsonScalar.toConfig());
  const base: Resolvers = {
    Query: { ping: () => true },
    Mutation: { ping: () => true },
  };
  for (const resolvers of [base, ...(registry.resolvers.get(service) ?? [])]) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type))
        throw new Error(`graphql ${service}: no object type ${typeName} in the SDL`);
      for (const [fieldName, resolver] of Object.entries(fields ?? {})) {
        const field = type.getFields()[fieldName];
        if (!field) throw new Error(`graphql ${service}: no field ${typeName}.${fieldName}`);
        if (field.resolve || field.subscribe)
          throw new Error(`graphql ${service}: ${typeName}.${fieldName} is resolved twice`);
        if (typeof resolver === 'function') field.resolve = resolver;
        else {
          field.subscribe = resolver.subscribe as never;
          field.resolve = resolver.resolve ?? ((event: unknown) => event);
        }
      }
    }
  }
  registry.schemas.set(service, schema);
  return schema;
}

/** The logged-in guest a resolver acts for, or the `unauthorized` error the client reads. */
export function requireGuest(context: GraphqlContext) {
  const { caller } = context;
  if (caller.kind !== 'guest') throw graphqlError(GRAPHQL_CODES.unauthorized, 'Not logged in');
  return caller.account;
}
