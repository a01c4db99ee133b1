/**
 * Abstract head-and-shoulders portraits, drawn pixel by pixel (no canvas, no font files): a soft
 * gradient background, a silhouette in varied skin, hair and clothing colours, and the member's
 * initials on the chest. For the demo community only; nothing here is a real person's photo.
 */
export interface PortraitStyle {
  size: number;
  background: [Rgb, Rgb];
  skin: Rgb;
  hair: Rgb;
  clothes: Rgb;
  longHair: boolean;
  /** Horizontal shift of the figure, as a fraction of the size (varies the pictures of one member). */
  shift: number;
  initials: string;
}
export type Rgb = [number, number, number];

/** 5 × 7 capitals, one row per number, high bit left. */
const GLYPHS: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30], E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17], I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12], K: [17, 18, 20, 24, 20, 18, 17], L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17], O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16], Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4], U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10], X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31],
};

/** Paints an ellipse over `buf` (floats, RGB), touching only its bounding box, with a one-pixel soft edge. */
function ellipse(buf: Float32Array, n: number, c: Rgb, cx: number, cy: number, rx: number, ry: number, clipBelow = Infinity): void {
  const k = Math.min(rx, ry);
  const y0 = Math.max(0, Math.floor(cy - ry - 1));
  const y1 = Math.min(n - 1, Math.ceil(Math.min(cy + ry + 1, clipBelow)));
  const x0 = Math.max(0, Math.floor(cx - rx - 1));
  const x1 = Math.min(n - 1, Math.ceil(cx + rx + 1));
  for (let y = y0; y <= y1; y++) {
    const dy = (y - cy) / ry;
    for (let x = x0; x <= x1; x++) {
      const dx = (x - cx) / rx;
      const d = (Math.sqrt(dx * dx + dy * dy) - 1) * k;
      if (d >= 0.5) continue;
      blend(buf, (y * n + x) * 3, c, d <= -0.5 ? 1 : 0.5 - d);
    }
  }
}

function blend(buf: Float32Array, i: number, c: Rgb, a: number): void {
  buf[i] = buf[i]! + (c[0] - buf[i]!) * a;
  buf[i + 1] = buf[i + 1]! + (c[1] - buf[i + 1]!) * a;
  buf[i + 2] = buf[i + 2]! + (c[2] - buf[i + 2]!) * a;
}

export function drawPortrait(s: PortraitStyle): Uint8Array {
  const n = s.size;
  const buf = new Float32Array(n * n * 3);
  const cx = n * (0.5 + s.shift);
  const head = { cy: n * 0.43, rx: n * 0.15, ry: n * 0.185 };
  // Background: vertical gradient with a light glow behind the head.
  const [top, bottom] = s.background;
  for (let y = 0; y < n; y++) {
    const t = y / (n - 1);
    const r = top[0] * (1 - t) + bottom[0] * t;
    const g = top[1] * (1 - t) + bottom[1] * t;
    const b = top[2] * (1 - t) + bottom[2] * t;
    const dy = y - head.cy;
    for (let x = 0; x < n; x++) {
      const dx = x - cx;
      const glow = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) / (n * 0.6)) * 0.25;
      const i = (y * n + x) * 3;
      buf[i] = r + (255 - r) * glow;
      buf[i + 1] = g + (255 - g) * glow;
      buf[i + 2] = b + (255 - b) * glow;
    }
  }
  if (s.longHair) ellipse(buf, n, s.hair, cx, head.cy + n * 0.1, head.rx * 1.35, head.ry * 1.45);
  ellipse(buf, n, s.clothes, cx, n * 1.02, n * 0.38, n * 0.33);
  for (let y = Math.floor(head.cy); y < n * 0.72; y++) {
    for (let x = Math.ceil(cx - head.rx * 0.38); x < cx + head.rx * 0.38; x++) blend(buf, (y * n + x) * 3, s.skin, 1); // neck
  }
  ellipse(buf, n, s.skin, cx, head.cy, head.rx, head.ry);
  ellipse(buf, n, s.hair, cx, head.cy - head.ry * 0.45, head.rx * 1.05, head.ry * 0.62, head.cy - head.ry * 0.2);
  drawInitials(buf, n, s.initials, cx, Math.round(n * 0.82));
  const bytes = new Uint8ClampedArray(buf);
  return new Uint8Array(bytes.buffer);
}

function drawInitials(buf: Float32Array, n: number, initials: string, cx: number, top: number): void {
  // Only letters with a glyph are drawn, so splitting by UTF-16 unit loses nothing.
  const text = initials.toUpperCase().split('').filter((ch) => GLYPHS[ch]).slice(0, 2);
  const scale = Math.max(2, Math.round(n / 64));
  const left = Math.round(cx - (text.length * 6 * scale - scale) / 2);
  text.forEach((ch, k) => {
    const glyph = GLYPHS[ch]!;
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (!((glyph[row]! >> (4 - col)) & 1)) continue;
        for (let y = top + row * scale; y < top + (row + 1) * scale && y < n; y++) {
          for (let x = left + (k * 6 + col) * scale; x < left + (k * 6 + col + 1) * scale; x++) blend(buf, (y * n + x) * 3, [255, 255, 255], 0.92);
        }
      }
    }
  });
}
