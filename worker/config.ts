import { z } from 'zod';
import { SOCIAL_NETWORKS, type SiteContact, type SocialNetwork } from '../contract/site-contact';
import type { GrievanceOfficer } from '../contract/grievances';

/**
 * The environment, parsed once. Both entries build their config through `parseConfig`,
 * so a missing or malformed setting fails at start, never halfway through a request.
 */
/** Public, so only for local use: production must set its own (see seed/admin.ts). */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8787),
    /**
     * The Node entry's folder (issue 20 §3.5, decision 0877): the database, mail, pictures and
     * backups default to places inside it, and the local session secret lives in it. `npm start`
     * makes it absolute against the working directory once (worker/data-dir.ts).
     */
    DATA_DIR: z.string().min(1, 'DATA_DIR must name a folder').default('data'),
    /** Default `file:<DATA_DIR>/sambandh.db`. */
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** The site's address, the only source of the links in mail (never the request's Host). */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be the site’s http(s) address, like https://sambandh.example' })
      .refine((u) => !/[?#]/.test(u), 'PUBLIC_URL must be the site’s address alone, without ? or #')
      .optional(),
    MAIL_DIR: z.string().min(1).optional(),
    PICTURES_DIR: z.string().min(1).optional(),
    /** Default `<DATA_DIR>/id-documents`: ID documents and selfies until their decision (decision 0957). */
    ID_DOCUMENTS_DIR: z.string().min(1).optional(),
    // One name for the pictures folder: a guessed one fails loudly instead of being ignored.
    MEDIA_DIR: z.undefined({ error: 'MEDIA_DIR is not a setting: set PICTURES_DIR, the folder where the Node entry keeps members’ pictures' }).optional(),
    /** Where the back office's backups of an embedded database go (decision 0814); keep it out of any served directory. */
    BACKUP_DIR: z.string().min(1).optional(),
    MAIL_API_URL: z.url().optional(),
    MAIL_API_KEY: z.string().optional(),
    MAIL_FROM: z.string().default('Sambandh <no-reply@sambandh.local>'),
    /** The local SMS driver's folder (issue 24); default `sms/` beside the mail folder. */
    SMS_DIR: z.string().min(1).optional(),
    /** Twilio's Messages API for the account (decision 0954); with SMS_API_KEY (AccountSid:AuthToken) and SMS_SENDER. */
    SMS_API_URL: z.url({ protocol: /^https?$/, error: 'SMS_API_URL must be the SMS API’s http(s) address, like https://api.twilio.com/2010-04-01/Accounts/AC…/Messages.json' }).optional(),
    SMS_API_KEY: z.string().regex(/^[^:]+:.+$/, 'SMS_API_KEY must be AccountSid:AuthToken').optional(),
    SMS_SENDER: z.string().trim().min(2, 'SMS_SENDER must be the DLT-registered sender id or number, like SMBNDH or +15005550006').max(20).optional(),
    CAPTCHA_SECRET: z.string().optional(),
    /** The public key the page's Turnstile widget is drawn with; needed with CAPTCHA_SECRET. */
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    ADMIN_EMAIL: z.email().default('admin@sambandh.local'),
    ADMIN_PASSWORD: z.string().min(8).default(DEFAULT_ADMIN_PASSWORD),
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
    /** Argon2id memory in KiB; tests lower it, production keeps the OWASP figure. */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
    /** API requests and page views older than this many days are pruned in the background. */
    /** Support contact shown in the member header, the footer and /contact; each only when set (issue 22 §4). */
    SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an e-mail address, like support@sambandh.example' }).optional(),
    SUPPORT_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[\d ()-]{6,20}$/, 'SUPPORT_PHONE must be a phone number as people dial it, like +91 80 4567 8900')
      .optional(),
    SUPPORT_HOURS: z.string().trim().min(1).max(120, 'SUPPORT_HOURS must be one short line, like Monday to Saturday, 9:30 am to 6:30 pm IST').optional(),
    /** The Grievance Officer the IT Rules 2021 require (issue 24, decision 0960): shown on /grievance when all three are set. */
    GRIEVANCE_OFFICER_NAME: z.string().trim().min(2, 'GRIEVANCE_OFFICER_NAME must be the officer’s full name').max(100).optional(),
    GRIEVANCE_OFFICER_EMAIL: z.email({ error: 'GRIEVANCE_OFFICER_EMAIL must be an e-mail address, like grievance@sambandh.example' }).optional(),
    GRIEVANCE_OFFICER_ADDRESS: z.string().trim().min(10, 'GRIEVANCE_OFFICER_ADDRESS must be the postal address, on one line').max(300).optional(),
    /** `network=https://…` pairs, comma-separated, e.g. `instagram=https://www.instagram.com/sambandh`. */
    SOCIAL_LINKS: z.string().optional().transform((value, ctx) => parseSocialLinks(value ?? '', ctx)),
    /** Online payment (issue 23, README Payments): without the key id and secret, payments are off and members pay offline. */
    RAZORPAY_KEY_ID: z
      .string()
      .trim()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must be the key id from the Razorpay dashboard, like rzp_live_AbCdEf123456')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(8, 'RAZORPAY_KEY_SECRET must be the key secret from the Razorpay dashboard').optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8, 'RAZORPAY_WEBHOOK_SECRET must be the secret you typed when adding the webhook in the Razorpay dashboard').optional(),
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s) address, like https://api.razorpay.com' }).default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z
      .url({ protocol: /^https?$/, error: 'RAZORPAY_CHECKOUT_URL must be the http(s) address of Checkout’s script' })
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    GST_RATE: z.coerce.number({ error: 'GST_RATE must be a percentage, like 18' }).min(0, 'GST_RATE cannot be negative').max(28, 'GST_RATE can be at most 28 (percent)').default(18),
    SELLER_NAME: z.string().trim().min(2).max(120, 'SELLER_NAME must be one line: the business name on invoices').default('Sambandh'),
    SELLER_ADDRESS: z.string().trim().min(5, 'SELLER_ADDRESS must be the business address printed on invoices').max(300).optional(),
    SELLER_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'SELLER_GSTIN must be a 15-character GSTIN, like 29ABCDE1234F1Z5')
      .optional(),
    /** The seller's state as the states list spells it (Karnataka): decides CGST+SGST or IGST. */
    SELLER_STATE: z.string().trim().min(2, 'SELLER_STATE must name a state, like Karnataka').max(60).optional(),
    OFFLINE_UPI_ID: z
      .string()
      .trim()
      .regex(/^[\w.-]{2,256}@[A-Za-z]{2,64}$/, 'OFFLINE_UPI_ID must be a UPI id, like sambandh@okaxis')
      .optional(),
    OFFLINE_BANK_ACCOUNT: z.string().trim().min(5, 'OFFLINE_BANK_ACCOUNT must say where to transfer: bank, account name, number and IFSC').max(300).optional(),
    LOG_RETENTION_DAYS: z.coerce.number().int('LOG_RETENTION_DAYS must be a whole number of days').min(1, 'LOG_RETENTION_DAYS must be at least 1').default(90),
    /** Distinct members whose open reports hide a profile from every list until reviewed (issue 24, decision 0958). */
    REPORTS_TO_HIDE: z.coerce.number({ error: 'REPORTS_TO_HIDE must be a whole number, like 3' }).int('REPORTS_TO_HIDE must be a whole number, like 3').min(2, 'REPORTS_TO_HIDE must be at least 2: one member alone never hides another').max(100).default(3),
    /** Shards of the match index (issue 26, decision 0966): the members split by a hash of their id, each shard loaded and asked on its own. */
    /** Server processes of the Node entry (issue 26 §4, decision 0967); unset: one per core. */
    NODE_PROCESSES: z.coerce.number({ error: 'NODE_PROCESSES must be a whole number, like 2' }).int('NODE_PROCESSES must be a whole number, like 2').min(1, 'NODE_PROCESSES must be at least 1').max(256, 'NODE_PROCESSES can be at most 256').optional(),
    MATCH_INDEX_SHARDS: z.coerce.number({ error: 'MATCH_INDEX_SHARDS must be a whole number, like 8' }).int('MATCH_INDEX_SHARDS must be a whole number, like 8').min(1, 'MATCH_INDEX_SHARDS must be at least 1').max(64, 'MATCH_INDEX_SHARDS can be at most 64').default(8),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required in production' });
    }
    // Links in mail are built from it alone: in production there is no safe guess.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'PUBLIC_URL is required in production: set it to the site’s address, like https://sambandh.example' });
    }
    // Without the site key the forms could not draw the widget, and every sign-in would fail.
    if (env.CAPTCHA_SECRET && !env.CAPTCHA_SITE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_SITE_KEY'], message: 'CAPTCHA_SITE_KEY is required when CAPTCHA_SECRET is set' });
    }
    // Part of the SMS settings would fail every code at the first send: all three or none.
    const sms = [env.SMS_API_URL, env.SMS_API_KEY, env.SMS_SENDER];
    if (sms.some(Boolean) && !sms.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['SMS_API_URL'], message: 'SMS_API_URL, SMS_API_KEY and SMS_SENDER go together: set all three, or none for the local SMS folder' });
    }
    // One without the other could open Checkout but never confirm a payment (or the reverse).
    if (!env.RAZORPAY_KEY_ID !== !env.RAZORPAY_KEY_SECRET) {
      const missing = env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${missing === 'RAZORPAY_KEY_ID' ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'}: set both from the same Razorpay key, or neither` });
    }
    // Live money needs an invoice a tax office accepts.
    if (env.RAZORPAY_KEY_ID?.startsWith('rzp_live_') && env.GST_RATE > 0 && !(env.SELLER_GSTIN && env.SELLER_STATE && env.SELLER_ADDRESS)) {
      ctx.addIssue({ code: 'custom', path: ['SELLER_GSTIN'], message: 'SELLER_GSTIN, SELLER_STATE and SELLER_ADDRESS are required with a live Razorpay key: they are printed on every tax invoice' });
    }
  });

