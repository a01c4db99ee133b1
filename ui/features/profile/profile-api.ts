import type { HoroscopeComputeInput } from '../../../contract/horoscope-compute';
import type { SectionKey } from '../../../contract/profile';
import { api, call } from '../../lib/api';

/** The profile domain's calls: my profile, its completeness and preview, and one save per section. */
const update = api.user.update;
const ID = ':id{[0-9a-fA-F-]{36}}' as const;

export const loadMyProfile = (id: string) => call(() => api.user.getMyProfile[':id'].$get({ param: { id } }));
export const loadPreview = (id: string) => call(() => api.user.profilePreview[':id'].$get({ param: { id } }));

/**
 * Bodies are checked by the section's schema in the form before they are sent, and again by
 * the API; `never` lets the one checked `unknown` through without widening the client's types.
 */
type Body = never;
const SAVERS = {
  basicDetails: (id: string, json: Body) => update.basicDetails[ID].$put({ param: { id }, json }),
  contactDetails: (id: string, json: Body) => update.contactDetails[ID].$put({ param: { id }, json }),
  locationDetails: (id: string, json: Body) => update.locationDetails[ID].$put({ param: { id }, json }),
  additionalInfo: (id: string, json: Body) => update.additionalInfo[ID].$put({ param: { id }, json }),
  horoscope: (id: string, json: Body) => update.horoscope[ID].$put({ param: { id }, json }),
  religionDetails: (id: string, json: Body) => update.religionDetails[ID].$put({ param: { id }, json }),
  professionalDetails: (id: string, json: Body) => update.professionalDetails[ID].$put({ param: { id }, json }),
  aboutFamily: (id: string, json: Body) => update.aboutFamily[ID].$put({ param: { id }, json }),
  lifeStyleDetails: (id: string, json: Body) => update.lifeStyleDetails[ID].$put({ param: { id }, json }),
  familyDetails: (id: string, json: Body) => update.familyDetails[ID].$put({ param: { id }, json }),
  updateUniqueId: (id: string, json: Body) => update.updateUniqueId[ID].$put({ param: { id }, json }),
} satisfies Record<SectionKey, unknown>;

export const saveSection = (key: SectionKey, id: string, body: unknown) => call(() => SAVERS[key](id, body as never));

export const loadStates = (country: string) => call(() => api.app['get-states'][':country'].$get({ param: { country } }));
export const loadCities = (state: string) => call(() => api.app['get-cities'][':state'].$get({ param: { state } }));
export const loadGotrasAndSubCastes = (id: string) => call(() => api.app['get-gotras-subCastes'][':id'].$get({ param: { id } }));

/** `POST /user/horoscope/compute`: the horoscope from birth details; nothing is saved. */
export const computeHoroscope = (json: HoroscopeComputeInput) => call(() => api.user.horoscope.compute.$post({ json }));
