/**
 * Names of the demo community, by community: each brings its mother tongue (ISO code) and
 * religion, so demo members look like the people who use the product.
 */
export interface Community {
  motherTongue: string;
  religion: string;
  male: string[];
  female: string[];
  surnames: string[];
}

export const COMMUNITIES: Community[] = [
  {
    motherTongue: 'hi', religion: 'Hindu',
    male: ['Aarav', 'Vivaan', 'Aditya', 'Rohit', 'Amit', 'Rahul', 'Ankit', 'Saurabh', 'Vikas', 'Nitin'],
    female: ['Ananya', 'Priya', 'Neha', 'Pooja', 'Shreya', 'Kavya', 'Riya', 'Sakshi', 'Nidhi', 'Aditi'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Agarwal', 'Srivastava', 'Mishra', 'Tiwari', 'Pandey', 'Yadav', 'Chauhan'],
  },
  {
    motherTongue: 'mr', religion: 'Hindu',
    male: ['Omkar', 'Sanket', 'Aniket', 'Pranav', 'Tejas', 'Shubham', 'Swapnil', 'Akshay', 'Mandar', 'Ketan'],
    female: ['Sayali', 'Gauri', 'Mrunal', 'Ketaki', 'Rutuja', 'Sneha', 'Apurva', 'Manasi', 'Shruti', 'Pallavi'],
    surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Jadhav', 'Pawar', 'Shinde', 'Gokhale', 'Deshpande', 'Bhosale'],
  },
  {
    motherTongue: 'gu', religion: 'Hindu',
    male: ['Harsh', 'Parth', 'Dhruv', 'Jay', 'Kunal', 'Nirav', 'Chirag', 'Hardik', 'Mihir', 'Yash'],
    female: ['Hetal', 'Krupa', 'Dhara', 'Jinal', 'Khushi', 'Foram', 'Nirali', 'Urvi', 'Komal', 'Bhavna'],
    surnames: ['Patel', 'Shah', 'Desai', 'Mehta', 'Trivedi', 'Joshi', 'Parikh', 'Bhatt', 'Modi', 'Chauhan'],
  },
  {
    motherTongue: 'pa', religion: 'Sikh',
    male: ['Gurpreet', 'Harpreet', 'Jaskaran', 'Manpreet', 'Amandeep', 'Simranjit', 'Karanveer', 'Navdeep', 'Arshdeep', 'Jagjit'],
    female: ['Simran', 'Harleen', 'Jasleen', 'Navneet', 'Manjot', 'Gurleen', 'Kiranjot', 'Amrit', 'Ramandeep', 'Prabhjot'],
    surnames: ['Singh', 'Kaur', 'Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Sidhu', 'Bajwa', 'Randhawa', 'Brar'],
  },
  {
    motherTongue: 'bn', religion: 'Hindu',
    male: ['Arnab', 'Sourav', 'Debashis', 'Anirban', 'Subhajit', 'Rajdeep', 'Sayan', 'Abhijit', 'Kaushik', 'Pritam'],
    female: ['Ankita', 'Moumita', 'Payel', 'Sreya', 'Rupsa', 'Tanushree', 'Debolina', 'Sohini', 'Madhurima', 'Ishita'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Das', 'Bose', 'Sen', 'Dutta', 'Roy', 'Chakraborty'],
  },
  {
    motherTongue: 'ta', religion: 'Hindu',
    male: ['Karthik', 'Arun', 'Vignesh', 'Senthil', 'Prakash', 'Balaji', 'Dinesh', 'Suresh', 'Ganesh', 'Ramesh'],
    female: ['Divya', 'Lakshmi', 'Priyanka', 'Meena', 'Keerthana', 'Aishwarya', 'Gayathri', 'Nandhini', 'Revathi', 'Sangeetha'],
    surnames: ['Iyer', 'Iyengar', 'Subramanian', 'Krishnan', 'Raman', 'Natarajan', 'Pillai', 'Mudaliar', 'Chettiar', 'Sundaram'],
  },
  {
    motherTongue: 'te', religion: 'Hindu',
    male: ['Srinivas', 'Venkatesh', 'Ravi', 'Sai', 'Naveen', 'Kiran', 'Harsha', 'Chaitanya', 'Vamsi', 'Teja'],
    female: ['Sravani', 'Lavanya', 'Swathi', 'Bhavani', 'Harika', 'Sindhu', 'Mounika', 'Keerthi', 'Sahithi', 'Tejaswini'],
    surnames: ['Reddy', 'Naidu', 'Rao', 'Chowdary', 'Varma', 'Raju', 'Sastry', 'Murthy', 'Prasad', 'Goud'],
  },
  {
    motherTongue: 'kn', religion: 'Hindu',
    male: ['Manjunath', 'Prajwal', 'Darshan', 'Shashank', 'Raghavendra', 'Nagaraj', 'Sunil', 'Vinay', 'Chetan', 'Girish'],
    female: ['Spoorthi', 'Bhoomika', 'Chaitra', 'Deepika', 'Pavithra', 'Rashmi', 'Sahana', 'Shwetha', 'Vidya', 'Anusha'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Bhat', 'Kamath', 'Patil', 'Kulkarni', 'Naik', 'Acharya'],
  },
  {
    motherTongue: 'ml', religion: 'Hindu',
    male: ['Arjun', 'Vishnu', 'Sreejith', 'Anoop', 'Nikhil', 'Rahul', 'Jithin', 'Akhil', 'Vineeth', 'Sandeep'],
    female: ['Anjali', 'Aswathy', 'Devika', 'Gopika', 'Lekshmi', 'Parvathy', 'Reshma', 'Sreelakshmi', 'Athira', 'Nimisha'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Varma', 'Nambiar', 'Panicker', 'Warrier', 'Unnithan', 'Kartha'],
  },
  {
    motherTongue: 'ur', religion: 'Muslim',
    male: ['Ayaan', 'Faisal', 'Imran', 'Zaid', 'Arif', 'Salman', 'Adil', 'Rehan', 'Sameer', 'Tariq'],
    female: ['Ayesha', 'Fatima', 'Zoya', 'Sana', 'Mehreen', 'Nazia', 'Rukhsar', 'Afreen', 'Heena', 'Sadia'],
    surnames: ['Khan', 'Shaikh', 'Siddiqui', 'Qureshi', 'Ansari', 'Syed', 'Mirza', 'Pathan', 'Hashmi', 'Farooqui'],
  },
  {
    motherTongue: 'ml', religion: 'Christian',
    male: ['Jobin', 'Tony', 'Jerin', 'Alwin', 'Bibin', 'Ebin', 'Joel', 'Kevin', 'Sebastian', 'Thomas'],
    female: ['Ann', 'Jincy', 'Merin', 'Neethu', 'Riya', 'Sneha', 'Teena', 'Alphonsa', 'Rosmy', 'Tessa'],
    surnames: ['Joseph', 'Mathew', 'Thomas', 'George', 'Varghese', 'Kurian', 'Chacko', 'Abraham', 'Philip', 'Jacob'],
  },
  {
    motherTongue: 'gu', religion: 'Jain',
    male: ['Rishabh', 'Parshva', 'Siddharth', 'Aagam', 'Nemish', 'Pranay', 'Sanyam', 'Vardhman', 'Kushal', 'Tirth'],
    female: ['Prachi', 'Dimple', 'Hiral', 'Jainam', 'Mitali', 'Palak', 'Riddhi', 'Siddhi', 'Trupti', 'Vidhi'],
    surnames: ['Shah', 'Jain', 'Mehta', 'Sanghvi', 'Doshi', 'Kothari', 'Bafna', 'Oswal', 'Lodha', 'Surana'],
  },
];

export const PROFILE_FOR_CHOICES = ['Self', 'Self', 'Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Relative'] as const;
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_EMAIL_DOMAIN = 'demo.sambandh.local';
