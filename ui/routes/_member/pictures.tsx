import { createFileRoute } from '@tanstack/react-router';
import { PicturesSection } from '../../features/pictures/pictures-section';
import { usePageTitle } from '../../lib/page-title';

/** /pictures: my pictures on a page of their own (the same section /profile embeds). */
export const Route = createFileRoute('/_member/pictures')({
  component: PicturesPage,
});

function PicturesPage() {
  usePageTitle('My pictures');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">My pictures</h1>
      <PicturesSection />
    </div>
  );
}
