/**
 * Religions and their communities (castes), each caste with its sub-castes and gotras.
 * Names are those Indian matrimonial profiles use. Hindu and Jain castes also carry the
 * common rishi gotras: most Hindu communities trace their gotra to these rishis, and
 * tradition assigns Kashyap to whoever does not know theirs.
 */
export interface CasteSeed {
  name: string;
  subCastes?: string[];
  /** The caste's own clans/gotras, listed before the common ones. */
  gotras?: string[];
  /** Add the common rishi gotras (default: the religion's setting). */
  commonGotras?: boolean;
}

export interface ReligionSeed {
  name: string;
  commonGotras: boolean;
  castes: CasteSeed[];
}

export const COMMON_GOTRAS = [
  'Kashyap',
  'Bharadwaj',
  'Vashishtha',
  'Vishwamitra',
  'Gautam',
  'Jamadagni',
  'Atri',
  'Agastya',
  'Kaushik',
  'Shandilya',
  'Vatsa',
  'Srivatsa',
  'Garg',
  'Parashar',
  'Kaundinya',
  'Harita',
  'Mudgal',
  'Upamanyu',
  'Angirasa',
  'Bhrigu',
  'Bhargava',
  'Kapil',
  'Kutsa',
  'Kanva',
  'Atreya',
  'Sankrityayana',
  'Shaunaka',
  'Mandavya',
  'Lohit',
  'Dhananjaya',
  'Naidhruva',
  'Shatamarshana',
  'Vadhula',
  'Sankhyayana',
  'Maitreya',
  'Gargya',
];

const MARATHA_CLANS = [
  'Bhosale', 'Jadhav', 'More', 'Shinde', 'Pawar', 'Gaikwad', 'Chavan', 'Salunkhe', 'Kadam', 'Mane',
  'Shirke', 'Jagtap', 'Ghorpade', 'Nimbalkar', 'Mohite', 'Dabhade', 'Dalvi', 'Thorat', 'Sawant', 'Nikam',
  'Kale', 'Dhamdhere', 'Gujar', 'Jagdale', 'Mahadik', 'Nalawade', 'Palande', 'Shelar', 'Surve', 'Tawde',
  'Shitole', 'Pisal', 'Ghadge', 'Dhumal', 'Phalke', 'Rane', 'Bagal', 'Kank', 'Khanvilkar', 'Ingale',
];

const JAT_GOTRAS = [
  'Ahlawat', 'Beniwal', 'Bhadu', 'Chahal', 'Dahiya', 'Dalal', 'Deswal', 'Dhankhar', 'Gill', 'Godara',
  'Gulia', 'Hooda', 'Jakhar', 'Kadian', 'Kaliraman', 'Malik', 'Mann', 'Nain', 'Punia', 'Rathi',
  'Sangwan', 'Sehrawat', 'Sheoran', 'Sihag', 'Sindhu', 'Tewatia', 'Tomar', 'Balyan', 'Rana', 'Solanki',
];

const JAT_SIKH_GOTS = [
  'Sandhu', 'Sidhu', 'Gill', 'Dhillon', 'Grewal', 'Randhawa', 'Sekhon', 'Brar', 'Virk', 'Bajwa',
  'Cheema', 'Mann', 'Aulakh', 'Chahal', 'Sahota', 'Dhaliwal', 'Hundal', 'Kang', 'Bains', 'Atwal',
  'Deol', 'Sohal', 'Johal', 'Pannu', 'Khaira', 'Bhullar', 'Sangha', 'Toor', 'Sarai', 'Maan',
];

