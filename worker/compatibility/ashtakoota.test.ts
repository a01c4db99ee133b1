import { describe, expect, it } from 'vitest';
import { YONI_ORDER } from '../../contract/horoscope-names';
import { NAKSHATRAS } from '../reference/catalogue/nakshatras';
import { ashtakoota, isKnownBirth, type Birth } from './ashtakoota';
import { KOOTA_MAX, NATURAL_RELATIONS, YONI_TABLE, maitriPoints, type SignLord } from './tables';

const ALL: Birth[] = NAKSHATRAS.flatMap((n) => n.charans.map((c) => ({ nakshatra: n._id, charan: c.charan })));
const points = (r: ReturnType<typeof ashtakoota>) => Object.fromEntries(r.kootas.map((k) => [k.key, k.points]));
const rashiOf = (b: Birth) => NAKSHATRAS.find((n) => n._id === b.nakshatra)!.charans[b.charan - 1]!.rashiNumber;
const nadiOf = (b: Birth) => NAKSHATRAS.find((n) => n._id === b.nakshatra)!.nadi;

describe('the koota tables', () => {
  it('add up to 36', () => {
    expect(Object.values(KOOTA_MAX).reduce((a, b) => a + b, 0)).toBe(36);
  });

  it('yoni is symmetric, 4 on the diagonal, and 0 only for the seven sworn enemies', () => {
    const zeros: string[] = [];
    YONI_TABLE.forEach((row, i) => {
      expect(row).toHaveLength(14);
      expect(row[i]).toBe(4);
      row.forEach((v, j) => {
        expect(v).toBe(YONI_TABLE[j]![i]);
        if (v === 0 && i < j) zeros.push(`${YONI_ORDER[i]}-${YONI_ORDER[j]}`);
      });
    });
    expect(zeros.sort()).toEqual(
      ['Ashwa-Mahisha', 'Gaja-Simha', 'Mesha-Vanara', 'Sarpa-Nakula', 'Shwan-Mriga', 'Marjara-Mushaka', 'Gau-Vyaghra'].sort(),
    );
  });

  it('graha maitri is order-free and follows the natural relationships', () => {
    const lords = Object.keys(NATURAL_RELATIONS) as SignLord[];
    for (const a of lords) for (const b of lords) expect(maitriPoints(a, b)).toBe(maitriPoints(b, a));
    expect(maitriPoints('Sun', 'Venus')).toBe(0); // mutual enemies
    expect(maitriPoints('Moon', 'Mercury')).toBe(1); // friend / enemy
    expect(maitriPoints('Mars', 'Venus')).toBe(3); // both neutral
    expect(maitriPoints('Sun', 'Mercury')).toBe(4); // neutral / friend
    expect(maitriPoints('Saturn', 'Moon')).toBe(0.5); // enemy / neutral
  });
});

describe('ashtakoota over every pair of the 108 charans', () => {
  it('keeps the invariants', () => {
    for (const groom of ALL) {
      for (const bride of ALL) {
        const r = ashtakoota(groom, bride);
        const p = points(r);
        expect(r.total).toBeLessThanOrEqual(36);
        expect(r.total).toBeGreaterThanOrEqual(0);
        expect(r.total).toBe(Object.values(p).reduce((a, b) => a + b, 0));
        for (const k of r.kootas) expect(k.points).toBeLessThanOrEqual(k.max);
        // Tara is 0, 1.5 or 3 (0 when both directions fall on Vipat, Pratyari or Vadha).
        expect([0, 1.5, 3]).toContain(p.tara);
        // Same nadi gives 0 and names the dosha; different nadis 8.
        const sameNadi = nadiOf(groom) === nadiOf(bride);
        expect(p.nadi).toBe(sameNadi ? 0 : 8);
        expect(r.doshas.some((d) => d.key === 'nadi')).toBe(sameNadi);
        // 6/8, 5/9 and 2/12 bhakoot give 0 and name the dosha.
        const position = ((rashiOf(groom) - rashiOf(bride) + 12) % 12) + 1;
        const bad = [2, 12, 5, 9, 6, 8].includes(position);
        expect(p.bhakoot).toBe(bad ? 0 : 7);
        expect(r.doshas.some((d) => d.key === 'bhakoot')).toBe(bad);
        if (position === 6 || position === 8) expect(r.doshas.find((d) => d.key === 'bhakoot')!.name).toContain('6/8');
      }
    }
  });

  it('gives identical charans full varna, vashya, yoni, maitri, gana and bhakoot', () => {
    for (const b of ALL) {
      const p = points(ashtakoota(b, b));
      expect(p).toMatchObject({ varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 0 });
    }
  });

  it('knows which births it can score', () => {
    expect(isKnownBirth({ nakshatra: 'rohini', charan: 2 })).toBe(true);
    expect(isKnownBirth({ nakshatra: 'rohini', charan: 5 })).toBe(false);
    expect(isKnownBirth({ nakshatra: 'abhijit', charan: 1 })).toBe(false);
    expect(isKnownBirth({ nakshatra: null, charan: 1 })).toBe(false);
  });
});

