/**
 * Registers an operator route from core's endpoint tables (operatorApi, contentApi, moneyApi,
 * membersApi, supportApi), as member calls do with http/route.ts: the table owns the path,
 * method, right and summary; the route adds its schema and handler. The console calls the
 * same entry. The path is registered less the prefix of its scope (`/admin`, or none), so the
 * table's path is the one served wherever the route is registered.
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

/** Where the operator API lives; every path of core's operator tables starts with it. */
export const ADMIN_PREFIX = '/admin';

/**
 * What the server reads of an endpoint (its request and answer types are the console's). A
 * route outside the tables (the metrics, the site's config, the ads) takes its summary from
 * openapiGenerator/summaries.ts.
 */
export type OperatorEntry = Pick<OperatorEndpoint<unknown, unknown>, 'path' | 'method' | 'right'> & { summary?: string | undefined };

/**
 * docs/openapi.json lists the tag of these routes (the operators' own, the dashboard, the
 * site's prices and images) right after their summary, and of the rest after their answers,
 * where the generator adds it: kept so that the document stays as it is.
 */
export const TAG_FIRST = { tags: ['operators'] };

export function operatorRoute<Route extends RouteGenericInterface = RouteGenericInterface>(
  scope: FastifyInstance,
  endpoint: OperatorEntry,
  schema: Omit<FastifySchema, 'summary'>,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
): void {
  if (!endpoint.path.startsWith(`${scope.prefix}/`)) throw new Error(`${endpoint.path}: not a path of the ${scope.prefix} scope`);
  scope.route<Route>({
    method: endpoint.method,
    url: endpoint.path.slice(scope.prefix.length),
    schema: endpoint.summary === undefined ? schema : { summary: endpoint.summary, ...schema },
    config: { right: endpoint.right },
    handler,
  });
}
