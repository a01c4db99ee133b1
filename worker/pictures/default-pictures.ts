import { encodePng } from './png-encoder';
import { drawPortrait } from './portrait';

/**
 * The stock "no picture" images of spec §9, ui/public/male.png and female.png: a neutral
 * silhouette on grey, drawn by the same code as the demo portraits. Regenerate with
 * `npx tsx worker/pictures/default-pictures.ts` (a test checks the files match).
 */
export function defaultPicturePng(gender: 'male' | 'female'): Promise<Uint8Array> {
  const pixels = drawPortrait({
    size: 256,
    background: [
      [236, 233, 230],
      [214, 209, 204],
    ],
    skin: [180, 172, 166],
    hair: [150, 142, 136],
    clothes: [160, 152, 146],
    longHair: gender === 'female',
    shift: 0,
    initials: '',
  });
  return encodePng(256, 256, pixels);
}

if (typeof process !== 'undefined' && process.argv[1]?.endsWith('default-pictures.ts')) {
  const { writeFile } = await import('node:fs/promises');
  for (const gender of ['male', 'female'] as const) await writeFile(`ui/public/${gender}.png`, await defaultPicturePng(gender));
}
