/**
 * The readable id part of a seeded name: 'B.E./B.Tech' → 'be-btech', 'Bahá’í' → 'bahai'.
 * Seeded ids are built from these so that the Node seed, the D1 SQL file and every test
 * agree on them (docs/decisions/0101-reference-data-ids.md).
 */
export function slug(name: string): string {
  const s = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/(\d)\.(\d)/g, '$1-$2')
    .replace(/[.'’()]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!s) throw new Error(`No id can be made from the name '${name}'`);
  return s;
}
