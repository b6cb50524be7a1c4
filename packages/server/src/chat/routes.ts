/** Customer chat for members (operators answer through the admin API). */
import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
import { readImageUpload, type ImageUpload } from '../http/imageUpload.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route, type RouteContext } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { CHAT_TEXT_MAX, listMessages, sendPicture, sendText } from './chat.ts';
import { storeImage } from '../members/uploads.ts';

/** Chat messages per member per minute: plenty for a person, little for a script. */
const MESSAGES_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

export const chatRoutes: RouteModule = (app, deps) => {
  const messages = new RateLimiter(deps.db, 'chatMessage', MESSAGES_PER_MINUTE, MINUTE_MS, deps.now);

  // The same message again within the window is one message (a retry, a double tap).
  route(
    app,
    deps,
    api.chatSend,
    s.object({ content: s.string({ maxLength: CHAT_TEXT_MAX }) }),
    idempotent(deps, 'chatSend', async ({ body, member }, tx) => {
      await messages.hit(member.memberCode, tx.db);
      return sendText(tx, member.memberId, body.content);
    }),
  );

  // The picture is read before the transaction: a slow phone's upload must not hold it open.
  const onePicture = idempotent(deps, 'chatSendPicture', async ({ body, member }: RouteContext<ImageUpload>, tx) => {
    await messages.hit(member.memberCode, tx.db);
    return sendPicture(tx, member.memberId, await storeImage(deps, 'chat', body));
  });
  route(app, deps, api.chatSendPicture, null, async (ctx) => onePicture({ ...ctx, body: await readImageUpload(ctx.request) }));

  route(app, deps, api.chatList, null, ({ member }) => listMessages(deps, member.memberId));
};
