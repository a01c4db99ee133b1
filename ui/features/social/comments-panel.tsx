import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { COMMENT_MAX, commentUserSchema } from '../../../contract/social';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { EmptyState } from '../../components/notice';
import { Pager } from '../../components/pager';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { formatCount, timeAgo } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { commentOn, deleteComment, type CommentItem, type CommentsPage } from './social-api';

export interface CommentsPanelProps {
  ownerId: string;
  data: CommentsPage | null;
  error: string | null;
  page: number;
  limit: number;
  onNavigate: (next: { page: number; limit: number }) => void;
}

/** /comments/{id}: the comments on a member's profile, adding one, deleting own or on my profile. */
export function CommentsPanel({ ownerId, data, error, page, limit, onNavigate }: CommentsPanelProps) {
  const owner = data?.owner;
  usePageTitle(owner ? m.social_comments_on({ name: owner.name }) : m.social_comments());
  const router = useRouter();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<CommentItem | null>(null);

  if (error || !data || !owner) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{m.social_comments()}</h1>
        <div className="mt-6">
          <EmptyState title={error ?? m.social_comments_failed()}>
            <Link to="/dashboard" className="font-semibold text-maroon-700 underline underline-offset-4">{m.social_back_to_dashboard()}</Link>
          </EmptyState>
        </div>
      </div>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = commentUserSchema.safeParse({ id: ownerId, comment: text });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setBusy(true);
    const res = await commentOn(ownerId, parsed.data.comment);
    setBusy(false);
    if (!res.ok) return setFieldError(res.fields.comment ?? res.error);
    setText('');
    setFieldError(undefined);
    showToast(res.body.message ?? m.social_posted(), 'success');
    onNavigate({ page: 1, limit });
    await router.invalidate();
  }

  async function remove() {
    if (!toDelete) return;
    const res = await deleteComment(toDelete._id);
    setToDelete(null);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message ?? m.social_deleted(), 'success');
    await router.invalidate();
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex items-center gap-4">
        <Avatar name={owner.name} picture={owner.profilePicture} size={56} />
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">{data.isOwner ? m.social_comments_on_mine() : m.social_comments_on({ name: owner.name })}</h1>
          {!data.isOwner ? (
            <Link to="/viewprofile/$id" params={{ id: ownerId }} className="text-sm font-semibold text-maroon-700 underline underline-offset-4">
              {m.social_view_profile_of({ name: owner.name })}
            </Link>
          ) : null}
        </div>
      </div>

      {data.commentAllowed ? (
        <form onSubmit={(e) => void submit(e)} className="mt-6 flex flex-col gap-3 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm" noValidate>
          <TextField
            label={m.social_your_comment()}
            name="comment"
            multiline
            value={text}
            onChange={setText}
            maxLength={COMMENT_MAX}
            error={fieldError}
            description={m.social_characters({ count: formatCount(text.length), max: COMMENT_MAX })}
            isRequired
          />
          <div>
            <Button type="submit" isDisabled={busy}>
              {m.social_post_comment()}
            </Button>
          </div>
        </form>
      ) : !data.isOwner ? (
        <p className="mt-6 text-stone-700">{m.social_comment_after_accept()}</p>
      ) : null}

      <h2 className="mt-8 font-display text-xl font-bold text-maroon-800">
        {m.social_comment_count({ count: data.total })}
      </h2>
      <div className="mt-3">
        {data.comments.length === 0 ? (
          <EmptyState title={m.social_no_comments()}>
            <p>{data.isOwner ? m.social_no_comments_owner_hint() : m.social_no_comments_hint()}</p>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-maroon-100 overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
            {data.comments.map((c) => (
              <li key={c._id} className="flex gap-3 px-4 py-4">
                <Avatar name={c.author.name} picture={c.author.profilePicture} size={40} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <Link to="/viewprofile/$id" params={{ id: c.author._id }} className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
                      {c.author.name}
                    </Link>{' '}
                    <span className="text-stone-600">· {timeAgo(c.createdAt)}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-stone-900">{c.comment}</p>
                </div>
                {c.canDelete ? (
                  <Button variant="ghost" className="self-start" onPress={() => setToDelete(c)} aria-label={m.social_delete_comment_by({ name: c.author.name })}>
                    {m.social_delete()}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.total > 0 ? (
        <Pager
          label={m.social_comment_pages()}
          page={page}
          totalPages={Math.max(1, Math.ceil(data.total / limit))}
          onPageChange={(p) => onNavigate({ page: p, limit })}
          pageSize={limit}
          onPageSizeChange={(size) => onNavigate({ page: 1, limit: size })}
        />
      ) : null}
      <Modal title={m.social_delete_comment_title()} isOpen={!!toDelete} onOpenChange={(open) => !open && setToDelete(null)} role="alertdialog">
        <p className="text-stone-800">{m.social_delete_comment_text()}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onPress={() => setToDelete(null)}>
            {m.social_cancel()}
          </Button>
          <Button variant="danger" onPress={() => void remove()}>
            {m.social_delete()}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

export function CommentsPending() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.social_comments()}</h1>
      <LoadingBlock label={m.social_loading_comments()} />
    </div>
  );
}
