import type { ReactNode } from 'react';
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
const NOT_ADDED = 'Not Added';

function show(v: Value): string {
  if (v === null || v === undefined || v === '') return NOT_ADDED;
  if (typeof v === 'object') return 'name' in v ? v.name : `${v.feet} ft ${v.inch} in`;
  return String(v);
}

/** The full horoscope with its Guna Milan (and the password step where there is one). */
function HoroscopeLink({ id }: { id: string }) {
  return (
    <a href={`/viewHoroscope/${encodeURIComponent(id)}`} className="mt-3 inline-block font-semibold text-maroon-700 underline underline-offset-4">
      View horoscope and Guna Milan
    </a>
  );
}

function Section({ title, rows, children }: { title: string; rows?: Array<[string, Value]>; children?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
      <h2 id={id} className="font-display text-lg font-bold text-maroon-800">{title}</h2>
      {rows ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
              <dd className={show(value) === NOT_ADDED ? 'text-stone-600' : 'text-stone-900'}>{show(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children ? <div className="mt-3 text-stone-800">{children}</div> : null}
    </section>
  );
}

const CONTACT_TEXT: Record<Exclude<ContactAccessKind, 'visible'>, string> = {
  hidden: 'Contact details are hidden by the member.',
  afterAccept: 'Contact details are shown once one of you has accepted the other’s request.',
  reveal: 'Contact details are shown when you choose to view them.',
  upgrade: 'Contact details are shown to members whose plan includes contact views.',
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
            {p.uniqueId ? <p className="mt-1 text-sm text-maroon-50">Profile id {p.uniqueId}</p> : null}
            <VerifiedBadges phone={p.phoneVerified} id={p.idVerified} className="mt-2" />
          </div>
        </div>
        {/* The actions sit on white under the maroon band: every button and state label keeps the
            colours it has everywhere else, so none of them melts into the band (issue 22 §1). */}
        {actions ? <div className="p-5 text-stone-800 sm:px-6">{actions}</div> : null}
      </section>

      {pictures.length > 0 ? (
        <section aria-labelledby="pictures-title" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
          <h2 id="pictures-title" className="font-display text-lg font-bold text-maroon-800">Pictures</h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {pictures.map((src, i) => (
              <li key={src} className="flex flex-col items-start gap-1">
                <img src={pictureUrl(src) ?? src} alt={`${p.basicDetails.name}, picture ${i + 1}`} className="aspect-square w-full rounded-xl object-cover" loading="lazy" />
                {reportPhotos ? (
                  <ReportButton kind="photo" targetId={pictureName(src)} label={REPORT_TEXT.reportPhoto} accessibleLabel={`${REPORT_TEXT.reportPhoto} ${i + 1}`} className="px-2 py-1 text-xs" />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.aboutMe ? (
        <Section title="About me">
          <p className="whitespace-pre-line">{p.aboutMe}</p>
        </Section>
      ) : null}

      <Section
        title="Basic details"
        rows={[
          ['Profile created for', p.basicDetails.profileFor],
          ['Age', age],
          ['Marital status', p.basicDetails.maritalStatus],
          ['Have children', p.basicDetails.haveChildren],
          ['Height', p.basicDetails.height],
          ['Mother tongue', p.basicDetails.motherTongue ? { name: p.basicDetails.motherTongue.mothertongue } : null],
        ]}
      />
      <Section
        title="Religion"
        rows={[
          ['Religion', p.religionDetails.religion],
          ['Caste', p.religionDetails.caste],
          ['Sub caste', p.religionDetails.subCaste],
          ['Gotra', p.religionDetails.gotra],
        ]}
      />
      <Section
        title="Location"
        rows={[
          ['Country', p.locationDetails.country],
          ['State', p.locationDetails.state],
          ['City', p.locationDetails.city],
          ['Citizenship', p.locationDetails.citizenship],
        ]}
      />
      <Section
        title="Education and career"
        rows={[
          ['Education', p.professionalDetails.education],
          ['Occupation', p.professionalDetails.occupation],
          ['Industry', p.professionalDetails.industry],
          ['Employed in', p.professionalDetails.employedIn],
          ['Annual income', p.professionalDetails.annualIncome],
          ['Organisation', p.professionalDetails.organisation],
        ]}
      />
      <Section
        title="Appearance"
        rows={[
          ['Complexion', p.additionalInfo.complexion],
          ['Body type', p.additionalInfo.bodyType],
          ['Physical status', p.additionalInfo.physicalStatus],
          ['Blood group', p.additionalInfo.bloodGroup],
        ]}
      />
      <Section
        title="Family"
        rows={[
          ['Family type', p.familyDetails.familyType],
          ['Family values', p.familyDetails.familyValue],
          ['Family status', p.familyDetails.familyStatus],
          ["Father's occupation", p.familyDetails.fatherOccupation],
          ["Mother's occupation", p.familyDetails.motherOccupation],
          ['Brothers', p.familyDetails.brothers],
          ['Sisters', p.familyDetails.sisters],
          ['Native place', p.familyDetails.nativePlace],
        ]}
      >
        {p.aboutFamily.aboutFamily ? <p className="whitespace-pre-line">{p.aboutFamily.aboutFamily}</p> : null}
      </Section>
      <Section
        title="Lifestyle"
        rows={[
          ['Eating habit', p.lifeStyleDetails.eatingHabit],
          ['Drinking habit', p.lifeStyleDetails.drinkingHabit],
          ['Smoking habit', p.lifeStyleDetails.smokingHabit],
          ['Hobbies', p.lifeStyleDetails.hobbies],
        ]}
      />
      {horoscope ? (
        <Section
          title="Horoscope"
          rows={[
            ['Time of birth', horoscope.timeOfBirth],
            ['Place of birth', horoscope.placeOfBirth],
            ['Nakshtra', horoscope.nakshtra],
            ['How the nakshatra was found', horoscope.nakshtra ? (horoscope.horoscopeSource === 'calculated' ? COMPUTE_TEXTS.computed : COMPUTE_TEXTS.chosen) : null],
            ['Charan', horoscope.charan],
            ['Moon', horoscope.moon],
            ['Gan', horoscope.gan],
            ['Nadi', horoscope.nadi],
            ['Manglik', horoscope.manglik],
          ]}
        >
          <HoroscopeLink id={p._id} />
        </Section>
      ) : (
        <Section title="Horoscope">
          <p>
            {access.horoscope === 'password' || access.horoscope === 'hpassword'
              ? 'The horoscope is protected by a password the member can share with you.'
              : 'The horoscope is hidden by the member.'}
          </p>
          {access.horoscope === 'hidden' ? null : <HoroscopeLink id={p._id} />}
        </Section>
      )}
      {contact ? (
        <Section
          title="Contact details"
          rows={[
            ['E-mail', contact.email ?? null],
            ['Phone', contact.phone],
            ['Alternate phone', contact.alternatePhone],
            ['WhatsApp', contact.whatsapp],
            ['Contact person', contact.contactPerson],
            ['Convenient time to call', contact.convenientTime],
          ]}
        >
          {contactNote}
        </Section>
      ) : (
        <Section title="Contact details">
          {contactNote ?? <p>{CONTACT_TEXT[access.contact === 'visible' ? 'hidden' : access.contact]}</p>}
        </Section>
      )}
      {children}
    </div>
  );
}
