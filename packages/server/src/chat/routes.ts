/** Customer chat for members (operators answer through the admin API). */
import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { readImageUpload } from '../http/imageUpload.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { CHAT_TEXT_MAX, listMessages, sendPicture, sendText } from './chat.ts';
import { storeImage } from '../members/uploads.ts';

/** Chat messages per member per minute: plenty for a person, little for a script. */
const MESSAGES_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

export const chatRoutes: RouteModule = (app, deps) => {
  const messages = new RateLimiter(deps.db, 'chatMessage', MESSAGES_PER_MINUTE, MINUTE_MS, deps.now);

  route(app, deps, api.chatSend, s.object({ content: s.string({ maxLength: CHAT_TEXT_MAX }) }), async ({ body, member }) => {
    await messages.hit(member.memberCode);
    return sendText(deps, member.memberId, body.content);
  });

  route(app, deps, api.chatSendPicture, null, async ({ member, request }) => {
    await messages.hit(member.memberCode);
    const image = await readImageUpload(request);
    return sendPicture(deps, member.memberId, await storeImage(deps.config, 'chat', image));
  });

  route(app, deps, api.chatList, null, ({ member }) => listMessages(deps, member.memberId));
};
