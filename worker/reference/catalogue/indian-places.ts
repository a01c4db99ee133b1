/**
 * What `country-state-city` does not know about India: which states and cities are largest,
 * and which of its spellings of one town is the one people write (decision 0936).
 * Names are spelt exactly as the package spells them; a test checks each one is there.
 */


/** States and union territories of HOME_COUNTRY by population, largest first (Census of India 2011). */
export const STATES_BY_POPULATION = [
  'UP', 'MH', 'BR', 'WB', 'MP', 'TN', 'RJ', 'KA', 'GJ', 'AP', 'OR', 'TG', 'KL', 'JH', 'AS', 'PB', 'CT', 'HR',
  'DL', 'JK', 'UT', 'HP', 'TR', 'ML', 'MN', 'NL', 'GA', 'AR', 'PY', 'MZ', 'CH', 'SK', 'DH', 'AN', 'LA', 'LD',
] as const;

/** Major cities by population, largest first (Census of India 2011, cities and urban agglomerations). */
export const CITIES_BY_POPULATION: ReadonlyArray<readonly [state: string, name: string]> = [
  ['MH', 'Mumbai'], ['DL', 'Delhi'], ['KA', 'Bengaluru'], ['TG', 'Hyderabad'], ['GJ', 'Ahmedabad'],
  ['TN', 'Chennai'], ['WB', 'Kolkata'], ['GJ', 'Surat'], ['MH', 'Pune'], ['RJ', 'Jaipur'],
  ['UP', 'Lucknow'], ['UP', 'Kanpur'], ['MH', 'Nagpur'], ['MP', 'Indore'], ['MH', 'Thane'],
  ['MP', 'Bhopal'], ['AP', 'Visakhapatnam'], ['MH', 'Pimpri-Chinchwad'], ['BR', 'Patna'], ['GJ', 'Vadodara'],
  ['UP', 'Ghaziabad'], ['PB', 'Ludhiana'], ['UP', 'Agra'], ['MH', 'Nashik'], ['HR', 'Faridabad'],
  ['UP', 'Meerut'], ['GJ', 'Rajkot'], ['MH', 'Kalyan'], ['UP', 'Varanasi'], ['JK', 'Srinagar'],
  ['MH', 'Aurangabad'], ['JH', 'Dhanbad'], ['PB', 'Amritsar'], ['MH', 'Navi Mumbai'], ['UP', 'Prayagraj (Allahabad)'],
  ['JH', 'Ranchi'], ['WB', 'Howrah'], ['TN', 'Coimbatore'], ['MP', 'Jabalpur'], ['MP', 'Gwalior'],
  ['AP', 'Vijayawada'], ['RJ', 'Jodhpur'], ['TN', 'Madurai'], ['CT', 'Raipur'], ['RJ', 'Kota'],
  ['AS', 'Guwahati'], ['CH', 'Chandigarh'], ['MH', 'Solapur'], ['UP', 'Bareilly'], ['UP', 'Moradabad'],
  ['KA', 'Mysuru'], ['HR', 'Gurgaon'], ['UP', 'Aligarh'], ['PB', 'Jalandhar'], ['TN', 'Tiruchirappalli'],
  ['TN', 'Salem'], ['TG', 'Warangal'], ['KL', 'Thiruvananthapuram'], ['AP', 'Guntur'], ['MH', 'Bhiwandi'],
  ['UP', 'Saharanpur'], ['UP', 'Gorakhpur'], ['RJ', 'Bikaner'], ['MH', 'Amravati'], ['UP', 'Noida'],
  ['JH', 'Jamshedpur'], ['CT', 'Bhilai'], ['OR', 'Cuttack'], ['AP', 'Nellore'], ['GJ', 'Bhavnagar'],
  ['UT', 'Dehradun'], ['WB', 'Durgapur'], ['WB', 'Asansol'], ['MH', 'Kolhapur'], ['RJ', 'Ajmer'],
  ['MH', 'Akola'], ['GJ', 'Jamnagar'], ['MP', 'Ujjain'], ['WB', 'Siliguri'], ['UP', 'Jhansi'],
  ['JK', 'Jammu'], ['MH', 'Sangli'], ['RJ', 'Udaipur'], ['KL', 'Kozhikode'], ['DL', 'New Delhi'],
];

/**
 * Spellings of one town that the spelling key (city-spellings.ts) cannot tell are one, or where
 * it cannot tell which to keep: [state, a spelling to drop, the well-known spelling kept].
 * These win over the key's choice.
 */
export const WELL_KNOWN_SPELLINGS: ReadonlyArray<readonly [state: string, dropped: string, kept: string]> = [
  ['MH', 'Ahmadnagar', 'Ahmednagar'],
  ['MH', 'Akalkot', 'Akkalkot'],
  ['MH', 'Bid', 'Beed'],
  ['MH', 'Buldana', 'Buldhana'],
  ['MH', 'Gondiya', 'Gondia'],
  ['MH', 'Borivli', 'Borivali'],
  ['MH', 'Basmat', 'Basmath'],
  ['MH', 'Bhum', 'Bhoom'],
  ['MH', 'Diglur', 'Deglur'],
  ['MH', 'Jaisingpur', 'Jaysingpur'],
  ['MH', 'Dhulia', 'Dhule'],
  ['GJ', 'Mahesana', 'Mehsana'],
  ['GJ', 'Dohad', 'Dahod'],
  ['GJ', 'Bagasara', 'Bagasra'],
  ['BR', 'Jahanabad', 'Jehanabad'],
  ['BR', 'Monghyr', 'Munger'],
  ['BR', 'Madhipura', 'Madhepura'],
  ['JH', 'Hazaribag', 'Hazaribagh'],
  ['JK', 'Rajaori', 'Rajauri'],
  ['JK', 'Gandarbal', 'Ganderbal'],
  ['JK', 'Bandipura', 'Bandipore'],
  ['KA', 'Ballary', 'Ballari'],
  ['KA', 'Chik Ballapur', 'Chikkaballapur'],
  ['KL', 'Pattanamtitta', 'Pathanamthitta'],
  ['CT', 'Raj-Nandgaon', 'Raj Nandgaon'],
  ['AP', 'Ponnuru', 'Ponnur'],
  ['UP', 'Allahabad', 'Prayagraj (Allahabad)'],
  ['MH', 'Bhusaval', 'Bhusawal'],
  ['MH', 'Savantvadi', 'Sawantvadi'],
  ['MH', 'Sasvad', 'Saswad'],
  ['TN', 'Kancheepuram', 'Kanchipuram'],
  ['TG', 'Kamareddi', 'Kamareddy'],
  ['RJ', 'Jalor', 'Jalore'],
];
