import { createFileRoute } from '@tanstack/react-router';
import { ADS_TEXT } from '../../../contract/admin/ads';
import { AdList } from '../../features/admin/ads/ad-list';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/ads')({
  component: Page,
});

function Page() {
  usePageTitle(ADS_TEXT.title);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{ADS_TEXT.title}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{ADS_TEXT.intro}</p>
      </div>
      <AdList />
    </div>
  );
}
