import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { MyPicture } from '../../../contract/pictures';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

/** One of my pictures: the image, a 'Profile picture' mark, and its two actions. */
export function PictureCard({
  picture,
  position,
  count,
  busy,
  onSetProfile,
  onDelete,
}: {
  picture: MyPicture;
  position: number;
  count: number;
  busy: boolean;
  onSetProfile: () => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const label = picture.isProfilePicture ? m.pictures_card_profile_alt({ position, count }) : m.pictures_card_alt({ position, count });
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
      <div className="relative aspect-square bg-stone-100">
        <img src={picture.url} alt={label} loading="lazy" className="h-full w-full object-cover" />
        {picture.isProfilePicture ? (
          <span className="absolute left-2 top-2 rounded-full bg-maroon-700 px-2.5 py-1 text-xs font-semibold text-white">{m.pictures_card_profile_badge()}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 p-3">
        {picture.isProfilePicture ? null : (
          <Button variant="secondary" className="!px-3 !py-1.5 text-xs" isDisabled={busy} onPress={onSetProfile} aria-label={m.pictures_card_set_profile_label({ position })}>
            {m.pictures_card_set_profile()}
          </Button>
        )}
        <Button variant="ghost" className="!px-3 !py-1.5 text-xs" isDisabled={busy} onPress={() => setConfirming(true)} aria-label={m.pictures_card_delete_label({ position })}>
          {m.pictures_card_delete()}
        </Button>
      </div>
      <Modal title={m.pictures_card_delete_title()} role="alertdialog" isOpen={confirming} onOpenChange={setConfirming}>
        <p className="text-sm text-stone-800">
          {picture.isProfilePicture
            ? m.pictures_card_delete_profile()
            : m.pictures_card_delete_other()}
        </p>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            {m.common_cancel()}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            {m.pictures_card_delete()}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
