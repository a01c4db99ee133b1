import { useState, type FormEvent } from 'react';
import { GRIEVANCE_PAGE_TEXT, grievanceSchema } from '../../../contract/grievances';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button } from '../../components/button';
import { useCaptcha } from '../../components/captcha';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The complaint form of /grievance (POST /app/grievance): the number comes back at once. */
export function GrievanceForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha({ className: 'sm:col-span-2' });
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = grievanceSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const headers = captcha.take();
    if (!headers) return;
    setBusy(true);
    const res = await call(() => api.app.grievance.$post({ json: parsed.data }, { headers }));
    setBusy(false);
    if (res.ok) {
      setValues(EMPTY);
      setNotice({ tone: 'success', text: res.body.message });
    } else {
      setErrors(res.fields);
      setNotice({ tone: 'error', text: res.error });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-labelledby="grievance-form-title">
      <h2 id="grievance-form-title" className="font-display text-2xl font-bold text-maroon-800 sm:col-span-2">{GRIEVANCE_PAGE_TEXT.formTitle}</h2>
      {notice ? (
        <div className="sm:col-span-2">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      <TextField label={m.public_grievance_form_name()} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} isRequired />
      <TextField label={m.public_grievance_form_email()} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} isRequired description={m.public_grievance_form_email_description()} />
      <TextField label={m.public_grievance_form_subject()} name="subject" value={values.subject} onChange={set('subject')} error={errors.subject} isRequired className="sm:col-span-2" />
      <TextField label={m.public_grievance_form_message()} name="message" multiline value={values.message} onChange={set('message')} error={errors.message} isRequired className="sm:col-span-2" description={m.public_grievance_form_message_description()} />
      {captcha.field}
      <div className="sm:col-span-2">
        <Button type="submit" isDisabled={busy}>{busy ? GRIEVANCE_PAGE_TEXT.sending : GRIEVANCE_PAGE_TEXT.send}</Button>
      </div>
    </form>
  );
}
