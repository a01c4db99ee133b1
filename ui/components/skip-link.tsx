import { m } from '../../contract/i18n/paraglide/messages';
/** Lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[80] rounded-md bg-white px-4 py-2 font-semibold text-maroon-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {m.components_skip_to_main()}
    </a>
  );
}
