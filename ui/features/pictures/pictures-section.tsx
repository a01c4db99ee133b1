import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { DropZone, FileTrigger, ProgressBar, type DropItem } from 'react-aria-components';
import { m } from '../../../contract/i18n/paraglide/messages';
import { PICTURE_LIMITS, PICTURE_TEXT } from '../../../contract/pictures';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { PictureCard } from './picture-card';
import { deletePicture, setProfilePicture, uploadPictures, type LoadedPictures } from './pictures-api';
import { resizeForUpload, UnreadablePicture } from '../../lib/resize-picture';

const ACCEPTED = [...PICTURE_LIMITS.types];
const MB = 1024 * 1024;

type Status = { tone: 'error' | 'success'; text: string } | null;

/**
 * "My pictures" (spec §7 Pictures): my pictures in a grid with 'Set as profile picture' and
 * 'Delete', and an upload button / drop zone that resizes in the browser before sending.
 * Embedded on /profile; also the page /pictures. `pictures` is the page's loader's
 * (`loadMyPictures`); a change runs the page's loaders again (decision 0900), so the grid and
 * what depends on it (completeness on /profile) follow.
 */
export function PicturesSection({ pictures, headingLevel = 2, title }: { pictures: LoadedPictures; headingLevel?: 2 | 3 | 4; title?: string }) {
  const router = useRouter();
  const headingId = useId();
  const { data, error: loadError } = pictures;
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const changed = () => router.invalidate();

  const count = data?.items.length ?? 0;
  const room = PICTURE_LIMITS.maxCount - count;

  async function upload(files: File[]) {
    if (!files.length || busy) return;
    setStatus(null);
    if (files.length > room) {
      setStatus({ tone: 'error', text: room <= 0 ? PICTURE_TEXT.full : m.pictures_room_for({ count: room }) });
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const ready: File[] = [];
      for (const f of files) ready.push(await resizeForUpload(f));
      const tooBig = ready.find((f) => f.size > PICTURE_LIMITS.maxBytes);
      if (tooBig) throw new UnreadablePicture(m.pictures_too_big_after_resize({ file: tooBig.name, mb: PICTURE_LIMITS.maxBytes / MB }));
      const res = await uploadPictures(ready, setProgress);
      setStatus(res.ok ? { tone: 'success', text: res.message } : { tone: 'error', text: res.error });
      await changed();
    } catch (err) {
      setStatus({ tone: 'error', text: err instanceof UnreadablePicture ? err.message : m.pictures_prepare_failed() });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  async function act(run: () => Promise<{ ok: boolean; error?: string; body?: { message?: string } }>) {
    setBusy(true);
    setStatus(null);
    const res = await run();
    setStatus(res.ok ? { tone: 'success', text: res.body?.message ?? m.pictures_done() } : { tone: 'error', text: res.error ?? m.pictures_failed() });
    await changed();
    setBusy(false);
  }

  async function dropped(items: DropItem[]) {
    const files = await Promise.all(items.filter((i) => i.kind === 'file').map((i) => i.getFile()));
    await upload(files);
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="font-display text-xl font-bold text-maroon-800">
          {title ?? m.pictures_title()}
        </Heading>
        {data ? (
          <p className="text-sm text-stone-700">
            {m.pictures_count({ count, max: PICTURE_LIMITS.maxCount })}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {m.pictures_explained({ max: PICTURE_LIMITS.maxCount, mb: PICTURE_LIMITS.maxBytes / MB })}
      </p>

      <div className="mt-4" aria-live="polite">
        {status ? <Notice tone={status.tone}>{status.text}</Notice> : null}
      </div>

      <DropZone
        isDisabled={busy || room <= 0 || !data}
        getDropOperation={(types) => (ACCEPTED.some((t) => types.has(t)) ? 'copy' : 'cancel')}
        onDrop={(e) => void dropped(e.items)}
        aria-label={m.pictures_drop_label()}
        className="mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-maroon-200 bg-maroon-50/40 px-4 py-6 text-center data-[drop-target]:border-maroon-500 data-[drop-target]:bg-maroon-50"
      >
        <FileTrigger acceptedFileTypes={ACCEPTED} allowsMultiple onSelect={(list) => void upload(list ? Array.from(list) : [])}>
          <Button isDisabled={busy || room <= 0 || !data}>{room <= 0 ? m.pictures_limit_reached() : m.pictures_upload()}</Button>
        </FileTrigger>
        <span className="text-sm text-stone-700">{m.pictures_or_drop()}</span>
        {progress !== null ? (
          <ProgressBar value={progress * 100} aria-label={m.pictures_uploading_label()} className="w-full max-w-xs">
            {({ percentage }) => (
              <>
                <div className="h-2 overflow-hidden rounded-full bg-maroon-100">
                  <div className="h-full bg-maroon-700 transition-all" style={{ width: `${percentage ?? 0}%` }} />
                </div>
                <span className="mt-1 block text-xs text-stone-700">{m.pictures_uploading_percent({ percent: Math.round(percentage ?? 0) })}</span>
              </>
            )}
          </ProgressBar>
        ) : null}
      </DropZone>

      <div className="mt-5">
        {loadError ? (
          <Notice tone="error">{loadError}</Notice>
        ) : !data ? (
          <LoadingBlock label={m.pictures_loading()} />
        ) : !count ? (
          <EmptyState title={m.pictures_empty_title()}>{m.pictures_empty_text()}</EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={m.pictures_my_pictures()}>
            {data.items.map((p, i) => (
              <PictureCard
                key={p.name}
                picture={p}
                position={i + 1}
                count={count}
                busy={busy}
                onSetProfile={() => void act(() => setProfilePicture(p.name))}
                onDelete={() => void act(() => deletePicture(p.name))}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
