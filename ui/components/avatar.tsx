import { initials, pictureUrl } from '../lib/pictures';

/** A round picture, or the person's initials when there is no picture of their own. */
export function Avatar({ name, picture, size = 40 }: { name: string | null | undefined; picture?: string | null | undefined; size?: number }) {
  const src = pictureUrl(picture);
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" style={style} className="shrink-0 rounded-full object-cover" />;
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(size * 0.38) }}
      className="flex shrink-0 items-center justify-center rounded-full bg-maroon-100 font-bold text-maroon-800"
    >
      {initials(name)}
    </span>
  );
}
