import { VITALS_REPORTS_PER_IP_PER_MINUTE } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import type { MessageSender } from './verification/outbox';

/** Per-IP request limits (per minute); the benchmark raises them, tests lower them. */
export interface IpLimits {
  /** Login and free-play calls per IP per minute. @default 60 */
  loginPerMinute: number;
  /** SMS code requests per IP per minute. @default 10 */
  smsPerMinute: number;
  /** Registrations per IP per minute. @default 10 */
  registerPerMinute: number;
  /** Captcha images per IP per minute (each is a database row). @default 30 */
  captchaPerMinute: number;
  /** Field-data reports per IP per minute (a visit sends one). @default 30 */
  vitalsPerMinute: number;
  /** Wrong or missing operator tokens per IP per minute before /ops answers 429. @default 20 */
  opsRefusalsPerMinute: number;
}

export const DEFAULT_IP_LIMITS: IpLimits = {
  loginPerMinute: 60,
  smsPerMinute: 10,
  registerPerMinute: 10,
  captchaPerMinute: 30,
  vitalsPerMinute: VITALS_REPORTS_PER_IP_PER_MINUTE,
  opsRefusalsPerMinute: 20,
};

/** What the account routes share: the database, the clock, the message adapter, the limits. */
export interface AccountDeps {
  db: Db;
  /** The clock; tests move it. */
  now: () => Date;
  sender: MessageSender;
  limits: IpLimits;
  /** The answer of the next captcha. Tests pass a known one: no program can read the image. */
  captchaText: () => string;
  /**
   * The login info's availablePromoCount: promotions the member may join or claim now (app.ts
   * passes the promotions module's, which depends on this one). @default none (0)
   */
  promoCount?: PromoCounter;
  /** Login info's counters from the modules that own them. @default none: 0 unread, referral off */
  memberCounters?: MemberCounters;
  /**
   * Refuses a sign-in of a member who may not play now (a self-exclusion or time-out, from the
   * protection module, which depends on this one). @default none
   */
  signInGuard?: (db: Db, memberId: number, now: Date) => Promise<void>;
  /**
   * Whether the member has a withdrawal password, for the security centre (the payments module
   * owns it and depends on this one). @default none: shown as not set
   */
  withdrawalPasswordSet?: (db: Db, memberId: number) => Promise<boolean>;
}

/** Where login info reads the unread messages and the referral switch (messages, referral modules). */
export interface MemberCounters {
  unreadCount: (db: Db, reader: { memberId: number; merchantCode: string }) => Promise<number>;
  referralOn: (db: Db, merchantCode: string) => Promise<boolean>;
}

/** Who asks for the promotion count, as the promotions module reads a member. */
export interface PromoReader {
  memberId: number;
  memberType: number;
  merchantCode: string;
  timeZone: string;
  language: string;
  fallback: string;
}

/** Counts the promotions a member may act on now. */
export type PromoCounter = (db: Db, reader: PromoReader, now: Date) => Promise<number>;
