import { m } from '../../contract/i18n/paraglide/messages';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';
import { buttonClass } from './button';

/** A short page that says what happened and where to go: 404, errors. */
function StatusPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-maroon-800">{title}</h1>
      <div className="mt-4 text-stone-700">{children}</div>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>{m.components_go_home()}</Link>
    </div>
  );
}

export function NotFoundContent() {
  return (
    <StatusPage title={m.components_not_found_title()}>
      <p>{m.components_not_found_text()}</p>
    </StatusPage>
  );
}

export function ErrorContent() {
  return (
    <StatusPage title={m.components_error_title()}>
      <p>{m.components_error_text()}</p>
    </StatusPage>
  );
}
