import type { Locator } from 'playwright-core';

/** A control that does not read: its text on its own fill, or its shape on what is behind it. */
export interface Blending {
  control: string;
  what: 'text on its fill' | 'shape on the surface';
  ratio: number;
}

/**
 * Buttons and button-like links under `within` whose text has less than 4.5:1 contrast with
 * their own opaque fill (axe leaves those over a gradient as "incomplete", which is how a white
 * Message on white passed it), or whose shape (fill or border) has less than 3:1 with the
 * surface behind them (WCAG 1.4.11): a maroon button on a maroon band reads as loose text.
 * Controls with neither fill nor border (text links) are left to axe's text contrast.
 */
export function blendingControls(within: Locator): Promise<Blending[]> {
  return within.evaluate((root) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!canvas) throw new Error('no canvas');
    /** Any CSS colour (oklch included) as sRGB bytes and alpha, through the canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The colours of the nearest painted surface behind `el`: its fill, or every stop of its gradient. */
    const surfaceBehind = (el: Element): number[][] => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.match(/(?:oklch|oklab|rgba?|hsla?)\([^)]*\)/g);
        if (stops) return stops.map(rgba);
        const fill = rgba(style.backgroundColor);
        if (fill[3] === 1) return [fill];
      }
      return [[255, 255, 255, 1]];
    };
    const found: { control: string; what: 'text on its fill' | 'shape on the surface'; ratio: number }[] = [];
    const round = (n: number) => Math.round(n * 100) / 100;
    for (const el of root.querySelectorAll('button, a')) {
      const style = getComputedStyle(el);
      const fill = rgba(style.backgroundColor);
      const control = (el.textContent ?? '').trim() || (el.getAttribute('aria-label') ?? el.tagName);
      const text = ratio(rgba(style.color), fill);
      if (fill[3] === 1 && text < 4.5) found.push({ control, what: 'text on its fill', ratio: round(text) });
      const border = parseFloat(style.borderTopWidth) > 0 ? rgba(style.borderTopColor) : null;
      const shapes = [fill[3] > 0 ? fill : null, border && border[3] > 0 ? border : null].filter((c) => c !== null);
      if (shapes.length === 0) continue;
      const behind = surfaceBehind(el);
      const best = Math.max(...shapes.map((shape) => Math.min(...behind.map((b) => ratio(shape, b)))));
      if (best < 3) found.push({ control, what: 'shape on the surface', ratio: round(best) });
    }
    return found;
  });
}
