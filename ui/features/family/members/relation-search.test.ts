import { describe, expect, it } from 'vitest';
import { latinOf, relationMatches } from './relation-search';

describe('latinOf', () => {
  it('spells relation names of each Indic script as people type them', () => {
    expect(['काका', 'काकू', 'चाचा', 'मोठे काका', 'आत्या', 'वडील', 'ताऊ', 'बुआ'].map(latinOf)).toEqual(['kaka', 'kaku', 'chacha', 'mothe kaka', 'atya', 'vadil', 'tau', 'bua']);
    // The other scripts share the layout: Gujarati, Gurmukhi, Bengali, Kannada.
    expect(['કાકા', 'ਚਾਚਾ', 'কাকা', 'ಚಿಕ್ಕಪ್ಪ'].map(latinOf)).toEqual(['kaka', 'chacha', 'kaka', 'chikkappa']);
  });
});

describe('relationMatches', () => {
  const uncle = "काका · father's younger brother";
  it('finds a relation by its native name, its Latin spelling or its English name', () => {
    expect(relationMatches(uncle, 'kaka')).toBe(true);
    expect(relationMatches(uncle, 'Kaaka')).toBe(true);
    expect(relationMatches(uncle, 'काका')).toBe(true);
    expect(relationMatches(uncle, "father's")).toBe(true);
    expect(relationMatches(uncle, '')).toBe(true);
  });
  it('leaves out what does not match', () => {
    expect(relationMatches('आई · mother', 'kaka')).toBe(false);
    expect(relationMatches('आई · mother', "father's")).toBe(false);
  });
});
