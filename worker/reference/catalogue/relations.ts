import { RELATION_LANGUAGES, type Relation, type RelationGroup, type RelationId, type RelationLanguage, type RelationSide } from '../../../contract/reference';

/**
 * The family-tree relation catalogue, labelled in ten languages in their own scripts. Where
 * a language uses one word for two relations of the catalogue (Tamil தாத்தா for both
 * grandfathers, Marathi नातू for both grandsons …) the label adds who the person is, in
 * brackets, so that a member choosing a relation can tell them apart.
 */
/** In the order of RELATION_LANGUAGES. */
type Labels = [hi: string, mr: string, gu: string, pa: string, bn: string, ta: string, te: string, kn: string, ml: string, en: string];
type Row = [id: RelationId, gender: 'male' | 'female' | null, side: RelationSide, generation: number, group: RelationGroup, labels: Labels];

const ROWS: Row[] = [
  ['self', null, 'self', 0, 'self', ['स्वयं', 'स्वतः', 'સ્વયં', 'ਖੁਦ', 'নিজে', 'சுயம்', 'స్వయం', 'ಸ್ವತಃ', 'സ്വയം', 'Self']],
  ['father', 'male', 'father', 1, 'parent', ['पिता', 'वडील', 'પિતા', 'ਪਿਤਾ', 'বাবা', 'அப்பா', 'నాన్న', 'ಅಪ್ಪ', 'അച്ഛൻ', 'Father']],
  ['mother', 'female', 'mother', 1, 'parent', ['माता', 'आई', 'માતા', 'ਮਾਤਾ', 'মা', 'அம்மா', 'అమ్మ', 'ಅಮ್ಮ', 'അമ്മ', 'Mother']],

  ['paternal-grandfather', 'male', 'father', 2, 'grandparent', [
    'दादा', 'आजोबा (वडिलांचे वडील)', 'દાદા', 'ਦਾਦਾ', 'ঠাকুরদা', 'தாத்தா (அப்பாவின் அப்பா)', 'తాతయ్య (నాన్న తండ్రి)', 'ಅಜ್ಜ (ತಂದೆಯ ತಂದೆ)', 'അച്ഛച്ഛൻ', 'Paternal Grandfather',
  ]],
  ['paternal-grandmother', 'female', 'father', 2, 'grandparent', [
    'दादी', 'आजी (वडिलांची आई)', 'દાદી', 'ਦਾਦੀ', 'ঠাকুমা', 'பாட்டி (அப்பாவின் அம்மா)', 'నాయనమ్మ', 'ಅಜ್ಜಿ (ತಂದೆಯ ತಾಯಿ)', 'അച്ഛമ്മ', 'Paternal Grandmother',
  ]],
  ['maternal-grandfather', 'male', 'mother', 2, 'grandparent', [
    'नाना', 'आजोबा (आईचे वडील)', 'નાના', 'ਨਾਨਾ', 'দাদামশাই', 'தாத்தா (அம்மாவின் அப்பா)', 'తాతయ్య (అమ్మ తండ్రి)', 'ಅಜ್ಜ (ತಾಯಿಯ ತಂದೆ)', 'അമ്മച്ഛൻ', 'Maternal Grandfather',
  ]],
  ['maternal-grandmother', 'female', 'mother', 2, 'grandparent', [
    'नानी', 'आजी (आईची आई)', 'નાની', 'ਨਾਨੀ', 'দিদিমা', 'பாட்டி (அம்மாவின் அம்மா)', 'అమ్మమ్మ', 'ಅಜ್ಜಿ (ತಾಯಿಯ ತಾಯಿ)', 'അമ്മമ്മ', 'Maternal Grandmother',
  ]],
  ['paternal-great-grandfather', 'male', 'father', 3, 'great-grandparent', [
    'परदादा', 'पणजोबा (वडिलांकडील)', 'પરદાદા', 'ਪੜਦਾਦਾ', 'প্রপিতামহ', 'கொள்ளுத் தாத்தா (அப்பா வழி)', 'ముత్తాత (నాన్న వైపు)', 'ಮುತ್ತಜ್ಜ (ತಂದೆಯ ಕಡೆ)', 'മുതുമുത്തച്ഛൻ (അച്ഛന്റെ ഭാഗം)', 'Paternal Great-grandfather',
  ]],
  ['paternal-great-grandmother', 'female', 'father', 3, 'great-grandparent', [
    'परदादी', 'पणजी (वडिलांकडील)', 'પરદાદી', 'ਪੜਦਾਦੀ', 'প্রপিতামহী', 'கொள்ளுப் பாட்டி (அப்பா வழி)', 'ముత్తవ్వ (నాన్న వైపు)', 'ಮುತ್ತಜ್ಜಿ (ತಂದೆಯ ಕಡೆ)', 'മുതുമുത്തശ്ശി (അച്ഛന്റെ ഭാഗം)', 'Paternal Great-grandmother',
  ]],
  ['maternal-great-grandfather', 'male', 'mother', 3, 'great-grandparent', [
    'परनाना', 'पणजोबा (आईकडील)', 'પરનાના', 'ਪੜਨਾਨਾ', 'প্রমাতামহ', 'கொள்ளுத் தாத்தா (அம்மா வழி)', 'ముత్తాత (అమ్మ వైపు)', 'ಮುತ್ತಜ್ಜ (ತಾಯಿಯ ಕಡೆ)', 'മുതുമുത്തച്ഛൻ (അമ്മയുടെ ഭാഗം)', 'Maternal Great-grandfather',
  ]],
  ['maternal-great-grandmother', 'female', 'mother', 3, 'great-grandparent', [
    'परनानी', 'पणजी (आईकडील)', 'પરનાની', 'ਪੜਨਾਨੀ', 'প্রমাতামহী', 'கொள்ளுப் பாட்டி (அம்மா வழி)', 'ముత్తవ్వ (అమ్మ వైపు)', 'ಮುತ್ತಜ್ಜಿ (ತಾಯಿಯ ಕಡೆ)', 'മുതുമുത്തശ്ശി (അമ്മയുടെ ഭാഗം)', 'Maternal Great-grandmother',
  ]],

  ['father-elder-brother', 'male', 'father', 1, 'parent-sibling', [
    'ताऊ', 'मोठे काका', 'મોટા કાકા', 'ਤਾਇਆ', 'জ্যাঠা', 'பெரியப்பா', 'పెదనాన్న', 'ದೊಡ್ಡಪ್ಪ', 'വല്യച്ഛൻ', "Father's Elder Brother",
  ]],
  ['father-elder-brother-wife', 'female', 'father', 1, 'parent-sibling-spouse', [
    'ताई', 'मोठी काकू', 'મોટા કાકી', 'ਤਾਈ', 'জেঠিমা', 'பெரியம்மா (பெரியப்பாவின் மனைவி)', 'పెద్దమ్మ (పెదనాన్న భార్య)', 'ದೊಡ್ಡಮ್ಮ (ದೊಡ್ಡಪ್ಪನ ಹೆಂಡತಿ)', 'വല്യമ്മ (വല്യച്ഛന്റെ ഭാര്യ)', "Father's Elder Brother's Wife",
  ]],
  ['father-younger-brother', 'male', 'father', 1, 'parent-sibling', [
    'चाचा', 'काका', 'કાકા', 'ਚਾਚਾ', 'কাকা', 'சித்தப்பா', 'బాబాయి', 'ಚಿಕ್ಕಪ್ಪ', 'ചെറിയച്ഛൻ', "Father's Younger Brother",
  ]],
  ['father-younger-brother-wife', 'female', 'father', 1, 'parent-sibling-spouse', [
    'चाची', 'काकू', 'કાકી', 'ਚਾਚੀ', 'কাকিমা', 'சித்தி (சித்தப்பாவின் மனைவி)', 'పిన్ని (బాబాయి భార్య)', 'ಚಿಕ್ಕಮ್ಮ (ಚಿಕ್ಕಪ್ಪನ ಹೆಂಡತಿ)', 'ചെറിയമ്മ (ചെറിയച്ഛന്റെ ഭാര്യ)', "Father's Younger Brother's Wife",
  ]],
  ['father-sister', 'female', 'father', 1, 'parent-sibling', [
    'बुआ', 'आत्या', 'ફોઈ', 'ਭੂਆ', 'পিসি', 'அத்தை (அப்பாவின் சகோதரி)', 'మేనత్త', 'ಅತ್ತೆ (ತಂದೆಯ ಸಹೋದರಿ)', 'അപ്പച്ചി', "Father's Sister",
  ]],
  ['father-sister-husband', 'male', 'father', 1, 'parent-sibling-spouse', [
    'फूफा', 'मामा (आत्याचे यजमान)', 'ફુવા', 'ਫੁੱਫੜ', 'পিসেমশাই', 'மாமா (அத்தையின் கணவர்)', 'మామయ్య (మేనత్త భర్త)', 'ಮಾವ (ಅತ್ತೆಯ ಗಂಡ)', 'അപ്പച്ചിയുടെ ഭർത്താവ്', "Father's Sister's Husband",
  ]],
  ['mother-brother', 'male', 'mother', 1, 'parent-sibling', [
    'मामा', 'मामा', 'મામા', 'ਮਾਮਾ', 'মামা', 'மாமா (அம்மாவின் சகோதரர்)', 'మేనమామ', 'ಸೋದರಮಾವ', 'അമ്മാവൻ', "Mother's Brother",
  ]],
  ['mother-brother-wife', 'female', 'mother', 1, 'parent-sibling-spouse', [
    'मामी', 'मामी', 'મામી', 'ਮਾਮੀ', 'মামি', 'அத்தை (மாமாவின் மனைவி)', 'అత్తయ్య (మేనమామ భార్య)', 'ಅತ್ತೆ (ಸೋದರಮಾವನ ಹೆಂಡತಿ)', 'അമ്മായി', "Mother's Brother's Wife",
  ]],
  ['mother-sister', 'female', 'mother', 1, 'parent-sibling', [
    'मौसी', 'मावशी', 'માસી', 'ਮਾਸੀ', 'মাসি', 'சித்தி / பெரியம்மா (அம்மாவின் சகோதரி)', 'పిన్ని / పెద్దమ్మ (అమ్మ సోదరి)', 'ಚಿಕ್ಕಮ್ಮ / ದೊಡ್ಡಮ್ಮ (ತಾಯಿಯ ಸಹೋದರಿ)', 'ചെറിയമ്മ / വല്യമ്മ (അമ്മയുടെ സഹോദരി)', "Mother's Sister",
  ]],
  ['mother-sister-husband', 'male', 'mother', 1, 'parent-sibling-spouse', [
    'मौसा', 'मावसोबा', 'માસા', 'ਮਾਸੜ', 'মেসোমশাই', 'சித்தப்பா / பெரியப்பா (அம்மாவின் சகோதரியின் கணவர்)', 'బాబాయి / పెదనాన్న (అమ్మ సోదరి భర్త)', 'ಚಿಕ್ಕಪ್ಪ / ದೊಡ್ಡಪ್ಪ (ತಾಯಿಯ ಸಹೋದರಿಯ ಗಂಡ)', 'ചെറിയച്ഛൻ / വല്യച്ഛൻ (അമ്മയുടെ സഹോദരിയുടെ ഭർത്താവ്)', "Mother's Sister's Husband",
  ]],

  ['husband', 'male', 'other', 0, 'spouse', ['पति', 'पती', 'પતિ', 'ਪਤੀ', 'স্বামী', 'கணவர்', 'భర్త', 'ಗಂಡ', 'ഭർത്താവ്', 'Husband']],
  ['wife', 'female', 'other', 0, 'spouse', ['पत्नी', 'पत्नी', 'પત્ની', 'ਪਤਨੀ', 'স্ত্রী', 'மனைவி', 'భార్య', 'ಹೆಂಡತಿ', 'ഭാര്യ', 'Wife']],
  ['elder-brother', 'male', 'other', 0, 'sibling', ['बड़ा भाई', 'मोठा भाऊ', 'મોટા ભાઈ', 'ਵੱਡਾ ਭਰਾ', 'দাদা', 'அண்ணன்', 'అన్నయ్య', 'ಅಣ್ಣ', 'ചേട്ടൻ', 'Elder Brother']],
  ['younger-brother', 'male', 'other', 0, 'sibling', ['छोटा भाई', 'धाकटा भाऊ', 'નાનો ભાઈ', 'ਛੋਟਾ ਭਰਾ', 'ছোট ভাই', 'தம்பி', 'తమ్ముడు', 'ತಮ್ಮ', 'അനിയൻ', 'Younger Brother']],
  ['elder-sister', 'female', 'other', 0, 'sibling', ['बड़ी बहन', 'मोठी बहीण', 'મોટી બહેન', 'ਵੱਡੀ ਭੈਣ', 'দিদি', 'அக்கா', 'అక్క', 'ಅಕ್ಕ', 'ചേച്ചി', 'Elder Sister']],
  ['younger-sister', 'female', 'other', 0, 'sibling', ['छोटी बहन', 'धाकटी बहीण', 'નાની બહેન', 'ਛੋਟੀ ਭੈਣ', 'ছোট বোন', 'தங்கை', 'చెల్లెలు', 'ತಂಗಿ', 'അനിയത്തി', 'Younger Sister']],
  ['brother-wife', 'female', 'other', 0, 'sibling-spouse', [
    'भाभी', 'वहिनी', 'ભાભી', 'ਭਰਜਾਈ', 'বৌদি', 'அண்ணி', 'వదిన', 'ಅತ್ತಿಗೆ', 'ചേട്ടത്തി (സഹോദരന്റെ ഭാര്യ)', "Brother's Wife",
  ]],
  ['sister-husband', 'male', 'other', 0, 'sibling-spouse', [
    'जीजा', 'दाजी (बहिणीचे पती)', 'બનેવી', 'ਜੀਜਾ', 'জামাইবাবু', 'அத்தான் (சகோதரியின் கணவர்)', 'బావ', 'ಭಾವ', 'അളിയൻ (സഹോദരിയുടെ ഭർത്താവ്)', "Sister's Husband",
  ]],
  ['paternal-cousin-brother', 'male', 'father', 0, 'cousin', [
    'चचेरा / फुफेरा भाई', 'चुलत / आते भाऊ', 'પિતરાઈ ભાઈ', 'ਚਚੇਰਾ / ਫੁਫੇਰਾ ਭਰਾ', 'খুড়তুতো / পিসতুতো ভাই', 'ஒன்றுவிட்ட சகோதரன் (அப்பா வழி)', 'వరుస సోదరుడు (నాన్న వైపు)', 'ಸೋದರಸಂಬಂಧಿ ಸಹೋದರ (ತಂದೆಯ ಕಡೆ)', 'മച്ചുനൻ (അച്ഛന്റെ ഭാഗം)', 'Paternal Cousin Brother',
  ]],
  ['paternal-cousin-sister', 'female', 'father', 0, 'cousin', [
    'चचेरी / फुफेरी बहन', 'चुलत / आते बहीण', 'પિતરાઈ બહેન', 'ਚਚੇਰੀ / ਫੁਫੇਰੀ ਭੈਣ', 'খুড়তুতো / পিসতুতো বোন', 'ஒன்றுவிட்ட சகோதரி (அப்பா வழி)', 'వరుస సోదరి (నాన్న వైపు)', 'ಸೋದರಸಂಬಂಧಿ ಸಹೋದರಿ (ತಂದೆಯ ಕಡೆ)', 'മച്ചുനി (അച്ഛന്റെ ഭാഗം)', 'Paternal Cousin Sister',
  ]],
  ['maternal-cousin-brother', 'male', 'mother', 0, 'cousin', [
    'ममेरा / मौसेरा भाई', 'मामे / मावस भाऊ', 'મામાનો / માસીનો દીકરો', 'ਮਮੇਰਾ / ਮਸੇਰਾ ਭਰਾ', 'মামাতো / মাসতুতো ভাই', 'ஒன்றுவிட்ட சகோதரன் (அம்மா வழி)', 'వరుస సోదరుడు (అమ్మ వైపు)', 'ಸೋದರಸಂಬಂಧಿ ಸಹೋದರ (ತಾಯಿಯ ಕಡೆ)', 'മച്ചുനൻ (അമ്മയുടെ ഭാഗം)', 'Maternal Cousin Brother',
  ]],
  ['maternal-cousin-sister', 'female', 'mother', 0, 'cousin', [
    'ममेरी / मौसेरी बहन', 'मामे / मावस बहीण', 'મામાની / માસીની દીકરી', 'ਮਮੇਰੀ / ਮਸੇਰੀ ਭੈਣ', 'মামাতো / মাসতুতো বোন', 'ஒன்றுவிட்ட சகோதரி (அம்மா வழி)', 'వరుస సోదరి (అమ్మ వైపు)', 'ಸೋದರಸಂಬಂಧಿ ಸಹೋದರಿ (ತಾಯಿಯ ಕಡೆ)', 'മച്ചുനി (അമ്മയുടെ ഭാഗം)', 'Maternal Cousin Sister',
  ]],

  ['father-in-law', 'male', 'other', 1, 'parent-in-law', [
    'ससुर', 'सासरे', 'સસરા', 'ਸਹੁਰਾ', 'শ্বশুর', 'மாமனார்', 'మామగారు', 'ಮಾವ (ಸಂಗಾತಿಯ ತಂದೆ)', 'അമ്മായിയപ്പൻ', 'Father-in-law',
  ]],
  ['mother-in-law', 'female', 'other', 1, 'parent-in-law', [
    'सास', 'सासू', 'સાસુ', 'ਸੱਸ', 'শাশুড়ি', 'மாமியார்', 'అత్తగారు', 'ಅತ್ತೆ (ಸಂಗಾತಿಯ ತಾಯಿ)', 'അമ്മായിയമ്മ', 'Mother-in-law',
  ]],
  ['husband-elder-brother', 'male', 'other', 0, 'spouse-sibling', [
    'जेठ', 'मोठे दीर', 'જેઠ', 'ਜੇਠ', 'ভাশুর', 'கணவரின் அண்ணன்', 'బావగారు (భర్త అన్న)', 'ಭಾವ (ಗಂಡನ ಅಣ್ಣ)', 'ഭർത്താവിന്റെ ചേട്ടൻ', "Husband's Elder Brother",
  ]],
  ['husband-younger-brother', 'male', 'other', 0, 'spouse-sibling', [
    'देवर', 'दीर', 'દિયર', 'ਦਿਓਰ', 'দেওর', 'கொழுந்தன் (கணவரின் தம்பி)', 'మరిది (భర్త తమ్ముడు)', 'ಮೈದುನ (ಗಂಡನ ತಮ್ಮ)', 'ഭർത്താവിന്റെ അനിയൻ', "Husband's Younger Brother",
  ]],
  ['husband-sister', 'female', 'other', 0, 'spouse-sibling', [
    'ननद', 'नणंद', 'નણંદ', 'ਨਣਦ', 'ননদ', 'நாத்தனார் (கணவரின் சகோதரி)', 'ఆడపడుచు (భర్త సోదరి)', 'ನಾದಿನಿ (ಗಂಡನ ಸಹೋದರಿ)', 'നാത്തൂൻ (ഭർത്താവിന്റെ സഹോദരി)', "Husband's Sister",
  ]],
  ['wife-brother', 'male', 'other', 0, 'spouse-sibling', [
    'साला', 'मेहुणा (पत्नीचा भाऊ)', 'સાળો', 'ਸਾਲਾ', 'শ্যালক', 'மைத்துனர் (மனைவியின் சகோதரர்)', 'బావమరిది (భార్య సోదరుడు)', 'ಭಾವಮೈದುನ (ಹೆಂಡತಿಯ ಸಹೋದರ)', 'അളിയൻ (ഭാര്യയുടെ സഹോദരൻ)', "Wife's Brother",
  ]],
  ['wife-sister', 'female', 'other', 0, 'spouse-sibling', [
    'साली', 'मेहुणी (पत्नीची बहीण)', 'સાળી', 'ਸਾਲੀ', 'শ্যালিকা', 'மைத்துனி (மனைவியின் சகோதரி)', 'మరదలు (భార్య సోదరి)', 'ನಾದಿನಿ (ಹೆಂಡತಿಯ ಸಹೋದರಿ)', 'ഭാര്യയുടെ സഹോദരി', "Wife's Sister",
  ]],
  ['husband-brother-wife', 'female', 'other', 0, 'spouse-sibling-spouse', [
    'देवरानी / जेठानी', 'जाऊ', 'દેરાણી / જેઠાણી', 'ਦਰਾਣੀ / ਜਠਾਣੀ', 'জা', 'ஓரகத்தி', 'తోడికోడలు', 'ಓರಗಿತ್ತಿ', 'ഭർത്താവിന്റെ സഹോദരന്റെ ഭാര്യ', "Husband's Brother's Wife",
  ]],
  ['husband-sister-husband', 'male', 'other', 0, 'spouse-sibling-spouse', [
    'ननदोई', 'नणंदेचे यजमान', 'નણદોઈ', 'ਨਣਦੋਈਆ', 'নন্দাই', 'கணவரின் சகோதரியின் கணவர்', 'ఆడపడుచు భర్త', 'ಗಂಡನ ಸಹೋದರಿಯ ಗಂಡ', 'ഭർത്താവിന്റെ സഹോദരിയുടെ ഭർത്താവ്', "Husband's Sister's Husband",
  ]],
  ['wife-brother-wife', 'female', 'other', 0, 'spouse-sibling-spouse', [
    'सलहज', 'मेहुण्याची बायको', 'સાળાવેલી', 'ਸਾਲੇਹਾਰ', 'শালাজ', 'மனைவியின் சகோதரரின் மனைவி', 'బావమరిది భార్య', 'ಹೆಂಡತಿಯ ಸಹೋದರನ ಹೆಂಡತಿ', 'ഭാര്യയുടെ സഹോദരന്റെ ഭാര്യ', "Wife's Brother's Wife",
  ]],
  ['wife-sister-husband', 'male', 'other', 0, 'spouse-sibling-spouse', [
    'साढ़ू', 'साडू', 'સાઢુ', 'ਸਾਂਢੂ', 'ভায়রাভাই', 'சகலை', 'తోడల్లుడు', 'ಷಡ್ಡಕ', 'ഭാര്യയുടെ സഹോദരിയുടെ ഭർത്താവ്', "Wife's Sister's Husband",
  ]],
  ['sister-in-law', 'female', 'other', 0, 'in-law', [
    'भाभी / ननद / साली', 'वहिनी / नणंद / मेहुणी', 'ભાભી / નણંદ / સાળી', 'ਭਰਜਾਈ / ਨਣਦ / ਸਾਲੀ', 'বৌদি / ননদ / শ্যালিকা', 'அண்ணி / நாத்தனார் / மைத்துனி', 'వదిన / మరదలు', 'ಅತ್ತಿಗೆ / ನಾದಿನಿ', 'നാത്തൂൻ', 'Sister-in-law',
  ]],
  ['brother-in-law', 'male', 'other', 0, 'in-law', [
    'जीजा / साला / देवर', 'दाजी / मेहुणा / दीर', 'બનેવી / સાળો / દિયર', 'ਜੀਜਾ / ਸਾਲਾ / ਦਿਓਰ', 'জামাইবাবু / শ্যালক / দেওর', 'மைத்துனர்', 'బావ / బావమరిది / మరిది', 'ಭಾವ / ಮೈದುನ', 'അളിയൻ', 'Brother-in-law',
  ]],

  ['son', 'male', 'other', -1, 'child', ['बेटा', 'मुलगा', 'દીકરો', 'ਪੁੱਤਰ', 'ছেলে', 'மகன்', 'కొడుకు', 'ಮಗ', 'മകൻ', 'Son']],
  ['daughter', 'female', 'other', -1, 'child', ['बेटी', 'मुलगी', 'દીકરી', 'ਧੀ', 'মেয়ে', 'மகள்', 'కూతురు', 'ಮಗಳು', 'മകൾ', 'Daughter']],
  ['daughter-in-law', 'female', 'other', -1, 'child-spouse', ['बहू', 'सून', 'પુત્રવધૂ', 'ਨੂੰਹ', 'বৌমা', 'மருமகள்', 'కోడలు', 'ಸೊಸೆ', 'മരുമകൾ', 'Daughter-in-law']],
  ['son-in-law', 'male', 'other', -1, 'child-spouse', ['दामाद', 'जावई', 'જમાઈ', 'ਜਵਾਈ', 'জামাই', 'மருமகன்', 'అల్లుడు', 'ಅಳಿಯ', 'മരുമകൻ', 'Son-in-law']],
  ['brother-son', 'male', 'other', -1, 'sibling-child', [
    'भतीजा', 'पुतण्या', 'ભત્રીજો', 'ਭਤੀਜਾ', 'ভাইপো', 'சகோதரனின் மகன்', 'సోదరుని కొడుకు', 'ಸಹೋದರನ ಮಗ', 'സഹോദരന്റെ മകൻ', "Nephew (Brother's Son)",
  ]],
  ['brother-daughter', 'female', 'other', -1, 'sibling-child', [
    'भतीजी', 'पुतणी', 'ભત્રીજી', 'ਭਤੀਜੀ', 'ভাইঝি', 'சகோதரனின் மகள்', 'సోదరుని కూతురు', 'ಸಹೋದರನ ಮಗಳು', 'സഹോദരന്റെ മകൾ', "Niece (Brother's Daughter)",
  ]],
  ['sister-son', 'male', 'other', -1, 'sibling-child', [
    'भांजा', 'भाचा', 'ભાણેજ', 'ਭਾਣਜਾ', 'ভাগ্নে', 'சகோதரியின் மகன்', 'సోదరి కొడుకు', 'ಸಹೋದರಿಯ ಮಗ', 'സഹോദരിയുടെ മകൻ', "Nephew (Sister's Son)",
  ]],
  ['sister-daughter', 'female', 'other', -1, 'sibling-child', [
    'भांजी', 'भाची', 'ભાણી', 'ਭਾਣਜੀ', 'ভাগ্নি', 'சகோதரியின் மகள்', 'సోదరి కూతురు', 'ಸಹೋದರಿಯ ಮಗಳು', 'സഹോദരിയുടെ മകൾ', "Niece (Sister's Daughter)",
  ]],
  ['paternal-grandson', 'male', 'other', -2, 'grandchild', [
    'पोता', 'नातू (मुलाचा मुलगा)', 'પૌત્ર', 'ਪੋਤਾ', 'নাতি (ছেলের ছেলে)', 'பேரன் (மகனின் மகன்)', 'మనవడు (కొడుకు కొడుకు)', 'ಮೊಮ್ಮಗ (ಮಗನ ಮಗ)', 'കൊച്ചുമകൻ (മകന്റെ മകൻ)', "Grandson (Son's Son)",
  ]],
  ['paternal-granddaughter', 'female', 'other', -2, 'grandchild', [
    'पोती', 'नात (मुलाची मुलगी)', 'પૌત્રી', 'ਪੋਤੀ', 'নাতনি (ছেলের মেয়ে)', 'பேத்தி (மகனின் மகள்)', 'మనవరాలు (కొడుకు కూతురు)', 'ಮೊಮ್ಮಗಳು (ಮಗನ ಮಗಳು)', 'കൊച്ചുമകൾ (മകന്റെ മകൾ)', "Granddaughter (Son's Daughter)",
  ]],
  ['maternal-grandson', 'male', 'other', -2, 'grandchild', [
    'नाती', 'नातू (मुलीचा मुलगा)', 'દોહિત્ર', 'ਦੋਹਤਾ', 'নাতি (মেয়ের ছেলে)', 'பேரன் (மகளின் மகன்)', 'మనవడు (కూతురు కొడుకు)', 'ಮೊಮ್ಮಗ (ಮಗಳ ಮಗ)', 'കൊച്ചുമകൻ (മകളുടെ മകൻ)', "Grandson (Daughter's Son)",
  ]],
  ['maternal-granddaughter', 'female', 'other', -2, 'grandchild', [
    'नातिन', 'नात (मुलीची मुलगी)', 'દોહિત્રી', 'ਦੋਹਤੀ', 'নাতনি (মেয়ের মেয়ে)', 'பேத்தி (மகளின் மகள்)', 'మనవరాలు (కూతురు కూతురు)', 'ಮೊಮ್ಮಗಳು (ಮಗಳ ಮಗಳು)', 'കൊച്ചുമകൾ (മകളുടെ മകൾ)', "Granddaughter (Daughter's Daughter)",
  ]],
  ['great-grandson', 'male', 'other', -3, 'great-grandchild', [
    'परपोता', 'पणतू', 'પ્રપૌત્ર', 'ਪੜਪੋਤਾ', 'প্রপৌত্র', 'கொள்ளுப் பேரன்', 'మునిమనవడు', 'ಮರಿಮೊಮ್ಮಗ', 'പ്രപൗത്രൻ', 'Great-grandson',
  ]],
  ['great-granddaughter', 'female', 'other', -3, 'great-grandchild', [
    'परपोती', 'पणती', 'પ્રપૌત્રી', 'ਪੜਪੋਤੀ', 'প্রপৌত্রী', 'கொள்ளுப் பேத்தி', 'మునిమనవరాలు', 'ಮರಿಮೊಮ್ಮಗಳು', 'പ്രപൗത്രി', 'Great-granddaughter',
  ]],
];

export const RELATIONS: Relation[] = ROWS.map(([_id, gender, side, generation, group, labels]) => ({
  _id,
  gender,
  side,
  generation,
  group,
  labels: Object.fromEntries(RELATION_LANGUAGES.map((lang, i) => [lang, labels[i]])) as Record<RelationLanguage, string>,
}));

// Keyed by string: the family graph's pure builder takes relation ids from plain test specs too.
const RELATION_BY_ID = new Map<string, Relation>(RELATIONS.map((r) => [r._id, r]));

/** A relation's gender by the catalogue: whom a family entry of that relation is (null for self and unknown ids). */
export function relationGender(id: string): Relation['gender'] {
  return RELATION_BY_ID.get(id)?.gender ?? null;
}

/** A relation's catalogue label in one language (the id itself for an id the catalogue lacks). */
export function relationLabelIn(id: RelationId, lang: RelationLanguage): string {
  return RELATION_BY_ID.get(id)?.labels[lang] ?? id;
}
