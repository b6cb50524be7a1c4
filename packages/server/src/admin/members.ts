/** Operator members: finding a member, and the member's view (suspension: suspension.ts). */
import { MEMBER_SEARCH_MAX, membersApi, type MemberSearchQuery } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { s } from '../http/schema.ts';
import { searchMembers } from '../members/memberSearch.ts';
import { memberAccount } from '../money/memberAccount.ts';
import { operatorRoute } from '../operators/route.ts';
import { codeParams, type CodeParams } from '../operators/params.ts';
import { idCursorOf, limitOf, pageOf, pageProperties } from './paging.ts';
import { ok } from '../http/envelope.ts';

export function registerMembersAdmin(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute<{ Querystring: MemberSearchQuery }>(
    scope,
    membersApi.search,
    {
      querystring: {
        type: 'object',
        properties: { ...pageProperties, q: s.string({ maxLength: MEMBER_SEARCH_MAX }).json },
        additionalProperties: false,
      },
    },
    async (request) => {
      // No term: the newest members, what the page opens on.
      const q = request.query.q?.trim() || null;
      const limit = limitOf(request.query);
      const page = pageOf(await searchMembers(deps.db, q, idCursorOf(request.query), limit + 1, deps.now()), limit, (row) => String(row.id));
      return ok({ ...page, items: page.items.map(({ id: _id, ...member }) => member) });
    },
  );

  operatorRoute<{ Params: CodeParams }>(scope, membersApi.member, { params: codeParams }, async (request) => ok(await memberAccount(deps, request.params.code)));
}
