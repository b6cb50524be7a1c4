/**
 * The operators' own calls (core's `operatorApi`): signing in and out, TOTP enrolment, and
 * managing operators (owners). Signing in is the one operator call without the guard; it
 * still refuses a browser page of another site (login CSRF).
 */
import { OPERATOR_PASSWORD_MAX, OPERATOR_ROLES, operatorApi, type NewOperator, type OwnPasswordChange, type OperatorChange, type OperatorEndpoint, type OperatorLogin } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps, RouteModule } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { LoginLimits } from '../members/loginLimits.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { changeOf } from '../http/schema.ts';
import { keepDeviceKey, presentedDeviceKey } from '../members/deviceCookie.ts';
import { listOperators, operatorById } from './accounts.ts';
import { changeRecorded, noteChange } from './auditHook.ts';
import { clearSessionCookie, setSessionCookie } from './cookie.ts';
import { accessOf, crossSiteRefused, sameOrigin, signInRequired } from './guard.ts';
import { addOperator, changeOperator, changeOwnPassword } from './management.ts';
import { guardOperatorScope } from './scope.ts';
import { endOperatorSessions, endSession } from './sessions.ts';
import { confirmTotpEnrolment, sessionView, signIn, startTotpEnrolment } from './signIn.ts';

const NAME = { type: 'string', minLength: 1, maxLength: 64 } as const;
const PASSWORD = { type: 'string', minLength: 1, maxLength: OPERATOR_PASSWORD_MAX } as const;
const CODE = { type: 'string', maxLength: 12 } as const;
const ROLE = { enum: [...OPERATOR_ROLES] } as const;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } }, required: ['id'] } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call of the table
const options = (endpoint: OperatorEndpoint<any, any>, schema: Record<string, unknown> = {}) => ({
  schema: { summary: endpoint.summary, tags: ['operators'], ...schema },
  config: { right: endpoint.right },
});

function sessionOf(request: Parameters<typeof accessOf>[0]) {
  const access = accessOf(request);
  if (access.sessionHash === null || access.actor.operatorId === null) throw signInRequired();
  return { operatorId: access.actor.operatorId, sessionHash: access.sessionHash };
}

function registerSignedIn(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  scope.get(operatorApi.session.path, options(operatorApi.session), async (request) => ok(sessionView(await operatorById(db, sessionOf(request).operatorId))));

  scope.delete(operatorApi.signOut.path, options(operatorApi.signOut), async (request, reply) => {
    await endSession(db, sessionOf(request).sessionHash, deps.now());
    clearSessionCookie(request, reply);
    return ok(null);
  });

  scope.delete(operatorApi.signOutEverywhere.path, options(operatorApi.signOutEverywhere), async (request, reply) => {
    const { operatorId } = sessionOf(request);
    await endOperatorSessions(db, operatorId, deps.now());
    clearSessionCookie(request, reply);
    noteChange(request, { target: `operator:${accessOf(request).actor.name}`, after: { signedOutEverywhere: true } });
    return ok(null);
  });

  // Guessing the old password through this call is as slow as members' (5 an hour).
  const passwordChanges = new RateLimiter(db, 'operatorPasswordChange', 5, 3_600_000, deps.now);
  scope.put<{ Body: OwnPasswordChange }>(
    operatorApi.changeOwnPassword.path,
    options(operatorApi.changeOwnPassword, {
      body: { type: 'object', properties: { oldPassword: PASSWORD, newPassword: PASSWORD }, required: ['oldPassword', 'newPassword'], additionalProperties: false },
    }),
    async (request) => {
      const session = sessionOf(request);
      await passwordChanges.hit(`operator:${session.operatorId}`);
      await changeOwnPassword(deps, accessOf(request).actor, session, request.body.oldPassword, request.body.newPassword, `PUT ${operatorApi.changeOwnPassword.path}`);
      changeRecorded(request);
      return ok(null);
    },
  );

  scope.post(operatorApi.totpEnrol.path, options(operatorApi.totpEnrol), async (request) => ok(await startTotpEnrolment(deps, sessionOf(request).operatorId)));

  scope.post<{ Body: { code: string } }>(
    operatorApi.totpConfirm.path,
    options(operatorApi.totpConfirm, { body: { type: 'object', properties: { code: CODE }, required: ['code'], additionalProperties: false } }),
    async (request) => {
      const { before, view } = await confirmTotpEnrolment(deps, sessionOf(request).operatorId, request.body.code);
      noteChange(request, { target: `operator:${view.operator.name}`, before: { totpEnabled: before }, after: { totpEnabled: true } });
      return ok(view);
    },
  );

  scope.get(operatorApi.operators.path, options(operatorApi.operators), async () => ok(await listOperators(db)));

  scope.post<{ Body: NewOperator }>(
    operatorApi.addOperator.path,
    options(operatorApi.addOperator, {
      body: { type: 'object', properties: { name: NAME, role: ROLE, password: PASSWORD }, required: ['name', 'role', 'password'], additionalProperties: false },
    }),
    async (request) => {
      const view = await addOperator(deps, accessOf(request).actor, request.body, `POST ${operatorApi.addOperator.path}`);
      changeRecorded(request);
      return ok(view);
    },
  );

  scope.put<{ Params: { id: string }; Body: OperatorChange }>(
    operatorApi.changeOperator.path,
    options(operatorApi.changeOperator, {
      params: idParams,
      body: changeOf({ role: ROLE, disabled: { type: 'boolean' }, password: PASSWORD }),
    }),
    async (request) => {
      const view = await changeOperator(deps, accessOf(request).actor, Number(request.params.id), request.body, `PUT ${operatorApi.changeOperator.path}`);
      changeRecorded(request);
      return ok(view);
    },
  );
}

export const operatorRoutes: RouteModule = async (app, deps) => {
  const limits = new LoginLimits(deps.db, deps.config, deps.now, 'operators');
  app.post<{ Body: OperatorLogin }>(
    operatorApi.signIn.path,
    {
      schema: {
        summary: operatorApi.signIn.summary,
        tags: ['operators'],
        body: { type: 'object', properties: { name: NAME, password: PASSWORD, code: CODE }, required: ['name', 'password'], additionalProperties: false },
      },
      // Unguarded: no right to check (the config marks it an operator call for the OpenAPI document).
      config: { right: operatorApi.signIn.right },
    },
    async (request, reply) => {
      // Login CSRF: another site's page may not sign a browser in as someone else.
      if (!sameOrigin(deps, request, true)) throw crossSiteRefused();
      const { name, password, code } = request.body;
      const signedIn = await signIn(deps, limits, { name, password, code, address: request.ip, deviceKey: presentedDeviceKey(request) });
      setSessionCookie(request, reply, signedIn.token);
      keepDeviceKey(request, reply, signedIn.deviceKey);
      return ok(signedIn.view);
    },
  );
  await app.register(async (scope) => {
    guardOperatorScope(scope, deps);
    registerSignedIn(scope, deps);
  });
};
