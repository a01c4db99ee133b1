import { useState } from 'react';
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
  const label = picture.isProfilePicture ? `Your profile picture (picture ${position} of ${count})` : `Your picture ${position} of ${count}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-maroon-100 bg-white shadow-sm">
      <div className="relative aspect-square bg-stone-100">
        <img src={picture.url} alt={label} loading="lazy" className="h-full w-full object-cover" />
        {picture.isProfilePicture ? (
          <span className="absolute left-2 top-2 rounded-full bg-maroon-700 px-2.5 py-1 text-xs font-semibold text-white">Profile picture</span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 p-3">
        {picture.isProfilePicture ? null : (
          <Button variant="secondary" className="!px-3 !py-1.5 text-xs" isDisabled={busy} onPress={onSetProfile} aria-label={`Set as profile picture: picture ${position}`}>
            Set as profile picture
          </Button>
        )}
        <Button variant="ghost" className="!px-3 !py-1.5 text-xs" isDisabled={busy} onPress={() => setConfirming(true)} aria-label={`Delete picture ${position}`}>
          Delete
        </Button>
      </div>
      <Modal title="Delete this picture?" role="alertdialog" isOpen={confirming} onOpenChange={setConfirming}>
        <p className="text-sm text-stone-800">
          {picture.isProfilePicture
            ? 'It is your profile picture; your newest other picture (or the default image) takes its place.'
            : 'It will no longer be shown to anyone.'}
        </p>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            Delete
          </Button>
        </div>
      </Modal>
    </li>
  );
}