const NETWORK_NAMES = Object.keys(SOCIAL_NETWORKS).join(', ');

function parseSocialLinks(value: string, ctx: z.RefinementCtx): SiteContact['social'] {
  const links: SiteContact['social'] = [];
  for (const pair of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pair.indexOf('=');
    const network = pair.slice(0, at).trim().toLowerCase();
    const url = pair.slice(at + 1).trim();
    if (at < 1 || !(network in SOCIAL_NETWORKS)) {
      ctx.addIssue({ code: 'custom', message: `SOCIAL_LINKS: "${pair}" must be network=https://… with the network one of ${NETWORK_NAMES}` });
    } else if (!z.url({ protocol: /^https$/ }).safeParse(url).success) {
      ctx.addIssue({ code: 'custom', message: `SOCIAL_LINKS: the ${network} link must be an https:// address` });
    } else {
      links.push({ network: network as SocialNetwork, url });
    }
  }
  return links;
}

export type RawConfig = z.infer<typeof configSchema>;

export interface Config {
  env: RawConfig['NODE_ENV'];
  port: number;
  databaseUrl: string;
  databaseAuthToken?: string;
  jwtSecret: string;
  /** Where members reach the site, without a trailing slash; every link in mail starts with it. */
  publicUrl: string;
  mailDir: string;
  picturesDir: string;
  /** ID documents and selfies waiting for review, apart from pictures (decision 0957). */
  idDocumentsDir: string;
  backupDir: string;
  mailApi?: { url: string; key: string };
  mailFrom: string;
  /** Where the local driver writes each SMS as a file (Node without smsApi). */
  smsDir: string;
  /** The production SMS driver's settings (decision 0954); absent: the local folder, or none on Workers. */
  smsApi?: { url: string; key: string; sender: string };
  captcha?: { secret: string; siteKey: string; verifyUrl: string };
  admin: { email: string; password: string };
  seedDemo: boolean;
  trustProxy: boolean;
  passwordHashMemoryKib: number;
  logRetentionDays: number;
  /** Distinct members whose open reports hide a profile until an administrator decides (decision 0958). */
  reportsToHide: number;
  /** How many shards the match index splits the members into (decision 0966). */
  matchIndexShards: number;
  /** The Node entry's server processes (decision 0967); null: one per core, which `npm start` reads from the machine. */
  nodeProcesses: number | null;
  /** What the page shows of the support contact and social links; empty unless set. */
  siteContact: SiteContact;
  /** Null until GRIEVANCE_OFFICER_NAME, _EMAIL and _ADDRESS are all set; production warns at start. */
  grievanceOfficer: GrievanceOfficer | null;
  payments: PaymentsConfig;
}

