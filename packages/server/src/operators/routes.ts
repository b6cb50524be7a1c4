/**
 * The operators' own calls (core's `operatorApi`): signing in and out, TOTP enrolment, and
 * managing operators (owners). Signing in is the one operator call without the guard; it
 * still refuses a browser page of another site (login CSRF).
 */
import { OPERATOR_PASSWORD_MAX, OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, OPERATOR_ROLES, operatorApi, reasonGiven, zhCNServer, type FirstOwner, type NewOperator, type OwnPasswordChange, type OperatorChange, type OperatorLogin } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import { LoginLimits } from '../members/loginLimits.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { changeOf } from '../http/schema.ts';
import { keepDeviceKey, presentedDeviceKey } from '../members/deviceCookie.ts';
import { listOperators, operatorById } from './accounts.ts';
import { changeRecorded, noteChange } from './auditHook.ts';
import { clearSessionCookie, setSessionCookie } from './cookie.ts';
import { accessOf, crossSiteRefused, sameOrigin, signInRequired } from './guard.ts';
import { checkSetupLink, useSetupLink } from './firstOwner.ts';
import { addOperator, changeOperator, changeOwnPassword, resetPassword } from './management.ts';
import { idParams } from './params.ts';
import { operatorRoute, TAG_FIRST } from './route.ts';
import { REASON_FIELD, requiredReasonSchema } from './reason.ts';
import { endOperatorSessions, endSession } from './sessions.ts';
import { confirmTotpEnrolment, sessionView, signIn, startTotpEnrolment } from './signIn.ts';

const NAME = { type: 'string', minLength: 1, maxLength: 64 } as const;
const PASSWORD = { type: 'string', minLength: 1, maxLength: OPERATOR_PASSWORD_MAX } as const;
const CODE = { type: 'string', maxLength: 12 } as const;
const ROLE = { enum: [...OPERATOR_ROLES] } as const;
const SETUP_TOKEN = { type: 'string', minLength: 1, maxLength: 100 } as const;

function sessionOf(request: Parameters<typeof accessOf>[0]) {
  const access = accessOf(request);
  if (access.sessionHash === null || access.actor.operatorId === null) throw signInRequired();
  return { operatorId: access.actor.operatorId, sessionHash: access.sessionHash };
}

