import { createFileRoute } from '@tanstack/react-router';
import { fetchTree } from '../../features/family/tree/tree-api';
import { TreePage, TreePending } from '../../features/family/tree/tree-page';
import { treeSearch } from '../../features/family/tree/tree-search';

/** /{id}/tree: a member's family tree, once they accepted the viewer's tree view request (POST /user/getUserTree/{id}?tree). */
export const Route = createFileRoute('/_member/$id/tree')({
  validateSearch: treeSearch,
  loaderDeps: ({ search }) => ({ tree: search.tree ?? 'father' }),
  loader: async ({ params, deps }) => {
    const res = await fetchTree(params.id, deps.tree);
    return res.ok ? { answer: res.body, error: null, status: 200 } : { answer: null, error: res.error, status: res.status };
  },
  pendingComponent: TreePending,
  component: function MemberTreeRoute() {
    const load = Route.useLoaderData();
    const { tree } = Route.useLoaderDeps();
    const { id } = Route.useParams();
    return <TreePage key={id} ownerId={id} tree={tree} load={load} />;
  },
});
