import { Hono } from 'hono';
import { chatUsersQuery, getMessagesQuery, MESSAGING_TEXT, sendMessageSchema } from '../../contract/messaging';
import { memberIdParamSchema } from '../../contract/social';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params, query } from '../http/validate';
import { chatUsers, unreadCounts } from './chat-list';
import { sendMessage } from './send-message';
import { loadThread, markRead } from './thread';

/** Chat (issue 12, spec §7 Messaging; docs/decisions/0580–0584). {id} is always the other member. */
export const chatRoutes = new Hono<AppEnv>()
  .post('/user/sendMessage', requireMember, body(sendMessageSchema), async (c) => {
    const { message, repeated } = await sendMessage(c.var.deps, c.var.session.user, c.req.valid('json'));
    return repeated ? unchanged(c, { message: MESSAGING_TEXT.messageSent, data: message }) : ok(c, { message: MESSAGING_TEXT.messageSent, data: message });
  })
  .get('/user/getMessages/:id', requireMember, params(memberIdParamSchema), query(getMessagesQuery), async (c) => {
    const data = await loadThread(c.var.deps, c.var.session.userId, c.req.valid('param').id, c.req.valid('query'));
    return ok(c, { data });
  })
  .post('/user/messaging/read/:id', requireMember, params(memberIdParamSchema), async (c) => {
    const { deps, session } = c.var;
    const data = await markRead(deps, session.userId, c.req.valid('param').id);
    return data ? ok(c, { data }) : unchanged(c, { data: null });
  })
  .get('/user/getChatUsers', requireMember, query(chatUsersQuery), async (c) => {
    const data = await chatUsers(c.var.deps, c.var.session.userId, c.req.valid('query'));
    return ok(c, { data });
  })
  .get('/user/messaging/unread', requireMember, async (c) => {
    const data = await unreadCounts(c.var.deps, c.var.session.userId);
    return ok(c, { data });
  });