/** The calls of a signed-in operator, in the guarded /admin scope (admin/routes.ts). */
export function registerOperatorCalls(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  operatorRoute(scope, operatorApi.session, TAG_FIRST, async (request) => ok(sessionView(await operatorById(db, sessionOf(request).operatorId))));

  operatorRoute(scope, operatorApi.signOut, TAG_FIRST, async (request, reply) => {
    await endSession(db, sessionOf(request).sessionHash, deps.now());
    clearSessionCookie(request, reply);
    return ok(null);
  });

  operatorRoute(scope, operatorApi.signOutEverywhere, TAG_FIRST, async (request, reply) => {
    const { operatorId } = sessionOf(request);
    await endOperatorSessions(db, operatorId, deps.now());
    clearSessionCookie(request, reply);
    noteChange(request, { target: `operator:${accessOf(request).actor.name}`, after: { signedOutEverywhere: true } });
    return ok(null);
  });

  // Guessing the old password through this call is as slow as members' (5 an hour).
  const passwordChanges = new RateLimiter(db, 'operatorPasswordChange', 5, 3_600_000, deps.now);
  operatorRoute<{ Body: OwnPasswordChange }>(
    scope,
    operatorApi.changeOwnPassword,
    {
      ...TAG_FIRST,
      body: { type: 'object', properties: { oldPassword: PASSWORD, newPassword: PASSWORD }, required: ['oldPassword', 'newPassword'], additionalProperties: false },
    },
    async (request) => {
      const session = sessionOf(request);
      await passwordChanges.hit(`operator:${session.operatorId}`);
      await changeOwnPassword(deps, accessOf(request).actor, session, request.body.oldPassword, request.body.newPassword, `PUT ${operatorApi.changeOwnPassword.path}`);
      changeRecorded(request);
      return ok(null);
    },
  );

  operatorRoute(scope, operatorApi.totpEnrol, TAG_FIRST, async (request) => ok(await startTotpEnrolment(deps, sessionOf(request).operatorId)));

  operatorRoute<{ Body: { code: string } }>(
    scope,
    operatorApi.totpConfirm,
    { ...TAG_FIRST, body: { type: 'object', properties: { code: CODE }, required: ['code'], additionalProperties: false } },
    async (request) => {
      const { before, view } = await confirmTotpEnrolment(deps, sessionOf(request).operatorId, request.body.code);
      noteChange(request, { target: `operator:${view.operator.name}`, before: { totpEnabled: before }, after: { totpEnabled: true } });
      return ok(view);
    },
  );

  operatorRoute(scope, operatorApi.operators, TAG_FIRST, async () => ok(await listOperators(db)));

  operatorRoute<{ Body: NewOperator }>(
    scope,
    operatorApi.addOperator,
    {
      ...TAG_FIRST,
      body: { type: 'object', properties: { name: NAME, role: ROLE, password: PASSWORD }, required: ['name', 'role', 'password'], additionalProperties: false },
    },
    async (request) => {
      const view = await addOperator(deps, accessOf(request).actor, request.body, `POST ${operatorApi.addOperator.path}`);
      changeRecorded(request);
      return ok(view);
    },
  );

  operatorRoute<{ Params: { id: string }; Body: OperatorChange }>(
    scope,
    operatorApi.changeOperator,
    {
      ...TAG_FIRST,
      params: idParams,
      // The reason alone changes nothing. A role change needs one (below): OpenAPI 3.0 has no
      // `dependencies` keyword to say so in the schema.
      body: {
        ...changeOf({ role: ROLE, disabled: { type: 'boolean' }, password: PASSWORD }),
        properties: { role: ROLE, disabled: { type: 'boolean' }, password: PASSWORD, [REASON_FIELD]: requiredReasonSchema },
      },
    },
    async (request) => {
      // A role change says why: the audit log keeps it.
      if (request.body.role !== undefined && !reasonGiven(request.body.reason ?? '')) {
        throw badRequest(zhCNServer.reasonRequired(OPERATOR_REASON_MIN, OPERATOR_REASON_MAX));
      }
      const view = await changeOperator(deps, accessOf(request).actor, Number(request.params.id), request.body, `PUT ${operatorApi.changeOperator.path}`);
      changeRecorded(request);
      return ok(view);
    },
  );

  operatorRoute<{ Params: { id: string } }>(scope, operatorApi.resetOperatorPassword, { ...TAG_FIRST, params: idParams }, async (request) => {
    const password = await resetPassword(deps, accessOf(request).actor, Number(request.params.id), `POST ${operatorApi.resetOperatorPassword.path}`);
    changeRecorded(request);
    return ok({ password });
  });
}

/** Signing in: the one operator call outside the guarded scope. */
export function registerOperatorSignIn(app: FastifyInstance, deps: AppDeps): void {
  const limits = new LoginLimits(deps.db, deps.config, deps.now, 'operators');
  // Unguarded: no right to check (its `right` marks it an operator call for the OpenAPI document).
  operatorRoute<{ Body: OperatorLogin }>(
    app,
    operatorApi.signIn,
    { ...TAG_FIRST, body: { type: 'object', properties: { name: NAME, password: PASSWORD, code: CODE }, required: ['name', 'password'], additionalProperties: false } },
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

  // The first-run link (firstOwner.ts): unguarded, as no operator exists yet. Its token is
  // 256 random bits; the limit only keeps a scanner from filling the log.
  const setupTries = new RateLimiter(deps.db, 'operatorSetup', 30, 3_600_000, deps.now);
  operatorRoute<{ Body: { token: string } }>(
    app,
    operatorApi.setupCheck,
    { ...TAG_FIRST, body: { type: 'object', properties: { token: SETUP_TOKEN }, required: ['token'], additionalProperties: false } },
    async (request) => {
      await setupTries.hit(`address:${request.ip}`);
      await checkSetupLink(deps.db, request.body.token, deps.now());
      return ok(null);
    },
  );
  operatorRoute<{ Body: FirstOwner }>(
    app,
    operatorApi.setupOwner,
    {
      ...TAG_FIRST,
      body: { type: 'object', properties: { token: SETUP_TOKEN, name: NAME, password: PASSWORD }, required: ['token', 'name', 'password'], additionalProperties: false },
    },
    async (request, reply) => {
      if (!sameOrigin(deps, request, true)) throw crossSiteRefused();
      await setupTries.hit(`address:${request.ip}`);
      const made = await useSetupLink(deps, request.body, `POST ${operatorApi.setupOwner.path}`);
      setSessionCookie(request, reply, made.token);
      return ok(sessionView(await operatorById(deps.db, made.operatorId)));
    },
  );
}
