/** The stock pictures the API reports when a member has not uploaded one (spec §9). */
const DEFAULT_PICTURES = new Set(['male.png', 'female.png']);

/** A displayable picture address, or null when the member has none (show initials then). */
export function pictureUrl(picture: string | null | undefined): string | null {
  if (!picture || DEFAULT_PICTURES.has(picture)) return null;
  if (/^https?:\/\//.test(picture) || picture.startsWith('/')) return picture;
  return `/pictures/${encodeURIComponent(picture)}`;
}

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}
