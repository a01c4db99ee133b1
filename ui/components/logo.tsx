import { m } from '../../contract/i18n/paraglide/messages';
import { Link } from '@tanstack/react-router';

function Mark() {
  return (
    <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-xl bg-maroon-700">
      <svg viewBox="0 0 24 24" className="h-5 w-5 fill-maroon-100">
        <path d="M12 21 3.5 12.6A5.2 5.2 0 0 1 12 6.1a5.2 5.2 0 0 1 8.5 6.5Z" />
      </svg>
    </span>
  );
}

/** The brand; a link home unless `inert` (spec: the logo is inert on /dashboard). */
export function Logo({ to = '/', inert = false, compact = false }: { to?: '/' | '/dashboard' | '/admin'; inert?: boolean; compact?: boolean }) {
  const content = (
    <>
      <Mark />
      <span className={`font-display text-xl font-bold tracking-wide text-maroon-800 ${compact ? 'hidden min-[420px]:inline' : ''}`}>Sambandh</span>
    </>
  );
  if (inert) return <span className="flex items-center gap-2" aria-label="Sambandh" role="img">{content}</span>;
  return (
    <Link to={to} className="flex items-center gap-2 rounded-lg" aria-label={m.components_logo_home()}>
      {content}
    </Link>
  );
}
