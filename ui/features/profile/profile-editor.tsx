import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { ageText } from '../../../contract/age-text';
import { m } from '../../../contract/i18n/paraglide/messages';
import { WIZARD_STEPS, type SectionKey } from '../../../contract/profile';
import { buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../lib/page-title';
import { CompletenessMeter } from './completeness-meter';
import { sectionSpecs } from './section-specs';
import { SectionForm } from './section-form';
import type { MyProfile } from './my-profile';
import { useNow } from '../../lib/use-now';

const SECTIONS: SectionKey[] = [...WIZARD_STEPS, 'updateUniqueId'];

/**
 * /profile: every section as a disclosure (several may be open), each with its form; the
 * completeness with the next step; `pictures` is the pictures part of the profile. `data` is the
 * route loader's, which a save invalidates.
 */
export function ProfileEditor({ data, error, pictures }: { data: MyProfile | null; error: string | null; pictures: ReactNode }) {
  usePageTitle(m.profile_my_profile());
  const now = useNow();
  const [saved, setSaved] = useState<{ key: SectionKey; message: string } | null>(null);
  const [hash, setHash] = useState(() => (typeof location === 'undefined' ? '' : location.hash.slice(1)));
  useEffect(() => {
    const onHash = () => setHash(location.hash.slice(1));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  if (error) return <div className="mx-auto max-w-3xl px-4 py-8"><Notice tone="error">{error}</Notice></div>;
  if (!data) return null;
  const { profile, completeness } = data;
  const specs = sectionSpecs();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">{m.profile_my_profile()}</h1>
          <p className="mt-1 text-stone-700">
            {[profile.basicDetails.name, ageText(profile.DOB, now)].filter(Boolean).join(' · ')} · {m.profile_section_profile_id()}{' '}
            <strong>{profile.uniqueId ?? m.profile_id_not_chosen()}</strong>
          </p>
        </div>
        <Link to="/profilePreview" className={buttonClass('secondary')}>
          {m.profile_preview_as_others()}
        </Link>
      </div>
      <div className="mt-5">
        <CompletenessMeter completeness={completeness} />
      </div>

      {/* The pictures part brings its own card and heading. */}
      <div id="pictures" className="mt-6 scroll-mt-24">
        {pictures}
      </div>

      <div className="mt-6 flex flex-col gap-3">
        {SECTIONS.map((key) => {
          const spec = specs[key];
          const complete = completeness.sections.find((s) => s.key === key)?.complete;
          return (
            <details key={key} id={key} open={hash === key || undefined} className="group scroll-mt-24 rounded-2xl border border-maroon-100 bg-white shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 hover:bg-maroon-50">
                <h2 className="font-display text-lg font-bold text-maroon-800">{spec.title}</h2>
                <span className="flex items-center gap-2 text-sm">
                  {key === 'updateUniqueId' ? null : complete ? (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900">{m.profile_section_complete()}</span>
                  ) : (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{m.profile_section_to_fill()}</span>
                  )}
                  <span aria-hidden="true" className="text-maroon-700 transition-transform group-open:rotate-180">▾</span>
                </span>
              </summary>
              <div className="border-t border-maroon-100 px-5 py-5">
                <p className="mb-4 text-sm text-stone-700">{spec.intro}</p>
                {saved?.key === key ? (
                  <div className="mb-4">
                    <Notice tone="success">{saved.message}</Notice>
                  </div>
                ) : null}
                <SectionForm
                  specs={[spec]}
                  profile={profile}
                  savedLists={data.lists}
                  onSaved={(message) => setSaved({ key, message })}
                />
              </div>
            </details>
          );
        })}
      </div>
    </div>
  );
}

/** What /profile and /register show while their loader reads the profile. */
export function ProfilePending() {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={m.profile_loading()} />
    </div>
  );
}
