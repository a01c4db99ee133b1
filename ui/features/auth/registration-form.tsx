import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { DECLARATION_TEXT, MARRIAGEABLE_AGE, PROFILE_FOR, registrationSchema } from '../../../contract/auth';
import { m } from '../../../contract/i18n/paraglide/messages';
import { ADULT_AGE } from '../../../contract/limits';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { useCaptcha } from '../../components/captcha';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { TextField } from '../../components/text-field';
import { TypeAheadPicker } from '../../components/type-ahead-picker';
import { api, call } from '../../lib/api';
import { managerRelationOptions } from '../../lib/family-relations';
import { fieldErrors } from '../../lib/form-errors';
import { referenceAtom } from '../../state/reference';
import { EmailCodeForm } from './email-code-form';

/** Each choice of whom the profile is for, as the page says it (read at render time, in the reader's language). */
const PROFILE_FOR_LABELS: Record<(typeof PROFILE_FOR)[number], () => string> = {
  Self: m.auth_registration_for_self,
  Son: m.auth_registration_for_son,
  Daughter: m.auth_registration_for_daughter,
  Brother: m.auth_registration_for_brother,
  Sister: m.auth_registration_for_sister,
  Relative: m.auth_registration_for_relative,
  Friend: m.auth_registration_for_friend,
};

/** The gender a relation implies, so the form fills it in (still editable). */
const IMPLIED_GENDER: Partial<Record<string, 'male' | 'female'>> = { Son: 'male', Brother: 'male', Daughter: 'female', Sister: 'female' };

const EMPTY = { profileFor: '', name: '', gender: '', dob: '', motherTongueId: '', religionId: '', email: '', phone: '', password: '', managerName: '', managerRelation: '' };
type Values = typeof EMPTY;

/**
 * What is sent: for someone else, the registrant's name and relation too (issue 27: they become
 * the profile's first manager); for oneself, neither.
 */
function registrationInput({ managerName, managerRelation, ...candidate }: Values) {
  return candidate.profileFor === 'Self' || candidate.profileFor === '' ? candidate : { ...candidate, managerName, managerRelation };
}

/** The latest date of birth of an adult today, for the date picker's upper bound. */
function latestAdultBirthday(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - ADULT_AGE);
  return d.toISOString().slice(0, 10);
}

