/**
 * The subscriptions of schema/live.graphql (docs/live-updates.md): each picks its events from the
 * process's LiveHub. They run only over the graphql-ws socket (live/sockets.ts), whose context
 * carries `live`: the signed-in employee of the socket and the hub.
 */
import { GraphQLError } from 'graphql';
import type { GatewayContext, LiveContext } from '../context.js';
import type { OrderChange, Resolvers, SubscriptionResolvers } from '../generated/resolvers-types.js';
import type { LiveEvent } from './stream.js';

/** The socket's live context; a subscription sent over HTTP is refused (BAD_REQUEST). */
function liveOf(context: GatewayContext): LiveContext {
  if (!context.live) {
    throw new GraphQLError('Subscriptions are served over WebSocket at /graphql (the graphql-ws protocol), not over HTTP.', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  return context.live;
}

/** An order event as the SDL's OrderChange; undefined for any other event (or another order, when `id` is given). */
function orderChange(event: LiveEvent, id?: string): OrderChange | undefined {
  if (event.type !== 'order' || (id !== undefined && String(event.id) !== id)) return undefined;
  return { id: String(event.id), kind: event.kind, version: event.version, editedBy: event.editedBy, editedAt: event.at };
}

export const Subscription: SubscriptionResolvers = {
  ordersChanged: {
    subscribe: (_p, _a, context) => liveOf(context).hub.iterate((event) => orderChange(event)),
    resolve: (change: OrderChange) => change,
  },
  orderChanged: {
    subscribe: (_p, { id }, context) => liveOf(context).hub.iterate((event) => orderChange(event, id)),
    resolve: (change: OrderChange) => change,
  },
  complianceAlertsChanged: {
    subscribe: (_p, _a, context) => {
      const live = liveOf(context);
      if (!live.administrator) {
        throw new GraphQLError('Administrators only: compliance alerts are for administrators.', { extensions: { code: 'FORBIDDEN' } });
      }
      return live.hub.iterate((event) => (event.type === 'alert' ? { id: String(event.id) } : undefined));
    },
    resolve: (change: { id: string }) => change,
  },
};

/** This domain's resolvers, merged with the others' in schema.ts. */
export const resolvers: Resolvers = { Subscription };
