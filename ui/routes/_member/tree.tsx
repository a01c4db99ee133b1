import { createFileRoute } from '@tanstack/react-router';
import { fetchTree } from '../../features/family/tree/tree-api';
import { TreePage, TreePending } from '../../features/family/tree/tree-page';
import { treeSearch } from '../../features/family/tree/tree-search';

/** /tree: my own family tree (spec §2 Family tree viewer; GET /user/getTreeData?tree). */
export const Route = createFileRoute('/_member/tree')({
  validateSearch: treeSearch,
  loaderDeps: ({ search }) => ({ tree: search.tree ?? 'father' }),
  loader: async ({ deps }) => {
    const res = await fetchTree(null, deps.tree);
    return res.ok ? { answer: res.body, error: null, status: 200 } : { answer: null, error: res.error, status: res.status };
  },
  pendingComponent: TreePending,
  component: function MyTreeRoute() {
    const load = Route.useLoaderData();
    const { tree } = Route.useLoaderDeps();
    return <TreePage ownerId={null} tree={tree} load={load} />;
  },
});