/** Paying for a plan (issue 23): Razorpay when its keys are set, the seller on invoices, the offline details. */
export interface PaymentsConfig {
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string | null; apiUrl: string; checkoutUrl: string };
  /** Percent, included in every price (decision 0950). */
  gstRate: number;
  seller: { name: string; address: string | null; gstin: string | null; state: string | null };
  offline: { upiId: string | null; bankAccount: string | null };
}

export class ConfigError extends Error {}

/** A folder next to the mail folder: `data/mail` → `data/sms`, `mail` → `sms` (no node:path here: Workers parse this too). */
function besideMail(mailDir: string, name: string): string {
  const dir = mailDir.replace(/(.)\/+$/, '$1');
  const cut = dir.lastIndexOf('/');
  return cut < 0 ? name : `${dir.slice(0, cut + 1)}${name}`;
}

export function parseConfig(env: Record<string, string | undefined>, fallbackSecret?: string): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const inData = (name: string) => `${e.DATA_DIR.replace(/(.)\/+$/, '$1')}/${name}`;
  const jwtSecret = e.JWT_SECRET ?? fallbackSecret;
  if (!jwtSecret) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL ?? `file:${inData('sambandh.db')}`,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    jwtSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailDir: e.MAIL_DIR ?? inData('mail'),
    picturesDir: e.PICTURES_DIR ?? inData('pictures'),
    idDocumentsDir: e.ID_DOCUMENTS_DIR ?? inData('id-documents'),
    backupDir: e.BACKUP_DIR ?? inData('backups'),
    mailApi: e.MAIL_API_URL && e.MAIL_API_KEY ? { url: e.MAIL_API_URL, key: e.MAIL_API_KEY } : undefined,
    mailFrom: e.MAIL_FROM,
    smsDir: e.SMS_DIR ?? besideMail(e.MAIL_DIR ?? inData('mail'), 'sms'),
    smsApi: e.SMS_API_URL && e.SMS_API_KEY && e.SMS_SENDER ? { url: e.SMS_API_URL, key: e.SMS_API_KEY, sender: e.SMS_SENDER } : undefined,
    captcha:
      e.CAPTCHA_SECRET && e.CAPTCHA_SITE_KEY
        ? { secret: e.CAPTCHA_SECRET, siteKey: e.CAPTCHA_SITE_KEY, verifyUrl: e.CAPTCHA_VERIFY_URL }
        : undefined,
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO === 'yes' || (e.SEED_DEMO === 'auto' && e.NODE_ENV !== 'production'),
    passwordHashMemoryKib: e.PASSWORD_HASH_MEMORY_KIB,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    reportsToHide: e.REPORTS_TO_HIDE,
    matchIndexShards: e.MATCH_INDEX_SHARDS,
    nodeProcesses: e.NODE_PROCESSES ?? null,
    trustProxy: e.TRUST_PROXY === '1',
    siteContact: { email: e.SUPPORT_EMAIL ?? null, phone: e.SUPPORT_PHONE ?? null, hours: e.SUPPORT_HOURS ?? null, social: e.SOCIAL_LINKS },
    grievanceOfficer:
      e.GRIEVANCE_OFFICER_NAME && e.GRIEVANCE_OFFICER_EMAIL && e.GRIEVANCE_OFFICER_ADDRESS
        ? { name: e.GRIEVANCE_OFFICER_NAME, email: e.GRIEVANCE_OFFICER_EMAIL, address: e.GRIEVANCE_OFFICER_ADDRESS }
        : null,
    payments: {
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
              apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
              checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
            }
          : undefined,
      gstRate: e.GST_RATE,
      seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS ?? null, gstin: e.SELLER_GSTIN ?? null, state: e.SELLER_STATE ?? null },
      offline: { upiId: e.OFFLINE_UPI_ID ?? null, bankAccount: e.OFFLINE_BANK_ACCOUNT ?? null },
    },
  };
}
