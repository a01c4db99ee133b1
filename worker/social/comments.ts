import type { AppDeps } from '../deps';
import { memberCards, pageOffset, type MemberCard } from './cards';
import { isActiveMember, notBlockedWith } from './reach';

export interface CommentView {
  _id: string;
  comment: string;
  createdAt: number;
  author: MemberCard;
  /** The viewer wrote it or owns the profile it stands on. */
  canDelete: boolean;
}

/** Comments on `ownerId`'s profile as `viewerId` may see them: live authors, no blocks either way, newest first. */
export async function commentsOn(deps: AppDeps, ownerId: string, viewerId: string, page: number, limit: number) {
  const { db } = deps.database;
  const base = db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .where('comments.owner_id', '=', ownerId)
    .where('comments.deleted_at', 'is', null)
    .where(isActiveMember('users'))
    .where(notBlockedWith(viewerId, 'comments.author_id'))
    .where(notBlockedWith(ownerId, 'comments.author_id'));
  const [rows, total] = await Promise.all([
    base
      .select(['comments.id', 'comments.text', 'comments.created_at', 'comments.author_id', 'users.name', 'users.gender', 'users.dob'])
      .orderBy('comments.created_at', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(limit)
      .offset(pageOffset(page, limit))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const authors = await memberCards(deps, rows.map((r) => ({ id: r.author_id, name: r.name, gender: r.gender, dob: r.dob })), viewerId);
  const comments: CommentView[] = rows.map((r, i) => ({
    _id: r.id,
    comment: r.text,
    createdAt: r.created_at,
    author: authors[i]!,
    canDelete: r.author_id === viewerId || ownerId === viewerId,
  }));
  return { comments, total: Number(total?.n ?? 0) };
}
