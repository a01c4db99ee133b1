/** Only same-site paths are followed after sign-in, never another origin ("//evil", "https:"). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
