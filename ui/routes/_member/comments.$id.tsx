import { createFileRoute } from '@tanstack/react-router';
import { pagedListSearch } from '../../lib/search-params';
import { CommentsPanel, CommentsPending } from '../../features/social/comments-panel';
import { fetchComments } from '../../features/social/social-api';

const DEFAULT_LIMIT = 10;

export const Route = createFileRoute('/_member/comments/$id')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ params, deps }) => {
    const res = await fetchComments(params.id, deps.page, deps.limit);
    return res.ok ? { data: res.body.data, error: null } : { data: null, error: res.error };
  },
  pendingComponent: CommentsPending,
  component: CommentsPage,
});

function CommentsPage() {
  const { data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <CommentsPanel ownerId={id} data={data} error={error} page={page} limit={limit} onNavigate={(search) => void navigate({ search })} />;
}
