/**
 * `?q=&shown=` of /chat and /messages/{id}: the name searched for among the conversations and how
 * many pages of them are shown. Its own file without imports: a route's `validateSearch` sits in
 * the entry chunk every first visit loads (decision 0202).
 */
export interface ConversationsSearch {
  q?: string | undefined;
  shown?: number | undefined;
}

export function conversationsSearch(search: Record<string, unknown>): ConversationsSearch {
  const shown = Number(search.shown);
  return {
    q: typeof search.q === 'string' && search.q.length <= 100 ? search.q : undefined,
    shown: Number.isInteger(shown) && shown >= 1 && shown <= 50 ? shown : undefined,
  };
}