export const RELIGIONS: ReligionSeed[] = [
  {
    name: 'Hindu',
    commonGotras: true,
    castes: [
      {
        name: 'Brahmin',
        subCastes: [
          'Deshastha', 'Konkanastha (Chitpavan)', 'Karhade', 'Devrukhe', 'Saraswat', 'Gaud Saraswat (GSB)',
          'Chitrapur Saraswat', 'Gaur', 'Iyer', 'Iyengar', 'Kanyakubja', 'Maithil', 'Saryuparin', 'Sanadhya',
          'Nagar', 'Audichya', 'Anavil', 'Shrimali', 'Pushkarna', 'Dadhich', 'Havyaka', 'Madhwa', 'Smartha',
          'Shivalli', 'Kota', 'Sthanika', 'Niyogi', 'Vaidiki', 'Dravida', 'Namboodiri', 'Utkal',
          'Rarhi', 'Barendra', 'Vaidik', 'Kashmiri Pandit', 'Mohyal', 'Sakaldwipi', 'Tyagi', 'Bhumihar',
          'Jijhotia', 'Gurukkal',
        ],
      },
      {
        name: 'Maratha',
        subCastes: ['96 Kuli Maratha', 'Kunbi Maratha', 'Kshatriya Maratha', 'Deshmukh'],
        gotras: MARATHA_CLANS,
      },
      {
        name: 'Rajput',
        subCastes: [
          'Suryavanshi', 'Chandravanshi', 'Agnivanshi', 'Rathore', 'Chauhan', 'Sisodia', 'Kachhwaha',
          'Parmar', 'Solanki', 'Bhati', 'Tomar', 'Jadeja', 'Jhala', 'Chandel', 'Gahlot', 'Bundela',
          'Baghel', 'Pundir', 'Bais', 'Hada', 'Shekhawat', 'Dogra', 'Garhwali Rajput', 'Kumaoni Rajput',
        ],
      },
      {
        name: 'Kayastha',
        subCastes: [
          'Srivastava', 'Mathur', 'Saxena', 'Nigam', 'Bhatnagar', 'Asthana', 'Ambashtha', 'Karna',
          'Kulshrestha', 'Gaur', 'Suryadhwaja', 'Valmiki', 'Chandraseniya Kayastha Prabhu (CKP)',
          'Bengali Kayastha', 'Karan',
        ],
      },
      {
        name: 'Agarwal',
        subCastes: ['Bisa', 'Dasa', 'Marwari Agarwal', 'Rajvanshi'],
        gotras: [
          'Airan', 'Bansal', 'Bindal', 'Bhandal', 'Dharan', 'Garg', 'Goyal', 'Goyan', 'Jindal', 'Kansal',
          'Kuchhal', 'Madhukul', 'Mangal', 'Mittal', 'Nangal', 'Singhal', 'Tayal', 'Tingal',
        ],
        commonGotras: false,
      },
      { name: 'Jat', subCastes: ['Deswali', 'Bagri', 'Pachhade'], gotras: JAT_GOTRAS },
      {
        name: 'Yadav',
        subCastes: ['Ahir', 'Yaduvanshi', 'Nandvanshi', 'Gwalvanshi', 'Krishnaut', 'Majraut', 'Gop', 'Golla', 'Konar', 'Gawli'],
      },
      { name: 'Kunbi', subCastes: ['Tirale', 'Dhanoje', 'Khaire', 'Leva', 'Lonari', 'Kunbi Maratha'] },
      {
        name: 'Lingayat',
        subCastes: ['Banajiga', 'Adi Banajiga', 'Panchamasali', 'Jangama', 'Sadar', 'Ganiga', 'Nonaba'],
      },
      { name: 'Vokkaliga', subCastes: ['Gangadikara', 'Kunchitiga', 'Morasu', 'Hallikar', 'Sarpa', 'Dasa'] },
      { name: 'Reddy', subCastes: ['Pakanati', 'Motati', 'Panta', 'Desuru'] },
      { name: 'Kamma', subCastes: ['Gampa', 'Godajati', 'Illuvellani', 'Kavali', 'Pedda'] },
      { name: 'Kapu', subCastes: ['Telaga', 'Balija', 'Ontari', 'Munnuru Kapu'] },
      { name: 'Velama', subCastes: ['Padmanayaka', 'Koppula', 'Polinati', 'Adi Velama'] },
      { name: 'Nair', subCastes: ['Kiriyathil', 'Illathu', 'Swaroopathil', 'Menon', 'Pillai', 'Kurup', 'Nambiar', 'Panicker', 'Unnithan', 'Kartha'] },
      { name: 'Ezhava', subCastes: ['Thiyya', 'Chovan', 'Thandan'] },
      { name: 'Iyer', subCastes: ['Vadama', 'Brahacharanam', 'Vathima', 'Ashtasahasram', 'Gurukkal', 'Sholiya'] },
      { name: 'Iyengar', subCastes: ['Vadakalai', 'Thenkalai', 'Hebbar', 'Mandyam'] },
      { name: 'Chettiar', subCastes: ['Nattukottai Chettiar (Nagarathar)', 'Arya Vysya', 'Vaniya Chettiar', 'Devanga Chettiar', 'Beri Chettiar', 'Elur Chetty'] },
      { name: 'Kshatriya', subCastes: ['Raju', 'Bhavasar Kshatriya', 'Somvanshi Kshatriya Pathare'] },
      { name: 'Vaishya', subCastes: ['Arya Vysya', 'Vaishya Vani', 'Lad Vani', 'Gujarati Vaniya', 'Vaishya Gupta'] },
      { name: 'Bania', subCastes: ['Marwari', 'Oswal', 'Porwal', 'Khandelwal', 'Jaiswal', 'Rastogi', 'Kasaundhan', 'Mahajan', 'Modh', 'Lad'] },
      { name: 'Maheshwari', subCastes: ['Marwari Maheshwari', 'Dakshini Maheshwari'], gotras: ['Bahety', 'Bajaj', 'Bhattad', 'Biyani', 'Daga', 'Damani', 'Jhanwar', 'Kabra', 'Lahoti', 'Malpani', 'Mandhana', 'Mundhra', 'Rathi', 'Sarda', 'Somani', 'Taparia', 'Toshniwal'] },
      { name: 'Gupta', subCastes: ['Agrahari', 'Kesarwani', 'Omar', 'Umar', 'Rauniyar'] },
      { name: 'Khatri', subCastes: ['Dhai Ghar', 'Char Ghar', 'Barah Ghar', 'Bunjahi', 'Sarin'] },
      { name: 'Arora', subCastes: ['Uttradhi', 'Dakhna', 'Dahra'] },
      { name: 'Patel / Patidar', subCastes: ['Leuva Patidar', 'Kadva Patidar', 'Anjana Patel', 'Chaudhary Patel', 'Matia Patel'] },
      { name: 'Koli', subCastes: ['Mahadev Koli', 'Son Koli', 'Malhar Koli', 'Talpada Koli', 'Chunvalia Koli', 'Koli Patel'] },
      { name: 'Teli', subCastes: ['Sahu', 'Rathore Teli', 'Tailik', 'Ganiga', 'Vaniya'] },
      { name: 'Mali', subCastes: ['Phul Mali', 'Halde Mali', 'Jire Mali', 'Saini', 'Kachhi', 'Marar'] },
      { name: 'Dhangar', subCastes: ['Hatkar', 'Khutekar', 'Ahir Dhangar', 'Zende Dhangar', 'Kurmar'] },
      { name: 'Gowda', subCastes: ['Kunchitiga Gowda', 'Sarpa Gowda', 'Arebhashe Gowda', 'Namadhari Gowda'] },
      { name: 'Naidu', subCastes: ['Balija Naidu', 'Kamma Naidu', 'Gavara', 'Kavarai', 'Velama Naidu'] },
      { name: 'Mudaliar', subCastes: ['Sengunthar', 'Thondaimandala Mudaliar', 'Agamudayar', 'Arcot Mudaliar', 'Saiva Mudaliar'] },
      { name: 'Thevar (Mukkulathor)', subCastes: ['Kallar', 'Maravar', 'Agamudayar'] },
      { name: 'Nadar', subCastes: ['Gramani', 'Shanar'] },
      { name: 'Vanniyar', subCastes: ['Padayachi', 'Gounder', 'Naicker', 'Palli'] },
      { name: 'Gounder (Kongu Vellalar)', subCastes: ['Kongu Vellala Gounder', 'Urali Gounder', 'Vettuva Gounder'] },
      { name: 'Pillai (Vellalar)', subCastes: ['Saiva Pillai', 'Karkathar', 'Choliya Vellalar', 'Thondaimandala Vellalar', 'Karaikattu Vellalar'] },
      { name: 'Bunt', subCastes: ['Shetty', 'Rai', 'Alva', 'Hegde', 'Bhandary', 'Chowta'] },
      { name: 'Billava', subCastes: ['Poojary', 'Salian', 'Kotian', 'Suvarna', 'Amin'] },
      { name: 'Devanga', subCastes: ['Devanga Chettiar', 'Jaandra', 'Kannada Devanga', 'Telugu Devanga'] },
      { name: 'Vishwakarma', subCastes: ['Panchal', 'Suthar', 'Lohar', 'Sonar', 'Kansara', 'Shilpi', 'Achari', 'Viswabrahmin'] },
      { name: 'Sonar', subCastes: ['Daivadnya', 'Ahir Sonar', 'Vaishya Sonar', 'Lad Sonar', 'Mair Rajput Swarnkar'] },
      { name: 'Kurmi', subCastes: ['Awadhia', 'Gangwar', 'Jaiswar', 'Ghamaila', 'Sachan', 'Katiyar'] },
      { name: 'Kushwaha (Koeri)', subCastes: ['Kachhi', 'Murao', 'Shakya', 'Maurya'] },
      { name: 'Lodhi', subCastes: ['Lodhi Rajput', 'Jariya', 'Pathariya'] },
      { name: 'Gujjar', subCastes: ['Leva Gujjar', 'Bhatti Gujjar', 'Khatana', 'Kasana', 'Chechi'] },
      { name: 'Saini', subCastes: ['Saini Rajput', 'Mali Saini'] },
      { name: 'Kamboj' },
      { name: 'Prajapati (Kumhar)', subCastes: ['Kumbhar', 'Kulal', 'Kumawat', 'Gola'] },
      { name: 'Nai', subCastes: ['Sain', 'Nhavi', 'Mangali', 'Nayinda', 'Sharma Nai'] },
      { name: 'Lohana', subCastes: ['Kutchi Lohana', 'Halai Lohana', 'Ghoghari Lohana'] },
      { name: 'Sindhi', subCastes: ['Amil', 'Bhaiband', 'Sahiti', 'Lohana', 'Chhapru', 'Shikarpuri'] },
      { name: 'Bhandari', subCastes: ['Naik Bhandari', 'Kitte Bhandari'] },
      { name: 'Bhumihar', subCastes: ['Babhan', 'Tyagi Bhumihar'] },
      { name: 'Brahmbhatt', subCastes: ['Barot', 'Bhatt', 'Rao'] },
      { name: 'Baidya', subCastes: ['Sen', 'Gupta', 'Dasgupta'] },
      { name: 'Mahishya', subCastes: ['Chasi Kaibarta', 'Halia Kaibarta'] },
      { name: 'Namasudra' },
      { name: 'Kalita' },
      { name: 'Ahom' },
      { name: 'Khandayat', subCastes: ['Paika', 'Chasa'] },
      { name: 'Thakur', subCastes: ['Thakur Rajput', 'Thakore'] },
      { name: 'Scheduled Caste (SC)', subCastes: ['Mahar', 'Matang', 'Chambhar', 'Jatav', 'Valmiki', 'Paswan', 'Mala', 'Madiga', 'Adi Dravida', 'Paraiyar', 'Pulayar', 'Holeya', 'Mochi', 'Dhobi', 'Ravidassia'] },
      { name: 'Scheduled Tribe (ST)', subCastes: ['Bhil', 'Gond', 'Santhal', 'Munda', 'Oraon', 'Meena', 'Warli', 'Bodo', 'Khasi', 'Lambadi (Banjara)', 'Toda', 'Kurumba'] },
      { name: 'Other', commonGotras: true },
    ],
  },
  {
    name: 'Muslim',
    commonGotras: false,
    castes: [
      { name: 'Sunni', subCastes: ['Hanafi', 'Shafi', 'Maliki', 'Hanbali', 'Deobandi', 'Barelvi', 'Ahle Hadith'] },
      { name: 'Shia', subCastes: ['Ithna Ashari', 'Ismaili', 'Zaidi'] },
      { name: 'Syed', subCastes: ['Rizvi', 'Naqvi', 'Zaidi', 'Jafri', 'Abidi', 'Kazmi', 'Hussaini', 'Bukhari'] },
      { name: 'Sheikh', subCastes: ['Siddiqui', 'Farooqui', 'Usmani', 'Abbasi', 'Alvi'] },
      { name: 'Pathan', subCastes: ['Yusufzai', 'Afridi', 'Lodi', 'Durrani', 'Khattak', 'Bangash', 'Orakzai', 'Rohilla'] },
      { name: 'Mughal', subCastes: ['Mirza', 'Beg', 'Chughtai', 'Barlas'] },
      { name: 'Ansari', subCastes: ['Momin', 'Julaha'] },
      { name: 'Qureshi' },
      { name: 'Bohra', subCastes: ['Dawoodi Bohra', 'Sulaimani Bohra', 'Alavi Bohra', 'Sunni Bohra'] },
      { name: 'Khoja', subCastes: ['Ismaili Khoja', 'Ithna Ashari Khoja', 'Sunni Khoja'] },
      { name: 'Memon', subCastes: ['Kutchi Memon', 'Halai Memon', 'Sindhi Memon', 'Dhoraji Memon'] },
      { name: 'Malik' },
      { name: 'Rajput Muslim', subCastes: ['Rangad', 'Khanzada', 'Mewati', 'Meo'] },
      { name: 'Mappila', subCastes: ['Koya', 'Thangal'] },
      { name: 'Labbai', subCastes: ['Rowther', 'Marakkar'] },
      { name: 'Dudekula', subCastes: ['Pinjari', 'Nurbash'] },
      { name: 'Mansoori', subCastes: ['Dhuniya', 'Pinjara'] },
      { name: 'Rayeen', subCastes: ['Kunjra'] },
      { name: 'Saifi', subCastes: ['Lohar Saifi', 'Barhai'] },
      { name: 'Salmani', subCastes: ['Hajjam'] },
      { name: 'Other' },
    ],
  },
  {
    name: 'Christian',
    commonGotras: false,
    castes: [
      { name: 'Catholic', subCastes: ['Roman Catholic', 'Latin Catholic', 'Syro-Malabar', 'Syro-Malankara', 'Goan Catholic', 'Mangalorean Catholic', 'East Indian Catholic', 'Anglo-Indian'] },
      { name: 'Protestant', subCastes: ['Church of South India (CSI)', 'Church of North India (CNI)', 'Methodist', 'Baptist', 'Lutheran', 'Presbyterian', 'Anglican', 'Salvation Army'] },
      { name: 'Syrian Christian', subCastes: ['Knanaya', 'Marthoma', 'Jacobite', 'Syro-Malabar', 'St. Thomas Evangelical'] },
      { name: 'Orthodox', subCastes: ['Malankara Orthodox', 'Jacobite Syrian Orthodox', 'Armenian Orthodox'] },
      { name: 'Pentecostal', subCastes: ['Assemblies of God', 'Indian Pentecostal Church (IPC)', 'Church of God', 'The Pentecostal Mission'] },
      { name: 'Evangelical', subCastes: ['Brethren', 'Evangelical Church of India'] },
      { name: 'Born Again' },
      { name: 'Seventh-day Adventist' },
      { name: 'Nadar Christian' },
      { name: 'Other' },
    ],
  },
  {
    name: 'Sikh',
    commonGotras: false,
    castes: [
      { name: 'Jat Sikh', gotras: JAT_SIKH_GOTS },
      { name: 'Khatri Sikh', gotras: ['Bedi', 'Sodhi', 'Trehan', 'Bhalla', 'Kohli', 'Chadha', 'Anand', 'Sahni', 'Sethi', 'Sabharwal', 'Suri', 'Oberoi', 'Kapoor', 'Khanna', 'Malhotra'] },
      { name: 'Arora Sikh', gotras: ['Ahuja', 'Arora', 'Batra', 'Chawla', 'Gulati', 'Juneja', 'Khurana', 'Narang', 'Nagpal', 'Sachdeva', 'Taneja', 'Wadhwa'] },
      { name: 'Ramgarhia', gotras: ['Matharu', 'Bhogal', 'Sagoo', 'Kalsi', 'Panesar', 'Dhiman', 'Virdi', 'Sehmi', 'Bansal', 'Flora', 'Rayat', 'Jandu'] },
      { name: 'Saini Sikh', gotras: ['Saini', 'Bhela', 'Mahal', 'Dhaul', 'Gaddi', 'Tanwar'] },
      { name: 'Ahluwalia' },
      { name: 'Kamboj Sikh', gotras: ['Josan', 'Thind', 'Dhot', 'Sandha', 'Momi', 'Kamboj'] },
      { name: 'Labana' },
      { name: 'Mazhabi' },
      { name: 'Ravidasia' },
      { name: 'Rajput Sikh', gotras: ['Bhatti', 'Chauhan', 'Minhas', 'Manhas', 'Rathore'] },
      { name: 'Other' },
    ],
  },
  {
    name: 'Jain',
    commonGotras: true,
    castes: [
      { name: 'Digambar', subCastes: ['Khandelwal', 'Agarwal', 'Parwar', 'Humad', 'Saitwal', 'Bagherwal', 'Golapurab', 'Chaturth', 'Pancham', 'Kasar', 'Padmavati Porwal', 'Jaiswal'] },
      { name: 'Shwetambar', subCastes: ['Murtipujak', 'Sthanakvasi', 'Terapanthi'] },
      {
        name: 'Oswal',
        subCastes: ['Bisa Oswal', 'Dasa Oswal'],
        gotras: ['Bothra', 'Bafna', 'Lodha', 'Surana', 'Chordia', 'Kothari', 'Bhandari', 'Golchha', 'Dugar', 'Nahata', 'Sethia', 'Daga', 'Mehta', 'Singhvi', 'Bhansali', 'Chhajed', 'Baid', 'Parakh', 'Rampuria', 'Kankaria'],
        commonGotras: false,
      },
      { name: 'Porwal', subCastes: ['Dasa Porwal', 'Bisa Porwal', 'Padmavati Porwal'] },
      { name: 'Shrimal', subCastes: ['Dasa Shrimal', 'Bisa Shrimal'] },
      { name: 'Khandelwal Jain', gotras: ['Ajmera', 'Badjatya', 'Bakliwal', 'Chhabra', 'Godha', 'Kasliwal', 'Luhadia', 'Pandya', 'Patni', 'Sethi', 'Sogani', 'Thole'], commonGotras: false },
      { name: 'Agarwal Jain', gotras: ['Bansal', 'Garg', 'Goyal', 'Jindal', 'Mittal', 'Singhal'], commonGotras: false },
      { name: 'Other' },
    ],
  },
  {
    name: 'Buddhist',
    commonGotras: false,
    castes: [
      { name: 'Neo-Buddhist (Navayana)' },
      { name: 'Theravada' },
      { name: 'Mahayana' },
      { name: 'Vajrayana (Tibetan)' },
      { name: 'Barua' },
      { name: 'Chakma' },
      { name: 'Bhutia' },
      { name: 'Sherpa' },
      { name: 'Other' },
    ],
  },
  {
    name: 'Parsi (Zoroastrian)',
    commonGotras: false,
    castes: [{ name: 'Parsi' }, { name: 'Irani' }],
  },
  {
    name: 'Jewish',
    commonGotras: false,
    castes: [{ name: 'Bene Israel' }, { name: 'Baghdadi' }, { name: 'Cochin Jew' }, { name: 'Bnei Menashe' }, { name: 'Other' }],
  },
  {
    name: 'Bahá’í',
    commonGotras: false,
    castes: [{ name: 'Bahá’í' }],
  },
  {
    name: 'Spiritual - not religious',
    commonGotras: false,
    castes: [{ name: 'No caste' }],
  },
  {
    name: 'No Religion',
    commonGotras: false,
    castes: [{ name: 'No caste' }],
  },
  {
    name: 'Other',
    commonGotras: false,
    castes: [{ name: 'Other' }],
  },
];
