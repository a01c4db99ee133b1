const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The time to a complaint's due date as the queue says it: "4 days 3 hours left", "Overdue by 2 days". */
export function timeLeftText(ms: number): string {
  const span = Math.abs(ms);
  const days = Math.floor(span / DAY_MS);
  const hours = Math.floor((span % DAY_MS) / HOUR_MS);
  const parts = [days ? `${days} ${days === 1 ? 'day' : 'days'}` : '', days < 2 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : ''].filter(Boolean).join(' ');
  const said = parts || 'less than an hour';
  return ms >= 0 ? `${said} left` : `Overdue by ${said}`;
}
