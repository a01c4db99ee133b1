import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { COMMENT_MAX, commentUserSchema } from '../../../contract/social';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { EmptyState } from '../../components/notice';
import { Pager } from '../../components/pager';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { timeAgo } from '../../lib/format';
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
  usePageTitle(owner ? `Comments on ${owner.name}` : 'Comments');
  const router = useRouter();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<CommentItem | null>(null);

  if (error || !data || !owner) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Comments</h1>
        <div className="mt-6">
          <EmptyState title={error ?? 'The comments could not be loaded.'}>
            <Link to="/dashboard" className="font-semibold text-maroon-700 underline underline-offset-4">Back to your dashboard</Link>
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
    showToast(res.body.message ?? 'Posted.', 'success');
    onNavigate({ page: 1, limit });
    await router.invalidate();
  }

  async function remove() {
    if (!toDelete) return;
    const res = await deleteComment(toDelete._id);
    setToDelete(null);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message ?? 'Deleted.', 'success');
    await router.invalidate();
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex items-center gap-4">
        <Avatar name={owner.name} picture={owner.profilePicture} size={56} />
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">{data.isOwner ? 'Comments on my profile' : `Comments on ${owner.name}`}</h1>
          {!data.isOwner ? (
            <Link to="/viewprofile/$id" params={{ id: ownerId }} className="text-sm font-semibold text-maroon-700 underline underline-offset-4">
              View {owner.name}’s profile
            </Link>
          ) : null}
        </div>
      </div>

      {data.commentAllowed ? (
        <form onSubmit={(e) => void submit(e)} className="mt-6 flex flex-col gap-3 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm" noValidate>
          <TextField
            label="Your comment"
            name="comment"
            multiline
            value={text}
            onChange={setText}
            maxLength={COMMENT_MAX}
            error={fieldError}
            description={`${text.length} of ${COMMENT_MAX} characters`}
            isRequired
          />
          <div>
            <Button type="submit" isDisabled={busy}>
              Post comment
            </Button>
          </div>
        </form>
      ) : !data.isOwner ? (
        <p className="mt-6 text-stone-700">You can comment once one of you has accepted the other’s request.</p>
      ) : null}

      <h2 className="mt-8 font-display text-xl font-bold text-maroon-800">
        {data.total} comment{data.total === 1 ? '' : 's'}
      </h2>
      <div className="mt-3">
        {data.comments.length === 0 ? (
          <EmptyState title="No comments yet.">
            <p>{data.isOwner ? 'Members you have accepted a request from can comment on your profile.' : 'Be the first to write something kind.'}</p>
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
                  <Button variant="ghost" className="self-start" onPress={() => setToDelete(c)} aria-label={`Delete the comment by ${c.author.name}`}>
                    Delete
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.total > 0 ? (
        <Pager
          label="Comment pages"
          page={page}
          totalPages={Math.max(1, Math.ceil(data.total / limit))}
          onPageChange={(p) => onNavigate({ page: p, limit })}
          pageSize={limit}
          onPageSizeChange={(size) => onNavigate({ page: 1, limit: size })}
        />
      ) : null}
      <Modal title="Delete this comment?" isOpen={!!toDelete} onOpenChange={(open) => !open && setToDelete(null)} role="alertdialog">
        <p className="text-stone-800">The comment will no longer be shown to anyone.</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onPress={() => setToDelete(null)}>
            Cancel
          </Button>
          <Button variant="danger" onPress={() => void remove()}>
            Delete
          </Button>
        </div>
      </Modal>
    </div>
  );
}

export function CommentsPending() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Comments</h1>
      <LoadingBlock label="Loading comments…" />
    </div>
  );
}
