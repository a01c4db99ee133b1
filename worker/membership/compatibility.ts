import { COMPATIBILITY_TEXT, type Compatibility } from '../../contract/compatibility';
import type { AppDeps } from '../deps';
import { forbidden } from '../http/errors';
import { ashtakoota, isKnownBirth } from '../compatibility/ashtakoota';
import { readHoroscope } from '../settings/horoscope-access';
import { loadHoroscope } from '../settings/horoscope-source';
import { loadSettings } from '../settings/privacy';
import { isMatchable } from '../social/rules';
import { grantsOf } from './grants';
import { m } from '../../contract/i18n/paraglide/messages';

const notMatchable = (reason: string): Compatibility => ({ matchable: false, reason });

/**
 * `POST /match/compatibility/{id}` (docs/decisions/0563): the Ashtakoota score between the
 * viewer and member {id}. It reveals what the horoscope does, so it is read through the same
 * gate as `POST /user/get/horoscope/{id}` (404 for members who are gone, blocked either way
 * or hidden; 403 for a hidden horoscope; the password for 'hpassword', throttled). Then:
 * a score only between a man and a woman, both adults, both looking for a match
 * (the profile's isMatchable) and both with nakshatra and charan; otherwise matchable false
 * with the reason.
 */
export async function compatibilityWith(deps: AppDeps, viewerId: string, otherId: string, password: string | undefined): Promise<Compatibility> {
  if (viewerId === otherId) return notMatchable(m.server_own_horoscope());
  const grants = await grantsOf(deps, viewerId);
  if (!grants.viewHoroscope) throw forbidden(m.server_plan_lacks_compatibility());
  const theirs = await readHoroscope(deps, viewerId, otherId, password);

  const { db } = deps.database;
  const [people, mine, viewerSettings, otherSettings] = await Promise.all([
    db.selectFrom('users').select(['id', 'gender', 'dob']).where('id', 'in', [viewerId, otherId]).execute(),
    loadHoroscope(deps, viewerId),
    loadSettings(deps, viewerId),
    loadSettings(deps, otherId),
  ]);
  const me = people.find((p) => p.id === viewerId);
  const them = people.find((p) => p.id === otherId);
  if (!me || !them) return notMatchable(COMPATIBILITY_TEXT.sameGender);
  if (!me.gender || !them.gender || me.gender === them.gender) return notMatchable(COMPATIBILITY_TEXT.sameGender);
  const matchable = isMatchable(
    { gender: me.gender, dob: me.dob, matchEnabled: viewerSettings.matchEnabled },
    { gender: them.gender, dob: them.dob, matchEnabled: otherSettings.matchEnabled },
    deps.now(),
  );
  if (!matchable) return notMatchable(COMPATIBILITY_TEXT.notMatchable);

  const myBirth = { nakshatra: mine?.nakshtra?._id, charan: mine?.charan, moonLongitude: mine?.moonLongitude };
  const theirBirth = { nakshatra: theirs.nakshtra?._id, charan: theirs.charan, moonLongitude: theirs.moonLongitude };
  if (!isKnownBirth(myBirth)) return notMatchable(COMPATIBILITY_TEXT.yourHoroscopeMissing);
  if (!isKnownBirth(theirBirth)) return notMatchable(COMPATIBILITY_TEXT.theirHoroscopeMissing);

  const viewerIs = me.gender === 'male' ? 'groom' : 'bride';
  const score = viewerIs === 'groom' ? ashtakoota(myBirth, theirBirth) : ashtakoota(theirBirth, myBirth);
  return {
    matchable: true,
    total: score.total,
    max: 36,
    percentage: Math.round((score.total / 36) * 100),
    viewerIs,
    kootas: score.kootas,
    doshas: score.doshas,
    manglik: { me: mine?.manglik?.name ?? null, them: theirs.manglik?.name ?? null },
  };
}
