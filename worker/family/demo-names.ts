import type { Community } from '../seed/demo-people';
import { pickWith as pick } from '../seed/random';

/**
 * More first names per community for the demo family trees (decision 0774). A five-generation
 * list holds up to about twenty men and twenty women; the ten names per gender of the demo
 * community would repeat inside one family ("three Amit Sharma"), which no real family does.
 * Keyed by mother tongue and religion, as COMMUNITIES are.
 */
const MORE: Record<string, { male: string[]; female: string[] }> = {
  'hi:Hindu': {
    male: ['Rakesh', 'Suresh', 'Mahesh', 'Dinesh', 'Ramesh', 'Anil', 'Sunil', 'Manoj', 'Vinod', 'Ashok', 'Pankaj', 'Deepak', 'Rajesh', 'Sanjay', 'Alok', 'Gopal', 'Harish', 'Naresh', 'Om Prakash', 'Shyam'],
    female: ['Sunita', 'Kamla', 'Savitri', 'Geeta', 'Rekha', 'Anita', 'Meena', 'Usha', 'Kiran', 'Poonam', 'Seema', 'Suman', 'Asha', 'Lata', 'Manju', 'Nirmala', 'Shobha', 'Vandana', 'Radha', 'Sarita'],
  },
  'mr:Hindu': {
    male: ['Sudhir', 'Prakash', 'Vasant', 'Dattatray', 'Shrikant', 'Madhav', 'Vilas', 'Sanjay', 'Ramesh', 'Suhas', 'Milind', 'Ajit', 'Nandkumar', 'Anand', 'Vijay', 'Ashok', 'Suresh', 'Yashwant', 'Prabhakar', 'Dilip'],
    female: ['Sunanda', 'Shalini', 'Vaishali', 'Sushma', 'Mangala', 'Asha', 'Ujwala', 'Medha', 'Rohini', 'Vasudha', 'Sulabha', 'Nanda', 'Swati', 'Madhuri', 'Anuradha', 'Kalpana', 'Jyoti', 'Shubhangi', 'Archana', 'Lata'],
  },
  'gu:Hindu': {
    male: ['Jayesh', 'Mukesh', 'Dilip', 'Hasmukh', 'Bharat', 'Kirit', 'Paresh', 'Rajnikant', 'Ashwin', 'Mahendra', 'Pravin', 'Jagdish', 'Dinesh', 'Naresh', 'Bipin', 'Arvind', 'Hemant', 'Vipul', 'Manish', 'Sanjay'],
    female: ['Jyotsna', 'Kokila', 'Hansa', 'Manisha', 'Bhavna', 'Daksha', 'Nisha', 'Rekha', 'Sarla', 'Varsha', 'Harsha', 'Pushpa', 'Ila', 'Minaxi', 'Rasila', 'Kusum', 'Geeta', 'Alpa', 'Falguni', 'Hina'],
  },
  'pa:Sikh': {
    male: ['Balwinder', 'Sukhwinder', 'Kulwant', 'Gurdev', 'Harbhajan', 'Jaswant', 'Paramjit', 'Sukhdev', 'Darshan', 'Baldev', 'Mohinder', 'Kuldeep', 'Ranjit', 'Tejinder', 'Gurcharan', 'Hardeep', 'Iqbal', 'Lakhwinder', 'Surjit', 'Bhupinder'],
    female: ['Gurmeet', 'Paramjeet', 'Sukhwinder', 'Baljeet', 'Harjeet', 'Rajwinder', 'Jaspreet', 'Kuljeet', 'Manpreet', 'Satwant', 'Surinder', 'Charanjit', 'Davinder', 'Gurdeep', 'Inderjit', 'Jasbir', 'Narinder', 'Ravinder', 'Sarabjit', 'Tejpal'],
  },
  'bn:Hindu': {
    male: ['Tapan', 'Swapan', 'Dipankar', 'Partha', 'Biswajit', 'Asit', 'Gautam', 'Pradip', 'Amitava', 'Sudip', 'Tarun', 'Ashok', 'Nirmal', 'Sukanta', 'Indranil', 'Sanjib', 'Bikash', 'Prasanta', 'Ranjan', 'Subrata'],
    female: ['Sumitra', 'Kalyani', 'Mitali', 'Rina', 'Shampa', 'Sharmila', 'Chaitali', 'Jayashree', 'Krishna', 'Manju', 'Nandini', 'Papiya', 'Ruma', 'Sikha', 'Sutapa', 'Tapati', 'Anjana', 'Bulbul', 'Dipali', 'Gouri'],
  },
  'ta:Hindu': {
    male: ['Murugan', 'Raghavan', 'Sekar', 'Venkatraman', 'Gopalan', 'Kannan', 'Sivakumar', 'Anand', 'Mohan', 'Rajendran', 'Shankar', 'Srinivasan', 'Balu', 'Chandran', 'Elango', 'Jayaraman', 'Kumaran', 'Natesan', 'Palani', 'Selvam'],
    female: ['Kamala', 'Saraswathi', 'Valli', 'Vasanthi', 'Janaki', 'Padma', 'Rukmini', 'Geetha', 'Uma', 'Vijaya', 'Shanthi', 'Chitra', 'Kalyani', 'Malathi', 'Pushpa', 'Radha', 'Sarala', 'Thenmozhi', 'Bhuvana', 'Indira'],
  },
  'te:Hindu': {
    male: ['Subba Rao', 'Venkat', 'Ramana', 'Prasad', 'Satyanarayana', 'Krishna', 'Madhav', 'Raghu', 'Srikanth', 'Suresh', 'Nagesh', 'Anand', 'Bhaskar', 'Gopi', 'Hari', 'Mohan', 'Nageswara', 'Rambabu', 'Sekhar', 'Vijay'],
    female: ['Lakshmi', 'Padmavathi', 'Sarada', 'Annapurna', 'Kalyani', 'Vijaya', 'Sujatha', 'Rama', 'Sita', 'Aruna', 'Durga', 'Jyothi', 'Kamala', 'Madhavi', 'Nagamani', 'Radhika', 'Sailaja', 'Uma', 'Vani', 'Hymavathi'],
  },
  'kn:Hindu': {
    male: ['Ramesh', 'Shivaram', 'Basavaraj', 'Mahadev', 'Krishnappa', 'Srinivas', 'Puttaswamy', 'Ravi', 'Prakash', 'Venkatesh', 'Mallikarjun', 'Gururaj', 'Anand', 'Ashok', 'Chandrashekar', 'Hanumanth', 'Jagadish', 'Lokesh', 'Narayan', 'Shankar'],
    female: ['Shobha', 'Geetha', 'Savitha', 'Sumitra', 'Lalitha', 'Kamalamma', 'Nagaratna', 'Rekha', 'Shantha', 'Vanaja', 'Ambika', 'Bharathi', 'Chandrika', 'Girija', 'Jayashree', 'Kusuma', 'Latha', 'Mamatha', 'Prema', 'Saroja'],
  },
  'ml:Hindu': {
    male: ['Gopalakrishnan', 'Unnikrishnan', 'Ravindran', 'Sasidharan', 'Balakrishnan', 'Madhavan', 'Vijayan', 'Suresh', 'Rajan', 'Mohanan', 'Ajith', 'Dileep', 'Hari', 'Jayan', 'Krishnakumar', 'Manoj', 'Pradeep', 'Santhosh', 'Sudheer', 'Vinod'],
    female: ['Sarojini', 'Kamalakshi', 'Sulochana', 'Indira', 'Radhamani', 'Shobhana', 'Geetha', 'Usha', 'Valsala', 'Sreedevi', 'Ambika', 'Bindu', 'Deepa', 'Jayasree', 'Latha', 'Mini', 'Prasanna', 'Rema', 'Sindhu', 'Suja'],
  },
  'ur:Muslim': {
    male: ['Abdul', 'Rashid', 'Javed', 'Shahid', 'Nadeem', 'Irfan', 'Anwar', 'Aslam', 'Farhan', 'Habib', 'Iqbal', 'Kamran', 'Mohsin', 'Naseem', 'Rizwan', 'Shoaib', 'Wasim', 'Yusuf', 'Zafar', 'Akbar'],
    female: ['Shabana', 'Rehana', 'Nasreen', 'Parveen', 'Shaheen', 'Yasmin', 'Farida', 'Kausar', 'Salma', 'Tabassum', 'Amina', 'Bushra', 'Gulnaz', 'Hina', 'Ishrat', 'Khadija', 'Mumtaz', 'Naseema', 'Rubina', 'Zubeda'],
  },
  'ml:Christian': {
    male: ['Joseph', 'Varghese', 'Mathai', 'Chacko', 'Kuriakose', 'Abraham', 'Philip', 'George', 'Jacob', 'Itty', 'Baby', 'Jose', 'Lukose', 'Ouseph', 'Paulose', 'Scaria', 'Shaji', 'Sunny', 'Tomy', 'Wilson'],
    female: ['Mariamma', 'Aleyamma', 'Annamma', 'Elizabeth', 'Sosamma', 'Thresiamma', 'Mary', 'Lissy', 'Grace', 'Beena', 'Daisy', 'Jessy', 'Leela', 'Molly', 'Omana', 'Rosamma', 'Shiny', 'Susan', 'Valsamma', 'Annie'],
  },
  'gu:Jain': {
    male: ['Rajendra', 'Mahavir', 'Kirtilal', 'Jayantilal', 'Shantilal', 'Navin', 'Hemant', 'Atul', 'Bharat', 'Dilip', 'Jitendra', 'Kamlesh', 'Manoj', 'Nilesh', 'Pankaj', 'Rajesh', 'Sanjay', 'Shailesh', 'Tushar', 'Umesh'],
    female: ['Pushpa', 'Sarla', 'Chandan', 'Kanchan', 'Manjula', 'Nirmala', 'Rekha', 'Sadhana', 'Bharti', 'Jyoti', 'Kalpana', 'Meena', 'Neeta', 'Pratibha', 'Rupal', 'Shilpa', 'Sonal', 'Tejal', 'Usha', 'Varsha'],
  },
};

