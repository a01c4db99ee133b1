import { describe, expect, it } from 'vitest';
import { matchingOptions } from './type-ahead-picker';

const list = (...names: string[]) => names.map((label, i) => ({ id: String(i), label }));
const labels = (options: Array<{ label: string }>) => options.map((o) => o.label);

/** What a type-ahead picker lists for what was typed (decision 0937). */
describe('matchingOptions', () => {
  // In the list's own order: the ranked (largest) places first, the rest alphabetically.
  const cities = list('Mumbai', 'Pune', 'Nagpur', 'Ahmednagar', 'Hadapsar, Pune', 'Jalna', 'Pune Division', 'Punalur', 'Shirpur');

  it('puts names that start with the text first, in list order: "Pun" finds Pune first', () => {
    expect(labels(matchingOptions(cities, 'Pun'))).toEqual(['Pune', 'Pune Division', 'Punalur', 'Hadapsar, Pune']);
  });

  it('then names with a later word that starts with it, then names that contain it', () => {
    expect(labels(matchingOptions(cities, 'nag'))).toEqual(['Nagpur', 'Ahmednagar']);
    expect(labels(matchingOptions(cities, 'pur'))).toEqual(['Nagpur', 'Shirpur']);
  });

  it('ignores case, accents and the spaces around the text; nothing typed lists everything', () => {
    expect(labels(matchingOptions(list('Múmbai', 'Pune'), '  mum '))).toEqual(['Múmbai']);
    expect(matchingOptions(cities, '')).toEqual(cities);
    expect(matchingOptions(cities, 'Zzq')).toEqual([]);
  });
});
