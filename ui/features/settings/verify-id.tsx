import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { ID_DOCUMENT_LABEL, ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES, ID_VERIFICATION_TEXT, type IdDocumentType, type MyIdVerification } from '../../../contract/id-verification';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { Spinner } from '../../components/spinner';
import { VerifiedBadges } from '../../components/verified-badges';
import { api, call } from '../../lib/api';
import { resizeForUpload, UnreadablePicture } from '../../lib/resize-picture';
import { showToast } from '../../state/alerts';
import { m } from '../../../contract/i18n/paraglide/messages';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** Larger than pictures' 1600 px: the administrator must read the document's small print. */
const DOCUMENT_SIDE = 2400;

/**
 * "Verify your ID" on /setting (issue 24, decision 0957): the state of the member's request from
 * the page's loader (none, waiting, approved, rejected with the reason, or lapsed after a change
 * of name or date of birth), and the form that sends a photo of the ID and a selfie. Photos are
 * redrawn in the browser first (smaller, without location details); sending runs the page's
 * loader again, so the card shows the new state.
 */
export function VerifyId({ status }: { status: MyIdVerification }) {
  if (status.status === 'approved') {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <span>{ID_VERIFICATION_TEXT.approved}</span>
          <VerifiedBadges phone={false} id />
        </p>
        <p className="text-sm text-stone-700">{ID_VERIFICATION_TEXT.nameAndDob}</p>
      </div>
    );
  }
  if (status.status === 'pending') return <Notice tone="info">{ID_VERIFICATION_TEXT.pending}</Notice>;
  return (
    <div className="flex flex-col gap-4">
      {status.status === 'rejected' && status.reason ? <Notice tone="error">{ID_VERIFICATION_TEXT.rejected(status.reason)}</Notice> : null}
      {status.status === 'lapsed' ? <Notice tone="info">{ID_VERIFICATION_TEXT.lapsed}</Notice> : null}
      <SendIdForm />
    </div>
  );
}

function SendIdForm() {
  const router = useRouter();
  const [documentType, setDocumentType] = useState<IdDocumentType | ''>('');
  const [document, setDocument] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const missing: Record<string, string> = {};
    if (!documentType) missing.documentType = m.settings_id_error_type();
    if (!document) missing.document = m.settings_id_error_document();
    if (!selfie) missing.selfie = m.settings_id_error_selfie();
    setErrors(missing);
    if (!documentType || !document || !selfie) return;
    setBusy(true);
    try {
      const [doc, face] = [await resizeForUpload(document, DOCUMENT_SIDE), await resizeForUpload(selfie)];
      const tooBig = [doc, face].find((f) => f.size > ID_DOCUMENT_MAX_BYTES);
      if (tooBig) throw new UnreadablePicture(m.settings_id_photo_too_big({ name: tooBig.name, mb: ID_DOCUMENT_MAX_BYTES / 1024 / 1024 }));
      const res = await call(() => api.user.idVerification.$post({ form: { documentType, document: doc, selfie: face } }));
      if (!res.ok) {
        setErrors(res.fields);
        setError(res.error);
        return;
      }
      showToast(res.body.message ?? ID_VERIFICATION_TEXT.sent, 'success', 5000);
      await router.invalidate();
    } catch (err) {
      setError(err instanceof UnreadablePicture ? err.message : m.settings_id_photos_unprepared());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void send(e)} noValidate className="flex max-w-xl flex-col gap-4" aria-busy={busy}>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <RadioGroupField
        label={m.settings_id_which()}
        name="documentType"
        options={ID_DOCUMENT_TYPES.map((t) => ({ id: t, label: ID_DOCUMENT_LABEL[t] }))}
        value={documentType}
        onChange={(v) => setDocumentType(v as IdDocumentType)}
        error={errors.documentType}
        description={ID_VERIFICATION_TEXT.aadhaarMask}
        isRequired
      />
      <PhotoChoice label={m.settings_id_photo()} button={m.settings_id_choose_photo()} file={document} onChoose={setDocument} error={errors.document} disabled={busy} />
      <PhotoChoice label={m.settings_id_selfie()} button={m.settings_id_choose_selfie()} file={selfie} onChoose={setSelfie} error={errors.selfie} disabled={busy} />
      <p className="text-sm text-stone-700">{ID_VERIFICATION_TEXT.nameAndDob}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isDisabled={busy}>{busy ? m.settings_sending() : m.settings_id_send()}</Button>
        {busy ? <Spinner label={m.settings_id_sending_photos()} size="sm" /> : null}
      </div>
    </form>
  );
}

function PhotoChoice({ label, button, file, onChoose, error, disabled }: { label: string; button: string; file: File | null; onChoose: (f: File | null) => void; error?: string | undefined; disabled: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-stone-800">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(list) => onChoose(list?.[0] ?? null)}>
          <Button variant="secondary" isDisabled={disabled}>{button}</Button>
        </FileTrigger>
        <span className="text-sm text-stone-700">{file ? file.name : m.settings_id_no_photo()}</span>
      </div>
      {error ? <span className="text-sm text-red-700">{error}</span> : null}
    </div>
  );
}
