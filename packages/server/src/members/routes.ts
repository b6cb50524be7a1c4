import { api, zhCNServer } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { idempotent } from '../http/idempotent.ts';
import { readImageUpload, type ImageUpload } from '../http/imageUpload.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route, type RouteContext } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { keepDeviceKey, presentedDeviceKey } from './deviceCookie.ts';
import { bindInvite, listInvites } from './invites.ts';
import { LoginLimits } from './loginLimits.ts';
import { memberView } from './memberView.ts';
import { changePassword, FEEDBACK_MAX, login, registerDevice, saveFeedback, updateProfile } from './members.ts';
import { verifyUnknownAccount } from './passwords.ts';
import { storeMemberUpload } from './uploads.ts';

const HOUR_MS = 3600_000;
/** Feedback messages per member per hour. */
const FEEDBACK_PER_HOUR = 10;
/** Password changes (right old password or not) per member per hour. */
export const PASSWORD_CHANGES_PER_HOUR = 5;

const memberCode = s.string({ maxLength: 64 });
const page = s.integer({ minimum: 1, maximum: 10_000 });

export const memberRoutes: RouteModule = (app, deps) => {
  const { config } = deps;
  const registrations = new RateLimiter(deps.db, 'registration', config.registerPerAddressPerHour, HOUR_MS, deps.now);
  const loginLimits = new LoginLimits(deps.db, config, deps.now);
  const passwordChanges = new RateLimiter(deps.db, 'passwordChange', PASSWORD_CHANGES_PER_HOUR, HOUR_MS, deps.now);
  const feedbacks = new RateLimiter(deps.db, 'feedback', FEEDBACK_PER_HOUR, HOUR_MS, deps.now);
  // The first unknown-account login would otherwise also pay for hashing the stand-in.
  void verifyUnknownAccount('', config.scryptCost);

  route(
    app,
    deps,
    api.autoRegister,
    s.object({
      deviceType: s.oneOf(0),
      uuid: s.string({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      inviteCode: s.optional(s.string({ maxLength: 32 })),
    }),
    async ({ body, address, request, reply }) => {
      const deviceKey = presentedDeviceKey(request);
      const signedIn = await registerDevice(
        deps,
        { uuid: body.uuid, address, ...(body.inviteCode ? { inviteCode: body.inviteCode } : {}), ...(deviceKey ? { deviceKey } : {}) },
        () => registrations.hit(address),
      );
      keepDeviceKey(request, reply, signedIn.deviceKey);
      return signedIn.member;
    },
  );

  // The limits and the device proof: loginLimits.ts, deviceCookie.ts.
  route(app, deps, api.login, s.object({ loginName: s.string({ minLength: 1, maxLength: 64 }), loginPwd: s.string({ minLength: 1, maxLength: 64 }) }), async ({ body, address, request, reply }) => {
    const deviceKey = presentedDeviceKey(request);
    const signedIn = await login(deps, loginLimits, { loginName: body.loginName, password: body.loginPwd, address, ...(deviceKey ? { deviceKey } : {}) });
    keepDeviceKey(request, reply, signedIn.deviceKey);
    return signedIn.member;
  });

  // The body's memberCode is ignored: a member reads only itself.
  route(app, deps, api.memberByCode, s.object({ memberCode: s.optional(memberCode) }), ({ member }) =>
    memberView(deps.db, member.memberId, deps.now(), config.businessTimeZone),
  );

  // A repeat (a proxy's retry on a process that still knows the session) answers the change's
  // success again instead of 原密码错误: the old password is no longer the old one.
  const onePasswordChange = idempotent(deps, 'changePwd', async ({ body, member }: RouteContext<{ oldPwd: string; newPwd: string }>, tx) => {
    await changePassword(tx, member, body.oldPwd, body.newPwd);
    return null;
  });

  // The token's member changes its password. The original client sends its whole stored
  // member as `memberCode`, so the schema leaves the field out: whatever it is, it is dropped.
  route(
    app,
    deps,
    api.changePassword,
    s.object({ oldPwd: s.string({ minLength: 1, maxLength: 64 }), newPwd: s.string({ minLength: 1, maxLength: 64 }) }),
    async (ctx) => {
      // Counted outside the change's transaction: a wrong old password must count (guessing).
      await passwordChanges.hit(`member:${ctx.member.memberId}`);
      return onePasswordChange(ctx);
    },
  );

  // Avatars and payment codes both come through here: recorded as the member's, unclaimed
  // until updateMember or tixian names it (uploads.ts).
  // The same picture again within the window is the same upload (one file, one URL). The
  // upload is read first: a slow phone's bytes must not hold a database transaction open.
  const oneUpload = idempotent(deps, 'uploadAvatar', async ({ body, member }: RouteContext<ImageUpload>, tx) => ({
    file: await storeMemberUpload(tx, member.memberId, body),
  }));
  route(app, deps, api.uploadAvatar, null, async (ctx) => oneUpload({ ...ctx, body: await readImageUpload(ctx.request) }));

  route(
    app,
    deps,
    api.updateMember,
    // The original client sends its stored member's fields as they are: an absent field, a
    // null (coerced to '') or an empty avatar keeps what the member has; memberCode is ignored.
    s.object({
      memberAvatar: s.optional(s.string({ maxLength: 300 })),
      memberCode: s.optional(memberCode),
      memberNichen: s.optional(s.string({ maxLength: 60 })),
      memberSignature: s.optional(s.string({ maxLength: 200 })),
    }),
    ({ body, member }) =>
      updateProfile(deps, member.memberId, {
        ...(body.memberNichen === undefined ? {} : { nickname: body.memberNichen }),
        ...(body.memberSignature === undefined ? {} : { signature: body.memberSignature }),
        ...(body.memberAvatar ? { avatar: body.memberAvatar } : {}),
      }),
  );

  // A double tap on 提交 sends the same message twice: an identical one within the window is
  // answered as the first was and saved once.
  route(
    app,
    deps,
    api.feedback,
    s.object({ comment_content: s.string({ maxLength: FEEDBACK_MAX }) }),
    idempotent(deps, 'feedback', async ({ body, member }, tx) => {
      await feedbacks.hit(`member:${member.memberId}`, tx.db);
      await saveFeedback(tx, member.memberId, body.comment_content);
      return null;
    }),
  );

  // A public call (core's contract): the original client may bind before its registration
  // has answered, and an 8000 would make it wipe its token, so no member is a plain refusal.
  // A repeat answers the bind's success again, not 已绑定 (the invite is bound once anyway).
  const oneBind = idempotent(deps, 'bindInvite', async ({ body, member, address }: RouteContext<{ parentId: string }>, tx) => {
    await bindInvite(tx, member.memberId, body.parentId, address);
    return null;
  });
  route(app, deps, api.bindInviteCode, s.object({ parentId: s.string({ minLength: 1, maxLength: 32 }) }), async (ctx) => {
    if (!ctx.session) throw refused(zhCNServer.inviteNeedsMember);
    return oneBind(ctx);
  });

  // parentId is ignored: a member lists only its own invited friends.
  route(app, deps, api.invitedList, s.object({ currentPage: page, parentId: s.optional(s.string({ maxLength: 64 })) }), ({ body, member }) =>
    listInvites(deps, member.memberId, body.currentPage),
  );
};
