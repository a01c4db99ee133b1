import type { SelectOption } from '../components/select-field';

/**
 * IANA time-zone names to choose from. Chromium lists ICU's older names for zones that were
 * renamed ('Asia/Calcutta'); members look for today's ('Asia/Kolkata'), and both are valid names
 * of the same zone, so the list shows today's.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Africa/Asmera': 'Africa/Asmara',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Today's name of a zone. */
const currentZoneName = (zone: string) => RENAMED[zone] ?? zone;

/** The reader's own zone, by today's name. */
export const browserTimeZone = () => currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);

export const TIME_ZONE_OPTIONS: SelectOption[] = [...new Set(Intl.supportedValuesOf('timeZone').map(currentZoneName))]
  .sort()
  .map((z) => ({ id: z, label: z.replaceAll('_', ' ') }));