describe('groom and bride orientation (pinned)', () => {
  it('gana: every cell as Maitreya 8 and PyJHora score it, groom first', () => {
    // Maitreya 8 (src/jyotish/Partner.cpp, gana_map[groom][bride]) and PyJHora 3.1.1+
    // (match/compatibility.py, gana_array[girl][boy], read here transposed) agree on this table.
    // The cells where panchangs differ are pinned both ways round: Deva groom × Manushya bride 5,
    // Manushya groom × Deva bride 6, Rakshasa groom × Deva bride 0, Deva groom × Rakshasa bride 1.
    const gana = {
      Deva: { nakshatra: 'ashwini', charan: 1 },
      Manushya: { nakshatra: 'bharani', charan: 1 },
      Rakshasa: { nakshatra: 'krittika', charan: 1 },
    }; // all three in Mesha
    const expected = {
      Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
      Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
      Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 },
    };
    for (const [groom, row] of Object.entries(expected)) {
      for (const [bride, want] of Object.entries(row)) {
        const r = ashtakoota(gana[groom as keyof typeof gana], gana[bride as keyof typeof gana]);
        expect(r.kootas.find((k) => k.key === 'gana'), `${groom} groom × ${bride} bride`).toMatchObject({ groom, bride, points: want });
      }
    }
  });

  it('varna: 1 when the groom’s varna is at least the bride’s', () => {
    const shudra = { nakshatra: 'ardra', charan: 1 }; // Mithuna
    const brahmin = { nakshatra: 'pushya', charan: 1 }; // Karka
    expect(points(ashtakoota(brahmin, shudra)).varna).toBe(1);
    expect(points(ashtakoota(shudra, brahmin)).varna).toBe(0);
  });

  it('bhakoot dosha names 6/8 both ways and 5/9', () => {
    const mesha = { nakshatra: 'ashwini', charan: 1 };
    const kanya = { nakshatra: 'hasta', charan: 1 };
    const simha = { nakshatra: 'magha', charan: 1 };
    expect(ashtakoota(mesha, kanya).doshas.map((d) => d.name)).toContain('Bhakoot dosha: Shadashtak (6/8)');
    expect(ashtakoota(kanya, mesha).doshas.map((d) => d.name)).toContain('Bhakoot dosha: Shadashtak (6/8)');
    expect(ashtakoota(mesha, simha).doshas.map((d) => d.name)).toContain('Bhakoot dosha: Navpancham (5/9)');
  });
});

describe('worked pairs', () => {
  it('the same nakshatra and charan scores 28 of 36 with nadi dosha (as every panchang prints)', () => {
    const r = ashtakoota({ nakshatra: 'rohini', charan: 2 }, { nakshatra: 'rohini', charan: 2 });
    expect(r.total).toBe(28);
    expect(r.doshas.map((d) => d.key)).toEqual(['nadi']);
  });

  it('Ashwini 1 groom with Bharani 1 bride: 33 of 36', () => {
    const r = ashtakoota({ nakshatra: 'ashwini', charan: 1 }, { nakshatra: 'bharani', charan: 1 });
    // Kshatriya/Kshatriya 1, Chatushpada/Chatushpada 2, tara 27→0 and 2 both good 3, Horse/Elephant 2,
    // Mars/Mars 5, Deva groom/Manushya bride 5 (Maitreya 8, PyJHora), same rashi 7, Adi/Madhya 8.
    expect(points(r)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 2, grahaMaitri: 5, gana: 5, bhakoot: 7, nadi: 8 });
    expect(r.total).toBe(33);
    expect(r.doshas).toEqual([]);
  });

  it('Uttara Phalguni 2 groom (Kanya) with Ashwini 1 bride (Mesha): 6/8 and a Cow/Horse yoni', () => {
    const r = ashtakoota({ nakshatra: 'uttara-phalguni', charan: 2 }, { nakshatra: 'ashwini', charan: 1 });
    // Vaishya groom < Kshatriya bride 0; Manava/Chatushpada 1; tara: 12 from her (12%9=3 Vipat) 0, 17 from him (17%9=8) 1.5;
    // Gau/Ashwa 1; Mercury/Mars 0.5 (enemy / neutral); Manushya groom, Deva bride 6; 6/8 0; Adi/Adi 0.
    expect(points(r)).toEqual({ varna: 0, vashya: 1, tara: 1.5, yoni: 1, grahaMaitri: 0.5, gana: 6, bhakoot: 0, nadi: 0 });
    expect(r.total).toBe(10);
    expect(r.doshas.map((d) => d.key).sort()).toEqual(['bhakoot', 'nadi']);
  });
});

