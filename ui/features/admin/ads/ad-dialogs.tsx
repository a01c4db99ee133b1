import { useState, type FormEvent } from 'react';
import { AD_HTML_MAX, AD_POSITIONS, adFormSchema, type AdForm, type AdminAd } from '../../../../contract/admin/ads';
import { AdFrame } from '../../../components/ad-frame';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';

const POSITION_OPTIONS = AD_POSITIONS.map((p) => ({ id: p.id, label: p.label }));

/** Add or change an ad, with its preview in the very frame members see (ui/components/ad-frame.tsx). */
export function AdFormDialog({ ad, onClose, onSave }: { ad: AdminAd | null; onClose: () => void; onSave: (form: AdForm) => Promise<Record<string, string> | null> }) {
  const [position, setPosition] = useState(ad?.position ?? '');
  const [html, setHtml] = useState(ad?.htmlContent ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = adFormSchema.safeParse({ ...(ad ? { _id: ad._id } : {}), position, htmlContent: html });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    setErrors((await onSave(parsed.data)) ?? {});
    setBusy(false);
  }
  return (
    <Modal title={ad ? 'Change the ad' : 'Add an ad'} isOpen onOpenChange={(open) => !open && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <SelectField label="Position" name="position" options={POSITION_OPTIONS} value={position} onChange={setPosition} error={errors.position} placeholder="Choose where it shows" isRequired inDialog />
        <TextField
          label="HTML"
          name="htmlContent"
          multiline
          value={html}
          onChange={setHtml}
          error={errors.htmlContent}
          maxLength={AD_HTML_MAX}
          isRequired
          description="Links open in a new tab. Scripts, forms and outside connections do not run; images over https or data: do."
        />
        {html.trim() ? (
          <div>
            <p className="mb-1 text-sm font-semibold text-stone-700">Preview</p>
            <AdFrame ad={{ position: position || 'middle', htmlContent: html }} label="Preview of the ad" />
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button type="submit" isDisabled={busy}>{busy ? 'Saving…' : ad ? 'Save ad' : 'Add ad'}</Button>
        </div>
      </form>
    </Modal>
  );
}

export function DeleteAdDialog({ onClose, onDelete }: { onClose: () => void; onDelete: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    await onDelete();
    setBusy(false);
  }
  return (
    <Modal title="Delete the ad" role="alertdialog" isOpen onOpenChange={(open) => !open && onClose()}>
      <p className="text-stone-800">Members stop seeing it on their next page. The audit trail keeps its HTML.</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onClose}>Cancel</Button>
        <Button
          variant="danger"
          isDisabled={busy}
          onPress={() => void remove()}
        >
          {busy ? 'Deleting…' : 'Delete ad'}
        </Button>
      </div>
    </Modal>
  );
}
