/**
 * The modulepreloads of one page (issue 13 §3, decision 0012). The build writes, into
 * index.html, one comment `<!--page-preloads:{pattern: files}-->` (vite.config.ts
 * pagePreloads): for each page of the route tree, the chunks its route needs beyond the entry's.
 * The server takes the comment out and names the requested page's chunks in the head, so the
 * browser fetches them beside the entry instead of after it has run.
 */
const MARK = /<!--page-preloads:(.*?)-->\n?\s*/s;

export interface PreparedShell {
  /** The shell without the comment. */
  html: string;
  /** The `<link rel="modulepreload">` lines for a path, '' when none is known. */
  preloadsFor(path: string): string;
}

const prepared = new Map<string, PreparedShell>();

export function prepareShell(shell: string): PreparedShell {
  let found = prepared.get(shell);
  if (found) return found;
  const match = MARK.exec(shell);
  let pages: [string[], string[]][] = [];
  if (match) {
    try {
      const map = JSON.parse(match[1]!) as Record<string, string[]>;
      pages = Object.entries(map).map(([pattern, files]) => [pattern.split('/').filter(Boolean), files]);
    } catch {
      pages = []; // a shell from another build: no hints, the page still works
    }
  }
  const links = new Map<string[], string>(
    pages.map(([segments, files]) => [segments, files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n    ')]),
  );
  found = {
    html: match ? shell.replace(MARK, '') : shell,
    preloadsFor(path) {
      const asked = path.split('/').filter(Boolean);
      // Static segments first: /viewprofile/abc is `viewprofile/$id`, /dashboard never `$id/tree`.
      let best: { score: number; links: string } | null = null;
      for (const [segments] of pages) {
        if (segments.length !== asked.length) continue;
        let score = 0;
        const fits = segments.every((s, i) => (s.startsWith('$') ? asked[i] !== '' : s === asked[i] && ++score > 0));
        if (fits && (!best || score > best.score)) best = { score, links: links.get(segments)! };
      }
      return best?.links ?? '';
    },
  };
  // A handful of builds at most live in one process; keep the last few.
  if (prepared.size >= 4) prepared.delete(prepared.keys().next().value!);
  prepared.set(shell, found);
  return found;
}
