import { m } from './i18n/paraglide/messages';

/**
 * Scam warnings (issue 24, docs/decisions/0959): what in the first messages of a conversation
 * shows both members a safety note. Shared by the server (the thread's answer) and the chat
 * (live messages). The note never blocks a message: it tells, the member decides.
 *
 * English, Hinglish and Hindi (Devanagari). Each rule needs a request or a detail, not a topic:
 * "I work at a bank" or "my salary is 12 lakh" is talk about life, not a money request.
 */
export const SCAM_SIGNALS = ['money', 'upi', 'bank', 'offSite'] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

/** How many messages from the start of a conversation the rules read: where scams begin (decision 0959). */
export const SAFETY_NOTE_FIRST_MESSAGES = 20;

// Money named as such, or an amount in rupees ("₹5000", "Rs. 20,000", "5000 rupees"); not "12 lakh"
// alone, which is how salaries are told.
const MONEY_WORD = String.raw`(?:₹\s*\d|\brs\.?\s*\d|\b(?:money|cash|funds?|rupees?|inr|loan|paise|paisa|paisay)\b|\b\d[\d,]*\s*(?:rs|rupees|inr|/-))`;
const ASK_WORD = String.raw`\b(?:send|transfer|pay|lend|give|deposit|wire|need|borrow|urgent(?:ly)?|bhej|bhejo|bhejiye|chahiye|de\s*do|dedo)\b`;
const PAY_APP = String.raw`\b(?:gpay|google\s*pay|phone\s*pe|phonepe|paytm|bhim)\b`;

const RULES: Record<ScamSignal, readonly RegExp[]> = {
  money: [
    // "send me 5000 rupees", "I need money urgently", "please transfer ₹2000", "paise bhejo"
    new RegExp(String.raw`${ASK_WORD}[^.!?\n]{0,40}?${MONEY_WORD}`, 'iu'),
    new RegExp(String.raw`${MONEY_WORD}[^.!?\n]{0,25}?${ASK_WORD}`, 'iu'),
    /\b(?:customs|courier|clearance|processing|registration)\s+(?:fee|charges?|duty)\b/iu,
    // पैसे भेजो, पैसा भेजिए, रुपये भेज दो, पैसों की ज़रूरत, पैसे चाहिए, उधार चाहिए
    /(?:पैस[ेाों]+|रुपय[ेा]|रुपए|धनराशि|रकम)\s*(?:की\s*)?(?:भेज|चाहिए|दे\s*द|ट्रांसफर|ज़रूरत|जरूरत)/u,
    /उधार\s*(?:चाहिए|दे|दो|दीजिए)/u,
  ],
  upi: [
    // A UPI id: name@okaxis, 98xxxxxx@ybl, someone@paytm …
    /[\w.-]{2,}@(?:ok(?:axis|icici|sbi|hdfcbank)|ybl|ibl|axl|paytm|pty\w*|upi|apl|yapl|axisbank|icici|hdfcbank|sbi|kotak|jupiteraxis|fam|freecharge|airtel)\b/iu,
    /\bupi\b|यूपीआई/iu,
    // A payment app with a request ("send it on GPay", "PhonePe kar do"); "I work at Paytm" is not one.
    new RegExp(String.raw`${ASK_WORD}[^.!?\n]{0,30}?${PAY_APP}|${PAY_APP}[^.!?\n]{0,20}?(?:${ASK_WORD}|\b(?:kar|karo|number|no)\b)`, 'iu'),
  ],
  bank: [
    /\bifsc\b/iu,
    // An IFSC code: four letters, a zero, six letters or digits.
    /\b[A-Z]{4}0[A-Z0-9]{6}\b/u,
    /\b(?:account|a\/c|acct|khata)\s*(?:no\b\.?|num(?:ber)?|details?|#)/iu,
    /(?:खाता|अकाउंट|एकाउंट)\s*(?:नंबर|संख्या|नम्बर|डिटेल)|बैंक\s*(?:खाता|डिटेल)/u,
  ],
  offSite: [
    /\b(?:whats\s*app|telegram|signal\s+app|wa\.me|t\.me|viber)\b/iu,
    // An Indian mobile number, with or without +91 and spaces.
    /(?:\+?91[\s-]?)?\b[6-9](?:[\s-]?\d){9}\b/u,
    /व्हाट्सएप|व्हाट्सऐप|टेलीग्राम|मेरा\s*(?:नंबर|नम्बर)/u,
  ],
};

/** The signals in one message's text, in SCAM_SIGNALS order; empty when none. */
export function scamSignals(text: string): ScamSignal[] {
  return SCAM_SIGNALS.filter((signal) => RULES[signal].some((rule) => rule.test(text)));
}

/** The signals of the first messages of a conversation (oldest first), each once. */
export function conversationSignals(texts: readonly string[]): ScamSignal[] {
  const found = new Set(texts.slice(0, SAFETY_NOTE_FIRST_MESSAGES).flatMap(scamSignals));
  return SCAM_SIGNALS.filter((s) => found.has(s));
}

/** The safety note both members read above the conversation; getters, read in the reader's language (issue 25). */
export const SAFETY_NOTE_TEXT = {
  get title() { return m.safety_note_title(); },
  signals: {
    get money() { return m.safety_signal_money(); },
    get upi() { return m.safety_signal_upi(); },
    get bank() { return m.safety_signal_bank(); },
    get offSite() { return m.safety_signal_off_site(); },
  } satisfies Record<ScamSignal, string>,
  get action() { return m.safety_note_action(); },
} as const;
