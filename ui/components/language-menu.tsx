import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../contract/i18n/locales';
import { m } from '../../contract/i18n/paraglide/messages';
import { chooseLanguage, pageLocale } from '../lib/language';

/**
 * The language menu of the headers and /setting (decision 0963): each language named in itself.
 * A native select, not react-aria's: it costs /login no script, and a phone opens its own picker.
 */
export function LanguageMenu({ className = '', showLabel = false }: { className?: string; showLabel?: boolean }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-stone-800' : 'sr-only'}>
        {m.common_language()}
      </label>
      <select
        id={id}
        value={pageLocale()}
        onChange={(e) => {
          const chosen = e.target.value;
          if (isLocale(chosen)) void chooseLanguage(chosen);
        }}
        className="rounded-md border border-stone-300 bg-white px-2 py-1 text-sm text-stone-900 focus:outline-2 focus:outline-maroon-600"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
