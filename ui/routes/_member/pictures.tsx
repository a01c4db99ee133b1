import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { loadMyPictures } from '../../features/pictures/pictures-api';
import { PicturesSection } from '../../features/pictures/pictures-section';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';

/** /pictures: my pictures on a page of their own (the same section /profile embeds). */
export const Route = createFileRoute('/_member/pictures')({
  loader: ({ context }) => loadMyPictures(context.store.get(sessionAtom)?.userId ?? ''),
  component: PicturesPage,
});

function PicturesPage() {
  usePageTitle(m.pictures_my_pictures());
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">{m.pictures_my_pictures()}</h1>
      <PicturesSection pictures={Route.useLoaderData()} />
    </div>
  );
}
