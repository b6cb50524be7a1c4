import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { readImageUpload } from '../http/imageUpload.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { bindInvite, listInvites } from './invites.ts';
import { memberView } from './memberView.ts';
import { changePassword, FEEDBACK_MAX, login, registerDevice, saveFeedback, updateProfile } from './members.ts';
import { storeImage } from './uploads.ts';

const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;
/** Feedback messages per member per hour. */
const FEEDBACK_PER_HOUR = 10;

const memberCode = s.string({ maxLength: 64 });
const page = s.integer({ minimum: 1, maximum: 10_000 });

export const memberRoutes: RouteModule = (app, deps) => {
  const { config } = deps;
  const registrations = new RateLimiter(config.registerPerAddressPerHour, HOUR_MS, deps.now);
  const logins = new RateLimiter(config.loginPerAddressPerMinute, MINUTE_MS, deps.now);
  const feedbacks = new RateLimiter(FEEDBACK_PER_HOUR, HOUR_MS, deps.now);

  route(
    app,
    deps,
    api.autoRegister,
    s.object({
      deviceType: s.oneOf(0),
      uuid: s.string({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      inviteCode: s.optional(s.string({ maxLength: 32 })),
    }),
    ({ body, address }) =>
      registerDevice(deps, { uuid: body.uuid, address, ...(body.inviteCode ? { inviteCode: body.inviteCode } : {}) }, () =>
        registrations.hit(address),
      ),
  );

  route(app, deps, api.login, s.object({ loginName: s.string({ minLength: 1, maxLength: 64 }), loginPwd: s.string({ minLength: 1, maxLength: 64 }) }), ({ body, address }) => {
    logins.hit(address);
    return login(deps, body.loginName, body.loginPwd);
  });

  // The body's memberCode is ignored: a member reads only itself.
  route(app, deps, api.memberByCode, s.object({ memberCode }), ({ member }) =>
    memberView(deps.db, member.memberId, deps.now(), config.businessTimeZone),
  );

  route(
    app,
    deps,
    api.changePassword,
    s.object({ memberCode, oldPwd: s.string({ minLength: 1, maxLength: 64 }), newPwd: s.string({ minLength: 1, maxLength: 64 }) }),
    async ({ body, member }) => {
      await changePassword(deps, member.memberId, body.oldPwd, body.newPwd);
      return null;
    },
  );

  route(app, deps, api.uploadAvatar, null, async ({ request }) => {
    const image = await readImageUpload(request);
    return { file: await storeImage(config, 'avatars', image) };
  });

  route(
    app,
    deps,
    api.updateMember,
    s.object({
      memberAvatar: s.string({ maxLength: 300 }),
      memberCode,
      memberNichen: s.string({ maxLength: 60 }),
      memberSignature: s.string({ maxLength: 200 }),
    }),
    ({ body, member }) =>
      updateProfile(deps, member.memberId, { nickname: body.memberNichen, signature: body.memberSignature, avatar: body.memberAvatar }),
  );

  route(app, deps, api.feedback, s.object({ comment_content: s.string({ maxLength: FEEDBACK_MAX }) }), async ({ body, member }) => {
    feedbacks.hit(`member:${member.memberId}`);
    await saveFeedback(deps, member.memberId, body.comment_content);
    return null;
  });

  route(app, deps, api.bindInviteCode, s.object({ parentId: s.string({ minLength: 1, maxLength: 32 }) }), async ({ body, member, address }) => {
    await bindInvite(deps, member.memberId, body.parentId, address);
    return null;
  });

  // parentId is ignored: a member lists only its own invited friends.
  route(app, deps, api.invitedList, s.object({ currentPage: page, parentId: s.optional(s.string({ maxLength: 64 })) }), ({ body, member }) =>
    listInvites(deps, member.memberId, body.currentPage),
  );
};
