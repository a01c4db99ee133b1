import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { actAsMember } from './impersonation';

/** Opens a member's session by their profile id (SB…) or internal id, to see the site as they do. */
export function ActAsMemberForm() {
  const router = useRouter();
  const [memberId, setMemberId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const id = memberId.trim();
    if (!id) {
      setError('Enter the profile id (SB…) or the member id.');
      return;
    }
    setError(undefined);
    setBusy(true);
    const failure = await actAsMember(id, (href) => router.navigate({ href }));
    setBusy(false);
    if (failure) setError(failure);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="act-as-title" className="flex flex-col gap-4">
      <h2 id="act-as-title" className="text-lg font-bold text-stone-900">Act as member</h2>
      <p className="text-sm text-stone-700">
        Open the site as a member sees it, to help with a question or check a report. “Return to admin” on the banner above every member page brings you back here; the pages you open are recorded as yours, not the member’s.
      </p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label="Profile id or member id"
        name="memberId"
        value={memberId}
        onChange={setMemberId}
        description="The profile id the members list shows, e.g. SB100123, or the internal id."
        isRequired
      />
      <Button type="submit" isDisabled={busy} className="self-start">
        {busy ? 'Opening…' : 'Act as member'}
      </Button>
    </form>
  );
}
