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

/** On a page in another language the names are translated; families still type them in English (issue 25). */
describe('matchingOptions on a page in another language', () => {
  const cities = [
    { id: '1', label: 'मुंबई', en: 'Mumbai' },
    { id: '2', label: 'पुणे', en: 'Pune' },
    { id: '3', label: 'नागपुर', en: 'Nagpur' },
    { id: '4', label: 'Navi Mumbai' },
    { id: '5', label: 'Punalur' },
  ];

  it('finds a translated name by its English one, showing the translation', () => {
    expect(labels(matchingOptions(cities, 'Mumbai'))).toEqual(['मुंबई', 'Navi Mumbai']);
    expect(labels(matchingOptions(cities, ' mum'))).toEqual(['मुंबई', 'Navi Mumbai']);
    const tongues = [
      { id: 'hi', label: 'हिन्दी', en: 'Hindi' },
      { id: 'mr', label: 'मराठी', en: 'Marathi' },
    ];
    expect(matchingOptions(tongues, 'Marathi')).toEqual([tongues[1]]);
  });

  it('still finds it by the name shown, and ranks each option by the better of its two names, in list order', () => {
    expect(labels(matchingOptions(cities, 'मुं'))).toEqual(['मुंबई']);
    expect(labels(matchingOptions(cities, 'Pun'))).toEqual(['पुणे', 'Punalur']);
    expect(labels(matchingOptions(cities, 'pur'))).toEqual(['नागपुर']);
    expect(matchingOptions(cities, 'Zzq')).toEqual([]);
  });
});
