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
      <Link to="/" className={buttonClass('primary', 'mt-8')}>Go to the home page</Link>
    </div>
  );
}

export function NotFoundContent() {
  return (
    <StatusPage title="404 Page">
      <p>We could not find the page you asked for. It may have moved, or the address may have a typo.</p>
    </StatusPage>
  );
}

export function ErrorContent() {
  return (
    <StatusPage title="Error">
      <p>Something went wrong on our side. Please try again in a moment.</p>
    </StatusPage>
  );
}