export function RegistrationForm() {
  const reference = useAtomValue(referenceAtom);
  const [values, setValues] = useState<Values>(EMPTY);
  // The declaration (decision 0961): a tick the schema requires, sent as `declaration: true`.
  const [declared, setDeclared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha({ className: 'sm:col-span-2' });

  const profileForOptions = PROFILE_FOR.map((p) => ({ id: p, label: PROFILE_FOR_LABELS[p]() }));
  const genders = [
    { id: 'female', label: m.auth_registration_female() },
    { id: 'male', label: m.auth_registration_male() },
  ];
  const tongues = useMemo(() => (reference?.motherTongues ?? []).map((t) => ({ id: t._id, label: t.mothertongue, en: t.en })), [reference]);
  const religions = useMemo(() => (reference?.religions ?? []).map((r) => ({ id: r._id, label: r.name })), [reference]);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function chooseProfileFor(value: string) {
    setValues((v) => ({ ...v, profileFor: value, gender: IMPLIED_GENDER[value] ?? v.gender }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = registrationSchema.safeParse({ ...registrationInput(values), declaration: declared });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFailure(m.auth_registration_fix_fields());
      return;
    }
    setErrors({});
    const headers = captcha.take();
    if (!headers) return;
    setBusy(true);
    const res = await call(() => api.user.register.$post({ json: parsed.data }, { headers }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setFailure(res.error);
      return;
    }
    setDone({ email: parsed.data.email });
  }

  if (done) return <EmailCodeForm email={done.email} />;
  const forSomeoneElse = values.profileFor !== '' && values.profileFor !== 'Self';

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      {failure ? (
        <div className="sm:col-span-2">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      {/* Rows of choices, one click each (decision 0938); the rows span the form and wrap on a phone. */}
      <RadioGroupField
        label={m.auth_registration_profile_for()}
        name="profileFor"
        options={profileForOptions}
        value={values.profileFor}
        onChange={chooseProfileFor}
        error={errors.profileFor}
        isRequired
        className="sm:col-span-2"
      />
      <TextField label={m.auth_registration_name()} name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} isRequired maxLength={60} />
      <RadioGroupField label={m.auth_registration_gender()} name="gender" options={genders} value={values.gender} onChange={set('gender')} error={errors.gender} isRequired />
      <TextField
        label={m.auth_registration_dob()}
        name="dob"
        type="date"
        max={latestAdultBirthday()}
        value={values.dob}
        onChange={set('dob')}
        error={errors.dob}
        description={m.auth_registration_dob_description({ adultAge: ADULT_AGE, manAge: MARRIAGEABLE_AGE.male })}
        isRequired
      />
      {/* Found by typing, as in the profile wizard: the list is long. */}
      <TypeAheadPicker label={m.auth_registration_mother_tongue()} name="motherTongueId" options={tongues} value={values.motherTongueId} onChange={set('motherTongueId')} error={errors.motherTongueId} isRequired />
      <RadioGroupField
        label={m.auth_registration_religion()}
        name="religionId"
        options={religions}
        value={values.religionId}
        onChange={set('religionId')}
        error={errors.religionId}
        isRequired
        className="sm:col-span-2"
      />
      {forSomeoneElse ? (
        // The one registering runs the profile with a sign-in of their own: the e-mail, phone and password below are theirs.
        <fieldset className="grid gap-4 rounded-xl border border-maroon-100 bg-maroon-50/40 p-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="px-1 font-semibold text-maroon-800">{m.managers_register_you_heading()}</legend>
          <p className="text-sm text-stone-700 sm:col-span-2">{m.managers_register_you_intro()}</p>
          <TextField label={m.managers_register_your_name()} name="managerName" autoComplete="name" value={values.managerName} onChange={set('managerName')} error={errors.managerName} isRequired maxLength={60} className="sm:col-span-2" />
          <RadioGroupField
            label={m.managers_register_your_relation()}
            name="managerRelation"
            options={managerRelationOptions()}
            value={values.managerRelation}
            onChange={set('managerRelation')}
            error={errors.managerRelation}
            isRequired
            className="sm:col-span-2"
          />
        </fieldset>
      ) : null}
      <TextField label={m.auth_field_email()} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} isRequired />
      <TextField label={m.auth_registration_phone()} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} isRequired />
      <TextField
        label={m.auth_field_password()}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        description={m.auth_password_description()}
        isRequired
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <CheckboxField label={DECLARATION_TEXT.label} name="declaration" isSelected={declared} onChange={setDeclared} error={errors.declaration} />
      </div>
      {captcha.field}
      <p className="text-sm text-stone-700 sm:col-span-2">
        {m.auth_registration_accept_before()}{' '}
        <Link to="/terms-conditions" className="font-semibold text-maroon-700 underline underline-offset-4">{m.auth_registration_accept_terms()}</Link>{' '}
        {m.auth_registration_accept_and()}{' '}
        <Link to="/privacy-policy" className="font-semibold text-maroon-700 underline underline-offset-4">{m.auth_registration_accept_privacy()}</Link>
        {m.auth_registration_accept_after()}
      </p>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" isDisabled={busy}>{busy ? m.auth_registration_registering() : m.auth_registration_submit()}</Button>
        <span className="text-sm text-stone-700">
          {m.auth_registration_already()}{' '}
          <Link to="/login" className="font-semibold text-maroon-700 underline underline-offset-4">{m.auth_registration_login_link()}</Link>
        </span>
      </div>
    </form>
  );
}
