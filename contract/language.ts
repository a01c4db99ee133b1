import { z } from 'zod';
import { LOCALES } from './i18n/locales';

/** PUT /user/language: the language the member reads Sambandh in (issue 25, decision 0963). */
export const languageSchema = z.object({
  language: z.enum(LOCALES, { error: `Choose one of the languages: ${LOCALES.join(', ')}.` }),
});
