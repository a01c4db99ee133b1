import { useState, type FormEvent } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { visitorQuerySchema } from '../../../contract/reference';
import { Button } from '../../components/button';
import { useCaptcha } from '../../components/captcha';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

/** The visitor query form (POST /app/query). */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha({ className: 'sm:col-span-2' });
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = visitorQuerySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const headers = captcha.take();
    if (!headers) return;
    setBusy(true);
    const json = { ...parsed.data, phone: parsed.data.phone || undefined };
    const res = await call(() => api.app.query.$post({ json }, { headers }));
    setBusy(false);
    if (res.ok) {
      setValues(EMPTY);
      setNotice({ tone: 'success', text: res.body.message ?? m.public_contact_form_thanks() });
    } else {
      setErrors(res.fields);
      setNotice({ tone: 'error', text: res.error });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-maroon-800 sm:col-span-2">{m.public_contact_form_heading()}</h2>
      {notice ? (
        <div className="sm:col-span-2">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      <TextField label={m.public_contact_form_name()} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} isRequired />
      <TextField label={m.public_contact_form_email()} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} isRequired />
      <TextField label={m.public_contact_form_phone()} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      <TextField label={m.public_contact_form_subject()} name="subject" value={values.subject} onChange={set('subject')} error={errors.subject} isRequired />
      <TextField label={m.public_contact_form_message()} name="message" multiline value={values.message} onChange={set('message')} error={errors.message} isRequired className="sm:col-span-2" />
      {captcha.field}
      <div className="sm:col-span-2">
        <Button type="submit" isDisabled={busy}>{busy ? m.public_contact_form_sending() : m.public_contact_form_send()}</Button>
      </div>
    </form>
  );
}
