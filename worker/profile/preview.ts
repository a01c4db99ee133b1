import type { Profile } from '../../contract/profile';
import type { AppDeps } from '../deps';
import { pictureUrlsFor } from '../pictures/urls';
import { loadSettings } from '../settings/privacy';
import { contactAccess, type ContactAccess } from '../social/rules';
import { profileWithCompleteness } from './save';

export type HoroscopeAccess = 'visible' | 'hidden' | 'password';

/**
 * My profile as another signed-in member sees it before any request of theirs is accepted
 * (the most common viewer): contact details, horoscope and pictures follow my privacy
 * settings with the same rules the profile view applies (docs/decisions/0404).
 */
export async function previewOf(deps: AppDeps, userId: string) {
  const [{ profile }, settings] = await Promise.all([profileWithCompleteness(deps, userId), loadSettings(deps, userId)]);
  const pair = { self: false, accepted: false, blocked: false };
  const contact: ContactAccess = contactAccess(settings.contactPrivacy, pair);
  const horoscope: HoroscopeAccess =
    settings.horoscope.privacy === 'visible' ? 'visible' : settings.horoscope.privacy === 'hpassword' ? 'password' : 'hidden';
  const picturesVisible = settings.photoPrivacy !== 'accepted';
  const pictures = picturesVisible
    ? await pictureUrlsFor(deps, userId, userId)
    : { profilePicture: profile.gender === 'female' ? 'female.png' : 'male.png', pictures: [] };
  const shown: Profile = {
    ...profile,
    profilePicture: pictures.profilePicture,
    contactDetails: contact === 'visible' ? profile.contactDetails : hiddenContact(),
    horoscope: horoscope === 'visible' ? profile.horoscope : hiddenHoroscope(profile.horoscope.DOB),
  };
  return { profile: shown, pictures: pictures.pictures, access: { contact, horoscope, pictures: picturesVisible } };
}

const hiddenContact = (): Profile['contactDetails'] => ({
  phone: null,
  alternatePhone: null,
  whatsapp: null,
  contactPerson: null,
  relationship: null,
  convenientTime: null,
});

const hiddenHoroscope = (DOB: string | null): Profile['horoscope'] => ({
  DOB,
  timeOfBirth: null,
  placeOfBirth: null,
  country: null,
  state: null,
  city: null,
  district: null,
  taluka: null,
  village: null,
  latitude: null,
  longitude: null,
  nakshtra: null,
  charan: null,
  moon: null,
  gan: null,
  yoni: null,
  nadi: null,
  varn: null,
  vashya: null,
  hansak: null,
  varga: null,
  muhurta: null,
  manglik: null,
  timezone: null,
  moonLongitude: null,
  // Nothing of a hidden horoscope is shown, not even how it was made: the default stands in.
  horoscopeSource: 'chosen',
});