export const firstNameOf = (fullName: string) => fullName.split(' ').slice(0, -1).join(' ') || fullName;
export const surnameOf = (fullName: string) => fullName.split(' ').slice(-1)[0] ?? '';
export const fullName = (first: string, surname: string) => `${first} ${surname}`.slice(0, 30);

/** Sikh names in the demo carry Singh for men and Kaur for women, whatever the family. */
export function surnameFor(c: Community, familySurname: string, gender: 'male' | 'female'): string {
  if (c.religion === 'Sikh') return gender === 'male' ? 'Singh' : 'Kaur';
  return familySurname;
}

/**
 * First names for one family group: each name handed out once per surname, the least used
 * first, so the men of one patriline never share a first name and names repeat across the
 * group only when a community's list runs out.
 */
export class NamePool {
  private readonly uses = new Map<string, number>();
  private readonly taken = new Set<string>();
  constructor(
    private readonly rnd: () => number,
    readonly community: Community,
  ) {}

  /** A name already in the family (a demo member's own). */
  note(name: string) {
    const first = firstNameOf(name);
    this.uses.set(first, (this.uses.get(first) ?? 0) + 1);
    this.taken.add(name);
  }

  isFree(name: string) {
    return !this.taken.has(name) && !this.uses.has(firstNameOf(name));
  }

  take(gender: 'male' | 'female', surname: string): string {
    const c = this.community;
    const more = MORE[`${c.motherTongue}:${c.religion}`];
    const all = [...(gender === 'male' ? c.male : c.female), ...((gender === 'male' ? more?.male : more?.female) ?? [])];
    const free = all.filter((n) => !this.taken.has(fullName(n, surname)));
    const choices = free.length ? free : all;
    const least = Math.min(...choices.map((n) => this.uses.get(n) ?? 0));
    const name = fullName(pick(this.rnd, choices.filter((n) => (this.uses.get(n) ?? 0) === least)), surname);
    this.note(name);
    return name;
  }

  /** A family surname of the community other than the ones given (a married-in spouse's). */
  otherSurname(not: string[]): string {
    const list = this.community.surnames.filter((s) => !not.includes(s) && s !== 'Singh' && s !== 'Kaur');
    return pick(this.rnd, list.length ? list : this.community.surnames);
  }
}
