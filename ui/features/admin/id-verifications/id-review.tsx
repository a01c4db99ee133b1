import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ID_REJECTION_MAX, ID_REVIEW_TEXT, idVerificationDecisionSchema } from '../../../../contract/admin/id-verifications';
import { ID_DOCUMENT_LABEL } from '../../../../contract/id-verification';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { formatDateTime, formatDob } from '../../../lib/format';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../state/alerts';
import { ConfirmDialog } from '../confirm-dialog';
import { decideIdVerification, type IdReview as IdReviewData } from './id-verifications-api';

type Loaded = Extract<IdReviewData, { ok: true }>;

/**
 * One ID request (decision 0957): the document and the selfie side by side with the profile's
 * name and date of birth, then Approve (which confirms them) or Reject (with the reason the
 * member reads). The images are page-local addresses, let go when the screen closes.
 */
export function IdReview({ review }: { review: Loaded }) {
  const router = useRouter();
  const { request, document, selfie } = review;
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  useEffect(() => () => [document, selfie].forEach((i) => i && 'url' in i && URL.revokeObjectURL(i.url)), [document, selfie]);

  async function decided(res: Awaited<ReturnType<typeof decideIdVerification>>): Promise<string | null> {
    if (!res.ok) return res.error;
    showToast(res.body.message ?? '', res.body.code === 5 ? 'success' : 'info');
    setAsking(null);
    await router.invalidate();
    return null;
  }
  const approve = async () => decided(await decideIdVerification(request._id, { decision: 'approved', name: request.profileName, dob: request.profileDob ?? '' }));
  const reject = async (reason: string) => decided(await decideIdVerification(request._id, { decision: 'rejected', reason }));

  const dob = formatDob(request.profileDob) ?? 'not given';
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div>
        <Link to="/admin/id-verifications" className="text-sm font-semibold text-maroon-800 underline underline-offset-4">Back to the ID queue</Link>
        <h1 className="mt-2 text-2xl font-bold text-stone-900">{request.member.name}’s ID</h1>
        <p className="mt-1 text-stone-700">
          {ID_DOCUMENT_LABEL[request.documentType]}, sent {formatDateTime(request.createdAt)}
          {request.member.profileId ? `, profile ${request.member.profileId}` : ''}.
        </p>
      </div>
      <dl className="grid max-w-xl grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-4 text-sm">
        <dt className="font-semibold text-stone-800">Name on the profile</dt>
        <dd>{request.profileName}</dd>
        <dt className="font-semibold text-stone-800">Date of birth on the profile</dt>
        <dd>{dob}</dd>
      </dl>
      {request.status !== 'pending' ? <Decided review={review} /> : null}
      {document && selfie ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Image title="Document" image={document} alt={`${request.member.name}’s ${ID_DOCUMENT_LABEL[request.documentType]}`} />
          <Image title="Selfie" image={selfie} alt={`${request.member.name}’s selfie`} />
        </div>
      ) : (
        <Notice tone="info">{ID_REVIEW_TEXT.gone}</Notice>
      )}
      {request.status === 'pending' ? (
        <div className="flex flex-wrap gap-3">
          <Button onPress={() => setAsking('approve')}>Approve</Button>
          <Button variant="danger" onPress={() => setAsking('reject')}>Reject</Button>
        </div>
      ) : null}
      {asking === 'approve' ? (
        <ConfirmDialog title="Approve this ID?" confirmLabel="Approve" busyLabel="Approving…" onCancel={() => setAsking(null)} onConfirm={approve}>
          <p>
            The document shows the name <strong>{request.profileName}</strong> and the date of birth <strong>{dob}</strong>, and the selfie is the same person.
            “ID verified” will show on {request.member.name}’s profile and cards, and the images will be deleted.
          </p>
        </ConfirmDialog>
      ) : null}
      {asking === 'reject' ? <RejectDialog name={request.member.name} onCancel={() => setAsking(null)} onReject={reject} /> : null}
    </div>
  );
}

function Decided({ review }: { review: Loaded }) {
  const { request } = review;
  const when = request.decidedAt ? formatDateTime(request.decidedAt) : '';
  return request.status === 'approved' ? (
    <Notice tone="success">
      Approved {when}
      {request.decidedBy ? ` by ${request.decidedBy}` : ''}: name {request.confirmedName}, date of birth {formatDob(request.confirmedDob)}.
    </Notice>
  ) : (
    <Notice tone="info">
      Rejected {when}
      {request.decidedBy ? ` by ${request.decidedBy}` : ''}: {request.reason}
    </Notice>
  );
}

function Image({ title, image, alt }: { title: string; image: { url: string } | { error: string }; alt: string }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3">
      <figcaption className="font-semibold text-stone-800">{title}</figcaption>
      {'url' in image ? <img src={image.url} alt={alt} className="max-h-[28rem] w-full object-contain" /> : <Notice tone="error">{image.error}</Notice>}
    </figure>
  );
}

function RejectDialog({ name, onCancel, onReject }: { name: string; onCancel: () => void; onReject: (reason: string) => Promise<string | null> }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      title="Reject this ID?"
      confirmLabel="Reject"
      busyLabel="Rejecting…"
      variant="danger"
      onCancel={onCancel}
      onConfirm={async () => {
        const parsed = idVerificationDecisionSchema.safeParse({ decision: 'rejected', reason });
        if (!parsed.success) {
          setError(fieldErrors(parsed.error).reason);
          return null;
        }
        setError(undefined);
        return onReject(reason);
      }}
    >
      <div className="flex flex-col gap-3">
        <p>{name} is told why by notification and e-mail, and can send the ID again. The images are deleted.</p>
        <TextField
          label="Why (the member reads this)"
          name="reason"
          multiline
          maxLength={ID_REJECTION_MAX}
          value={reason}
          onChange={setReason}
          error={error}
          description="For example: The Aadhaar number is not masked. Or: The photo is too blurred to read."
          isRequired
        />
      </div>
    </ConfirmDialog>
  );
}
