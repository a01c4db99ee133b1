import type { MotherTongue } from '../../../contract/reference';

/**
 * The 22 languages of the Eighth Schedule of the Constitution of India, and English. `_id`
 * is the ISO 639 code. `labelKey` names the relation labels a speaker reads: the language's
 * own where the catalogue has it, Hindi for Devanagari languages whose readers commonly read
 * Hindi, Marathi for Konkani, English otherwise (docs/decisions/0103-relation-catalogue.md).
 */
export const MOTHER_TONGUES: MotherTongue[] = [
  { _id: 'as', code: 'as', mothertongue: 'Assamese', nativeName: 'অসমীয়া', labelKey: 'en' },
  { _id: 'bn', code: 'bn', mothertongue: 'Bengali', nativeName: 'বাংলা', labelKey: 'bn' },
  { _id: 'brx', code: 'brx', mothertongue: 'Bodo', nativeName: 'बड़ो', labelKey: 'en' },
  { _id: 'doi', code: 'doi', mothertongue: 'Dogri', nativeName: 'डोगरी', labelKey: 'hi' },
  { _id: 'en', code: 'en', mothertongue: 'English', nativeName: 'English', labelKey: 'en' },
  { _id: 'gu', code: 'gu', mothertongue: 'Gujarati', nativeName: 'ગુજરાતી', labelKey: 'gu' },
  { _id: 'hi', code: 'hi', mothertongue: 'Hindi', nativeName: 'हिन्दी', labelKey: 'hi' },
  { _id: 'kn', code: 'kn', mothertongue: 'Kannada', nativeName: 'ಕನ್ನಡ', labelKey: 'kn' },
  { _id: 'ks', code: 'ks', mothertongue: 'Kashmiri', nativeName: 'कॉशुर', labelKey: 'en' },
  { _id: 'kok', code: 'kok', mothertongue: 'Konkani', nativeName: 'कोंकणी', labelKey: 'mr' },
  { _id: 'mai', code: 'mai', mothertongue: 'Maithili', nativeName: 'मैथिली', labelKey: 'hi' },
  { _id: 'ml', code: 'ml', mothertongue: 'Malayalam', nativeName: 'മലയാളം', labelKey: 'ml' },
  { _id: 'mni', code: 'mni', mothertongue: 'Manipuri', nativeName: 'ꯃꯤꯇꯩꯂꯣꯟ', labelKey: 'en' },
  { _id: 'mr', code: 'mr', mothertongue: 'Marathi', nativeName: 'मराठी', labelKey: 'mr' },
  { _id: 'ne', code: 'ne', mothertongue: 'Nepali', nativeName: 'नेपाली', labelKey: 'hi' },
  { _id: 'or', code: 'or', mothertongue: 'Odia', nativeName: 'ଓଡ଼ିଆ', labelKey: 'en' },
  { _id: 'pa', code: 'pa', mothertongue: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', labelKey: 'pa' },
  { _id: 'sa', code: 'sa', mothertongue: 'Sanskrit', nativeName: 'संस्कृतम्', labelKey: 'hi' },
  { _id: 'sat', code: 'sat', mothertongue: 'Santali', nativeName: 'ᱥᱟᱱᱛᱟᱲᱤ', labelKey: 'en' },
  { _id: 'sd', code: 'sd', mothertongue: 'Sindhi', nativeName: 'سنڌي', labelKey: 'en' },
  { _id: 'ta', code: 'ta', mothertongue: 'Tamil', nativeName: 'தமிழ்', labelKey: 'ta' },
  { _id: 'te', code: 'te', mothertongue: 'Telugu', nativeName: 'తెలుగు', labelKey: 'te' },
  { _id: 'ur', code: 'ur', mothertongue: 'Urdu', nativeName: 'اردو', labelKey: 'en' },
];
