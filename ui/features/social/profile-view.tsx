import type { ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { COMPUTE_TEXTS } from '../../../contract/horoscope-compute';
import type { ContactAccess } from '../../../contract/plan-grants';
import type { Profile } from '../../../contract/profile';
import { ageText } from '../../../contract/age-text';
import { REPORT_TEXT } from '../../../contract/reports';
import { Avatar } from '../../components/avatar';
import { VerifiedBadges } from '../../components/verified-badges';
import { ReportButton } from '../../components/report-dialog';
import { pictureUrl } from '../../lib/pictures';
import { useNow } from '../../lib/use-now';
import { profileForLabel } from '../../../contract/profile';

/**
 * The read-only view of a member's profile, as another member sees it: /viewprofile/{id}
 * and (profile domain) /profilePreview. Hidden parts say why they are hidden; empty fields
 * say 'Not Added' (spec §2). `actions` is the viewer's toolbar (block, rate, comment).
 */
export type ContactAccessKind = ContactAccess;
export type HoroscopeAccessKind = 'visible' | 'hidden' | 'password' | 'hpassword';

export interface ViewedProfile extends Omit<Profile, 'contactDetails' | 'horoscope'> {
  contactDetails: (Profile['contactDetails'] & { email?: string | null }) | null;
  horoscope: Profile['horoscope'] | null;
}

export interface ProfileViewProps {
  profile: ViewedProfile;
  pictures: string[];
  access: { contact: ContactAccessKind; horoscope: HoroscopeAccessKind };
  /** Shown under the name: the viewer's actions. */
  actions?: ReactNode;
  /**
   * Shown in the contact section: in place of the reason when the details are not shown
   * (e.g. "View contact" or the upgrade prompt, decision 0564), under them when they are.
   */
  contactNote?: ReactNode;
  /** Shown after the sections (e.g. comments). */
  children?: ReactNode;
  /** The member's name is the page's h1 unless the page has its own (then 2). */
  nameHeadingLevel?: 1 | 2;
  /** Another member's profile: each picture can be reported (issue 24). */
  reportPhotos?: boolean;
}

/** The picture's name in its signed address (/api/user/picture/NAME?…): what a photo report names. */
const pictureName = (src: string) => decodeURIComponent(new URL(src, 'http://picture.invalid').pathname.split('/').pop() ?? '');

type Value = string | number | null | undefined | { name: string } | { feet: number; inch: number };
const isEmpty = (v: Value): v is null | undefined | '' => v === null || v === undefined || v === '';

function show(v: Value): string {
  if (isEmpty(v)) return m.social_not_added();
  if (typeof v === 'object') return 'name' in v ? v.name : m.social_height({ feet: v.feet, inch: v.inch });
  return String(v);
}

/** The full horoscope with its Guna Milan (and the password step where there is one). */
function HoroscopeLink({ id }: { id: string }) {
  return (
    <a href={`/viewHoroscope/${encodeURIComponent(id)}`} className="mt-3 inline-block font-semibold text-maroon-700 underline underline-offset-4">
      {m.social_view_horoscope()}
    </a>
  );
}

/** `name`: the section's element id, in English whatever the page's language ("section-family"). */
function Section({ name, title, rows, children }: { name: string; title: string; rows?: Array<[string, Value]>; children?: ReactNode }) {
  const id = `section-${name}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
      <h2 id={id} className="font-display text-lg font-bold text-maroon-800">{title}</h2>
      {rows ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
              <dd className={isEmpty(value) ? 'text-stone-600' : 'text-stone-900'}>{show(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children ? <div className="mt-3 text-stone-800">{children}</div> : null}
    </section>
  );
}

const CONTACT_TEXT: Record<Exclude<ContactAccessKind, 'visible'>, () => string> = {
  hidden: m.social_contact_hidden,
  afterAccept: m.social_contact_after_accept,
  reveal: m.social_contact_reveal,
  upgrade: m.social_contact_upgrade,
};

export function ProfileView({ profile: p, pictures, access, actions, contactNote, children, nameHeadingLevel = 1, reportPhotos = false }: ProfileViewProps) {
  const NameHeading = nameHeadingLevel === 1 ? 'h1' : 'h2';
  // Years, months and days (spec §5); cards in lists keep whole years.
  const age = ageText(p.DOB, useNow());
  const place = [p.locationDetails.city?.name, p.locationDetails.state?.name, p.locationDetails.country?.name].filter(Boolean).join(', ');
  const contact = access.contact === 'visible' ? p.contactDetails : null;
  const horoscope = access.horoscope === 'visible' ? p.horoscope : null;
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="member-name" className="overflow-hidden rounded-2xl border border-maroon-100 bg-white shadow-sm">
        <div className="flex flex-col gap-5 bg-gradient-to-br from-maroon-800 to-maroon-600 p-6 text-white sm:flex-row sm:items-center">
          <Avatar name={p.basicDetails.name} picture={p.profilePicture} size={96} />
          <div className="min-w-0 flex-1">
            <NameHeading id="member-name" className="font-display text-3xl font-bold break-words">{p.basicDetails.name}</NameHeading>
            {p.tag ? <p className="mt-1 font-semibold text-maroon-50">{p.tag}</p> : null}
            <p className="mt-1 text-maroon-50">
              {[age, p.religionDetails.religion?.name, p.basicDetails.motherTongue?.mothertongue, place || null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {p.uniqueId ? <p className="mt-1 text-sm text-maroon-50">{m.social_profile_id({ id: p.uniqueId })}</p> : null}
            <VerifiedBadges phone={p.phoneVerified} id={p.idVerified} className="mt-2" />
          </div>
        </div>
        {/* The actions sit on white under the maroon band: every button and state label keeps the
            colours it has everywhere else, so none of them melts into the band (issue 22 §1). */}
        {actions ? <div className="p-5 text-stone-800 sm:px-6">{actions}</div> : null}
      </section>

      {pictures.length > 0 ? (
        <section aria-labelledby="pictures-title" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
          <h2 id="pictures-title" className="font-display text-lg font-bold text-maroon-800">{m.social_pictures()}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {pictures.map((src, i) => (
              <li key={src} className="flex flex-col items-start gap-1">
                <img src={pictureUrl(src) ?? src} alt={m.social_picture_alt({ name: p.basicDetails.name, n: i + 1 })} className="aspect-square w-full rounded-xl object-cover" loading="lazy" />
                {reportPhotos ? (
                  <ReportButton kind="photo" targetId={pictureName(src)} label={REPORT_TEXT.reportPhoto} accessibleLabel={`${REPORT_TEXT.reportPhoto} ${i + 1}`} className="px-2 py-1 text-xs" />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.aboutMe ? (
        <Section name="about-me" title={m.social_about_me()}>
          <p className="whitespace-pre-line">{p.aboutMe}</p>
        </Section>
      ) : null}

      <Section
        name="basic-details"
        title={m.social_basic_details()}
        rows={[
          [m.social_row_profile_for(), p.basicDetails.profileFor ? profileForLabel(p.basicDetails.profileFor) : p.basicDetails.profileFor],
          [m.social_row_age(), age],
          [m.social_row_marital_status(), p.basicDetails.maritalStatus],
          [m.social_row_have_children(), p.basicDetails.haveChildren],
          [m.social_row_height_label(), p.basicDetails.height],
          [m.social_row_mother_tongue(), p.basicDetails.motherTongue ? { name: p.basicDetails.motherTongue.mothertongue } : null],
        ]}
      />
      <Section
        name="religion"
        title={m.social_religion()}
        rows={[
          [m.social_row_religion(), p.religionDetails.religion],
          [m.social_row_caste(), p.religionDetails.caste],
          [m.social_row_sub_caste(), p.religionDetails.subCaste],
          [m.social_row_gotra(), p.religionDetails.gotra],
        ]}
      />
      <Section
        name="location"
        title={m.social_location()}
        rows={[
          [m.social_row_country(), p.locationDetails.country],
          [m.social_row_state(), p.locationDetails.state],
          [m.social_row_city(), p.locationDetails.city],
          [m.social_row_citizenship(), p.locationDetails.citizenship],
        ]}
      />
      <Section
        name="education-and-career"
        title={m.social_education_career()}
        rows={[
          [m.social_row_education(), p.professionalDetails.education],
          [m.social_row_occupation(), p.professionalDetails.occupation],
          [m.social_row_industry(), p.professionalDetails.industry],
          [m.social_row_employed_in(), p.professionalDetails.employedIn],
          [m.social_row_annual_income(), p.professionalDetails.annualIncome],
          [m.social_row_organisation(), p.professionalDetails.organisation],
        ]}
      />
      <Section
        name="appearance"
        title={m.social_appearance()}
        rows={[
          [m.social_row_complexion(), p.additionalInfo.complexion],
          [m.social_row_body_type(), p.additionalInfo.bodyType],
          [m.social_row_physical_status(), p.additionalInfo.physicalStatus],
          [m.social_row_blood_group(), p.additionalInfo.bloodGroup],
        ]}
      />
      <Section
        name="family"
        title={m.social_family()}
        rows={[
          [m.social_row_family_type(), p.familyDetails.familyType],
          [m.social_row_family_values(), p.familyDetails.familyValue],
          [m.social_row_family_status(), p.familyDetails.familyStatus],
          [m.social_row_father_occupation(), p.familyDetails.fatherOccupation],
          [m.social_row_mother_occupation(), p.familyDetails.motherOccupation],
          [m.social_row_brothers(), p.familyDetails.brothers],
          [m.social_row_sisters(), p.familyDetails.sisters],
          [m.social_row_native_place(), p.familyDetails.nativePlace],
        ]}
      >
        {p.aboutFamily.aboutFamily ? <p className="whitespace-pre-line">{p.aboutFamily.aboutFamily}</p> : null}
      </Section>
      <Section
        name="lifestyle"
        title={m.social_lifestyle()}
        rows={[
          [m.social_row_eating_habit(), p.lifeStyleDetails.eatingHabit],
          [m.social_row_drinking_habit(), p.lifeStyleDetails.drinkingHabit],
          [m.social_row_smoking_habit(), p.lifeStyleDetails.smokingHabit],
          [m.social_row_hobbies(), p.lifeStyleDetails.hobbies],
        ]}
      />
      {horoscope ? (
        <Section
          name="horoscope"
          title={m.social_horoscope()}
          rows={[
            [m.social_row_time_of_birth(), horoscope.timeOfBirth],
            [m.social_row_place_of_birth(), horoscope.placeOfBirth],
            [m.social_row_nakshtra(), horoscope.nakshtra],
            [m.social_row_nakshatra_found(), horoscope.nakshtra ? (horoscope.horoscopeSource === 'calculated' ? COMPUTE_TEXTS.computed : COMPUTE_TEXTS.chosen) : null],
            [m.social_row_charan(), horoscope.charan],
            [m.social_row_moon(), horoscope.moon],
            [m.social_row_gan(), horoscope.gan],
            [m.social_row_nadi(), horoscope.nadi],
            [m.social_row_manglik(), horoscope.manglik],
          ]}
        >
          <HoroscopeLink id={p._id} />
        </Section>
      ) : (
        <Section name="horoscope" title={m.social_horoscope()}>
          <p>
            {access.horoscope === 'password' || access.horoscope === 'hpassword'
              ? m.social_horoscope_password()
              : m.social_horoscope_hidden()}
          </p>
          {access.horoscope === 'hidden' ? null : <HoroscopeLink id={p._id} />}
        </Section>
      )}
      {contact ? (
        <Section
          name="contact-details"
          title={m.social_contact_details()}
          rows={[
            [m.social_row_email(), contact.email ?? null],
            [m.social_row_phone(), contact.phone],
            [m.social_row_alternate_phone(), contact.alternatePhone],
            [m.social_row_whatsapp(), contact.whatsapp],
            [m.social_row_contact_person(), contact.contactPerson],
            [m.social_row_convenient_time(), contact.convenientTime],
          ]}
        >
          {contactNote}
        </Section>
      ) : (
        <Section name="contact-details" title={m.social_contact_details()}>
          {contactNote ?? <p>{CONTACT_TEXT[access.contact === 'visible' ? 'hidden' : access.contact]()}</p>}
        </Section>
      )}
      {children}
    </div>
  );
}
