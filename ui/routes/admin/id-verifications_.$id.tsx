import { Link, createFileRoute } from '@tanstack/react-router';
import { ID_REVIEW_TEXT } from '../../../contract/admin/id-verifications';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { IdReview } from '../../features/admin/id-verifications/id-review';
import { fetchIdReview } from '../../features/admin/id-verifications/id-verifications-api';
import { usePageTitle } from '../../lib/page-title';

/**
 * /admin/id-verifications/{id}: one ID request's review screen (issue 24). Read afresh on every
 * visit and never preloaded: each showing of the images is a view in the audit trail.
 */
export const Route = createFileRoute('/admin/id-verifications_/$id')({
  loader: ({ params }) => fetchIdReview(params.id),
  staleTime: 0,
  gcTime: 0,
  preload: false,
  pendingComponent: () => <LoadingBlock label="Loading the ID and selfie…" />,
  component: Page,
});

function Page() {
  usePageTitle(ID_REVIEW_TEXT.title);
  const review = Route.useLoaderData();
  if (!review.ok) {
    return (
      <div className="flex flex-col gap-4">
        <Link to="/admin/id-verifications" className="text-sm font-semibold text-maroon-800 underline underline-offset-4">Back to the ID queue</Link>
        <h1 className="text-2xl font-bold text-stone-900">{ID_REVIEW_TEXT.title}</h1>
        <Notice tone="error">{review.error}</Notice>
      </div>
    );
  }
  return <IdReview review={review} />;
}
