import { describe, expect, it } from 'vitest';
import { conversationSignals, SAFETY_NOTE_FIRST_MESSAGES, scamSignals, type ScamSignal } from './scam-rules';

/** Issue 24 "Scam warnings", docs/decisions/0959: the rules in English, Hinglish and Hindi. */
const cases: Array<[string, ScamSignal[]]> = [
  // Money requests
  ['Please send me 5000 rupees, my mother is in hospital', ['money']],
  ['I need money urgently, can you help?', ['money']],
  ['Can you transfer ₹20,000 today', ['money']],
  ['Rs. 15000 bhej do please', ['money']],
  ['Your gift is held at customs, pay the customs fee to release it', ['money']],
  ['paise bhejo jaldi', ['money']],
  ['मुझे पैसे भेजो', ['money']],
  ['कृपया 10000 रुपये भेज दीजिए', ['money']],
  ['मुझे पैसों की ज़रूरत है', ['money']],
  ['थोड़ा उधार चाहिए', ['money']],
  // UPI
  ['my id is rahul.k@okaxis', ['upi']],
  ['9876543210@ybl pe bhej do', ['upi', 'offSite']],
  ['What is your UPI?', ['upi']],
  ['send it on GPay', ['upi']],
  ['अपना यूपीआई बताओ', ['upi']],
  // Bank details
  ['Account number 123456789012, IFSC SBIN0001234', ['bank']],
  ['share your bank account details', ['bank']],
  ['मेरा खाता नंबर लिखो', ['bank']],
  ['बैंक खाता बताइए', ['bank']],
  // Off the site
  ['Let us talk on WhatsApp', ['offSite']],
  ['Add me on Telegram', ['offSite']],
  ['Call me: +91 98765 43210', ['offSite']],
  ['my number is 9876543210', ['offSite']],
  ['व्हाट्सएप पर बात करते हैं', ['offSite']],
  ['मेरा नंबर ले लो', ['offSite']],
];

/** What families write every day, which must not raise a note. */
const ordinary = [
  'I work at a bank',
  'My father retired from the State Bank of India.',
  'I work at Paytm as an engineer',
  'My salary is 12 lakh a year',
  'I need some time to think, please give me a week',
  'Please send me your horoscope',
  'We could meet at the temple on Sunday',
  'I was born in 1995 and I am 5 ft 6 in tall',
  'Working hours are long, I need two hours to get home',
  'मैं बैंक में काम करती हूँ',
  'मेरे पिताजी किसान हैं',
  'In my opinion family matters most',
];

describe('scamSignals', () => {
  it.each(cases)('“%s” → %j', (text, signals) => {
    expect(scamSignals(text)).toEqual(signals);
  });

  it.each(ordinary)('“%s” raises nothing', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });
});

describe('conversationSignals', () => {
  it('reads the first messages only, each signal once, in a fixed order', () => {
    const talk = ['Namaste', 'Add me on WhatsApp', 'send me money', 'send more money'];
    expect(conversationSignals(talk)).toEqual(['money', 'offSite']);
    const late = [...Array.from({ length: SAFETY_NOTE_FIRST_MESSAGES }, () => 'How was your day?'), 'send me money'];
    expect(conversationSignals(late)).toEqual([]);
  });
});