describe('vashya of the half-sign charans with a stored Moon longitude (docs/decisions/0110)', () => {
  const bride: Birth = { nakshatra: 'ashwini', charan: 1 };
  const vashyaOf = (r: ReturnType<typeof ashtakoota>) => r.kootas.find((k) => k.key === 'vashya')!;

  it('Purva Ashadha 1 past 15° of Dhanu is Chatushpada, before it (or without a longitude) Manava', () => {
    expect(vashyaOf(ashtakoota({ nakshatra: 'purva-ashadha', charan: 1, moonLongitude: 255.5 }, bride))).toMatchObject({ groom: 'Chatushpada', points: 2 });
    expect(vashyaOf(ashtakoota({ nakshatra: 'purva-ashadha', charan: 1, moonLongitude: 254 }, bride))).toMatchObject({ groom: 'Manava', points: 1 });
    expect(vashyaOf(ashtakoota({ nakshatra: 'purva-ashadha', charan: 1 }, bride))).toMatchObject({ groom: 'Manava', points: 1 });
  });

  it('Shravana 2 past 15° of Makara is Jalachara on the bride side too', () => {
    expect(vashyaOf(ashtakoota(bride, { nakshatra: 'shravana', charan: 2, moonLongitude: 285.5 }))).toMatchObject({ bride: 'Jalachara', points: 1 });
    expect(vashyaOf(ashtakoota(bride, { nakshatra: 'shravana', charan: 2, moonLongitude: null }))).toMatchObject({ bride: 'Chatushpada', points: 2 });
  });

  it('changes no other charan: a longitude inside any other pada gives its table vashya', () => {
    for (const b of ALL) {
      const pada = NAKSHATRAS.find((n) => n._id === b.nakshatra)!.charans[b.charan - 1]!;
      const n = NAKSHATRAS.find((x) => x._id === b.nakshatra)!.number;
      const middle = ((n - 1) * 4 + b.charan - 0.5) * (360 / 108);
      const straddles = (b.nakshatra === 'purva-ashadha' && b.charan === 1) || (b.nakshatra === 'shravana' && b.charan === 2);
      if (!straddles) expect(vashyaOf(ashtakoota({ ...b, moonLongitude: middle }, bride)).groom, `${b.nakshatra} ${b.charan}`).toBe(pada.vashya);
    }
  });
});

describe("each side's cells", () => {
  it('read in English exactly as the nakshatra table spells them, for every charan (the names are messages, issue 25)', () => {
    const bride: Birth = { nakshatra: 'ashwini', charan: 1 };
    for (const b of ALL) {
      const n = NAKSHATRAS.find((x) => x._id === b.nakshatra)!;
      const pada = n.charans[b.charan - 1]!;
      const cells = Object.fromEntries(ashtakoota(b, bride).kootas.map((k) => [k.key, k.groom]));
      expect(cells, `${b.nakshatra} ${b.charan}`).toMatchObject({
        varna: pada.varna,
        vashya: pada.vashya,
        yoni: `${n.yoni}, ${n.yoniGender}`,
        grahaMaitri: `${pada.rashiLord} (lord of ${pada.rashi})`,
        gana: n.gana,
        bhakoot: `${pada.rashi} (${pada.rashiEnglish})`,
        nadi: n.nadi,
      });
    }
  });
});
