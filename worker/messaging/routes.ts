import { Hono } from 'hono';
import { chatUsersQuery, getMessagesQuery, letterIdParam, lettersQuery, MESSAGING_TEXT, sendMailSchema, sendMessageSchema } from '../../contract/messaging';
import { memberIdParamSchema } from '../../contract/social';
import { requireMember, requireMemberInPerson } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params, query } from '../http/validate';
import { runInBackground } from '../http/background';
import { deleteLetter, letterNotice, lettersPage, readLetter, sendLetter } from './letters';
import { chatUsers, unreadCounts } from './chat-list';
import { candidateLetters, candidateWrites } from './family';
import { sendMessage } from './send-message';
import { loadThread, markRead } from './thread';

/**
 * Chat (issue 12, spec §7 Messaging; docs/decisions/0580–0584). {id} is always the other member.
 * A family manager's session (issue 27) lists and reads only the conversations the candidate let
 * the family into, and never writes, marks read or reaches letters (worker/messaging/family.ts).
 */
export const chatRoutes = new Hono<AppEnv>()
  .post('/user/sendMessage', requireMember, requireMemberInPerson, candidateWrites, body(sendMessageSchema), async (c) => {
    const { message, repeated } = await sendMessage(c.var.deps, c.var.session.user, c.req.valid('json'));
    return repeated ? unchanged(c, { message: MESSAGING_TEXT.messageSent, data: message }) : ok(c, { message: MESSAGING_TEXT.messageSent, data: message });
  })
  .get('/user/getMessages/:id', requireMember, requireMemberInPerson, params(memberIdParamSchema), query(getMessagesQuery), async (c) => {
    const data = await loadThread(c.var.deps, c.var.session, c.req.valid('param').id, c.req.valid('query'));
    return ok(c, { data });
  })
  .post('/user/messaging/read/:id', requireMember, requireMemberInPerson, candidateWrites, params(memberIdParamSchema), async (c) => {
    const { deps, session } = c.var;
    const data = await markRead(deps, session.userId, c.req.valid('param').id);
    return data ? ok(c, { data }) : unchanged(c, { data: null });
  })
  .get('/user/getChatUsers', requireMember, requireMemberInPerson, query(chatUsersQuery), async (c) => {
    const data = await chatUsers(c.var.deps, c.var.session.userId, c.req.valid('query'), !!c.var.session.managedBy);
    return ok(c, { data });
  })
  .get('/user/messaging/unread', requireMember, async (c) => {
    const data = await unreadCounts(c.var.deps, c.var.session.userId, !!c.var.session.managedBy);
    return ok(c, { data });
  })
  .post('/user/sendMail', requireMember, requireMemberInPerson, candidateLetters, body(sendMailSchema), async (c) => {
    const { deps, session } = c.var;
    const { letter, recipient } = await sendLetter(deps, session.user, c.req.valid('json'));
    const site = deps.config.publicUrl;
    runInBackground(c, deps.mailer.send(letterNotice(recipient, session.user.name, site)));
    return ok(c, { message: MESSAGING_TEXT.letterSent, data: letter });
  })
  .get('/user/letters', requireMember, requireMemberInPerson, candidateLetters, query(lettersQuery), async (c) => {
    const { box, page } = c.req.valid('query');
    const data = await lettersPage(c.var.deps, c.var.session.userId, box, page);
    return ok(c, { data });
  })
  .post('/user/letters/read/:letterId', requireMember, requireMemberInPerson, candidateLetters, params(letterIdParam), async (c) => {
    const changed = await readLetter(c.var.deps, c.var.session.userId, c.req.valid('param').letterId);
    return changed ? ok(c) : unchanged(c);
  })
  .delete('/user/letters/:letterId', requireMember, requireMemberInPerson, candidateLetters, params(letterIdParam), async (c) => {
    await deleteLetter(c.var.deps, c.var.session.userId, c.req.valid('param').letterId);
    return ok(c, { message: MESSAGING_TEXT.letterDeleted });
  });
