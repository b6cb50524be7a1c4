/**
 * Registers an operator route from core's endpoint tables (operatorApi, moneyApi, membersApi,
 * supportApi): the table owns its path, method, right and summary; the route adds its schema
 * and handler. One owner per fact: the console calls the same entry.
 */
import type { OperatorEndpoint } from '@nocturne/core';
import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { ADMIN_PREFIX_PATH } from './prefix.ts';

/** What the server reads of an endpoint (its request and answer types are the console's). */
type EndpointEntry = Pick<OperatorEndpoint<unknown, unknown>, 'path' | 'method' | 'right' | 'summary'>;

/** The endpoint's path inside the /admin scope. */
export const scopePath = (endpoint: EndpointEntry): string => endpoint.path.slice(ADMIN_PREFIX_PATH.length);

export function registerEndpoint<Route extends RouteGenericInterface>(
  scope: FastifyInstance,
  endpoint: EndpointEntry,
  schema: Omit<FastifySchema, 'summary'>,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
): void {
  scope.route<Route>({
    method: endpoint.method,
    url: scopePath(endpoint),
    schema: { summary: endpoint.summary, ...schema },
    config: { right: endpoint.right },
    handler,
  });
}
