import { useEffect } from 'react';

/** Sets the document title for the current page ("Login · Sambandh"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sambandh` : 'Sambandh';
  }, [title]);
}
