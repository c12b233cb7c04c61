/**
 * The error catalogue: every code the platform can put in an envelope.
 * The site maps each one to the i18n key `errors.<CODE>`, so a new code needs a translation too.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  /** 413, 414, 431: a body, URL or header block over the platform's limits. */
  'REQUEST_TOO_LARGE',
  /** 408: the request's headers or body arrived too slowly. */
  'REQUEST_TIMEOUT',
  'MERCHANT_REQUIRED',
  'MERCHANT_UNKNOWN',
  /** 409: a merchant with this code exists already (operator). */
  'MERCHANT_EXISTS',
  /** 409: members hold money in the merchant's currency, so it cannot change (operator). */
  'CURRENCY_IN_USE',
  /** 404: the merchant has no payment method with this code (operator). */
  'PAYMENT_METHOD_UNKNOWN',
  /** 404: no game vendor has this code (operator). */
  'VENDOR_UNKNOWN',
  /** 400: settling ahead of the clock, which only a demo platform allows (operator). */
  'SETTLE_AHEAD',
  'NOT_FOUND',
  'INTERNAL',
  'NETWORK',
  /** 403: the caller's IP or country is blocked for this merchant. */
  'REGION_RESTRICTED',
  /** 503: the merchant (or its games) is under maintenance. */
  'MAINTENANCE',
  /** 403: signed in, but not allowed to do this. */
  'FORBIDDEN',
  /** 401: no valid session or credentials. */
  'UNAUTHORIZED',
  /** 401: the session token expired or was revoked: sign in again. */
  'SESSION_ENDED',
  /** 401: wrong username or password (never says which). */
  'LOGIN_FAILED',
  /** 401: too many failures; send a captcha with the next try. */
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  /**
   * 429: too many failed logins of this account from this IP: wait (`retryAfter`, seconds) or
   * unlock with a code sent to the account's mobile or e-mail (`unlockCode` of the next login).
   */
  'LOGIN_LOCKED',
  /** 429: too many wrong answers to a secret (password, code); `retryAfter` says when to retry. */
  'TOO_MANY_TRIES',
  /** 403: a member account on the agent site, or the reverse (spec §8). */
  'NOT_AGENT',
  'NOT_MEMBER',
  /** 403: login from an IP the member never used; answer the challenge in the reply. */
  'IP_VERIFICATION_REQUIRED',
  /**
   * 401: the answer to that challenge, or the password sent with it, was wrong (never says
   * which: a wrong password from an unfamiliar IP is challenged like a right one); a new
   * challenge is in the reply.
   */
  'LOGIN_CODE_INVALID',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'INVALID_FIELD',
  'INVITATION_CODE_INVALID',
  'PASSWORD_MISMATCH',
  'OLD_PASSWORD_WRONG',
  'ACCOUNT_NOT_FOUND',
  /** Verification codes (spec §8 phone verification). */
  'PHONE_INVALID',
  'PHONE_MISSING',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'SMS_TOO_MANY',
  'SMS_QUOTA',
  'FEATURE_DISABLED',
  /** 429: rate limit; `Retry-After` says when to try again. */
  'RATE_LIMITED',
  /** 400: an encrypted payload that is stale, replayed or tampered with. */
  'PAYLOAD_INVALID',
  /** 403: a trial account tried something that needs a real account. */
  'TRIAL_ACCOUNT',
  /** 409: the game or its vendor is under maintenance (spec §8): suggest popular games. */
  'GAME_MAINTENANCE',
  /** 409: a bet or withdrawal above the available balance (balance minus held). */
  'INSUFFICIENT_BALANCE',
  /** 409: a wallet transaction id reused with a different member, round, kind or amount. */
  'TRANSACTION_CONFLICT',
  /** 400: a deposit amount that is not a positive whole number of minor units. */
  'DEPOSIT_AMOUNT_INVALID',
  /** 400: a deposit amount outside the method's minimum and maximum. */
  'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  /** 404: no such deposit method for this merchant, or it is switched off. */
  'PAYMENT_METHOD_UNAVAILABLE',
  /** 409: the method takes another currency than the member's wallet. */
  'PAYMENT_CURRENCY_MISMATCH',
  /** 409: the member made as many deposits with this method today as it allows. */
  'DEPOSIT_DAILY_LIMIT',
  /** 404: no such deposit (of this member, or with this provider reference). */
  'DEPOSIT_NOT_FOUND',
  /** 409: a provider callback's amount differs from the deposit's. */
  'DEPOSIT_AMOUNT_MISMATCH',
  /** 401: a provider callback without a valid signature. */
  'CALLBACK_SIGNATURE_INVALID',
  /** 401: a provider callback signed too long ago (or in the future). */
  'CALLBACK_EXPIRED',
  /** 409: the withdrawal password is already set (change it instead). */
  'WITHDRAWAL_PASSWORD_ALREADY_SET',
  /** 409: no withdrawal password yet; set one first. */
  'WITHDRAWAL_PASSWORD_NOT_SET',
  /** 400: the withdrawal password (or the old one, when changing it) is wrong. */
  'WITHDRAWAL_PASSWORD_WRONG',
  /** 400: a payee account's holder is not the member's payee name (or the member has none). */
  'PAYEE_NAME_MISMATCH',
  /** 409: the member already has as many payee accounts as allowed. */
  'PAYEE_ACCOUNT_LIMIT',
  /** 409: this account is already bound. */
  'PAYEE_ACCOUNT_DUPLICATE',
  /** 404: no such payee account of this member. */
  'PAYEE_ACCOUNT_NOT_FOUND',
  /** 400: a withdrawal amount that is not a positive whole number of minor units. */
  'WITHDRAWAL_AMOUNT_INVALID',
  /** 400: a withdrawal amount outside the merchant's minimum and maximum. */
  'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
  /** 409: the merchant has no withdrawal limits set, so takes no withdrawals. */
  'WITHDRAWAL_UNAVAILABLE',
  /** 404: no such withdrawal. */
  'WITHDRAWAL_NOT_FOUND',
  /** 409: the withdrawal's status does not allow this decision (e.g. paid twice). */
  'WITHDRAWAL_STATE_CONFLICT',
  // Four eyes on the money desk (issue 29).
  /** 409: this person already approved it: four eyes need a second, different person. */
  'SAME_APPROVER',
  /** 404: no pending adjustment has this id. */
  'ADJUSTMENT_NOT_FOUND',
  /** 409: the adjustment was decided already. */
  'ADJUSTMENT_STATE_CONFLICT',
  /** 409: a wallet transfer on a merchant with a single wallet (spec §3 isSingle). */
  'WALLET_SINGLE',
  /** 404: no such wallet (a vendor the merchant does not offer). */
  'WALLET_UNKNOWN',
  /** 400: a transfer amount that is not a positive whole number of minor units. */
  'TRANSFER_AMOUNT_INVALID',
  /** 409: a requestId reused with a different request. */
  'REQUEST_ID_CONFLICT',
  /** 409: a transfer to the upline by a member who has none. */
  'UPLINE_MISSING',
  /** 400: an operator adjustment that is not a non-zero whole number of minor units. */
  'ADJUSTMENT_AMOUNT_INVALID',
  /** 400: a records date range that is not real days, ends before it starts, or is too long. */
  'RECORD_RANGE_INVALID',
  /** 400: a deposit limit that is not null or a positive whole number of minor units. */
  'DEPOSIT_LIMIT_INVALID',
  /** 409: this deposit would pass one of the member's own deposit limits; the value says which. */
  'DEPOSIT_LIMIT_EXCEEDED',
  /** 409: the deposit was already decided (or is not a bank deposit awaiting an operator). */
  'DEPOSIT_STATE_CONFLICT',
  /** 400: the confirmation form is not multipart, is broken, or has no valid outcome. */
  'WITHDRAWAL_CONFIRMATION_INVALID',
  /** 400: NOT_RECEIVED without a proof image. */
  'WITHDRAWAL_PROOF_REQUIRED',
  /** 400: proof images with RECEIVED or PARTLY_RECEIVED. */
  'WITHDRAWAL_PROOF_UNEXPECTED',
  /** 400: more than 3 proof images. */
  'WITHDRAWAL_PROOF_TOO_MANY',
  /** 413: a proof image above 5 MB. */
  'WITHDRAWAL_PROOF_TOO_LARGE',
  /** 415: a proof whose bytes are not a PNG or JPG image. */
  'WITHDRAWAL_PROOF_NOT_IMAGE',
  /** 404: no such proof image of this withdrawal (operator). */
  'WITHDRAWAL_PROOF_NOT_FOUND',
  /** 400: a dispute refund that is not a whole number of minor units from 1 to the withdrawal's amount. */
  'WITHDRAWAL_REFUND_INVALID',
  /** 409: the dispute was already settled with another decision (operator). */
  'DISPUTE_ALREADY_SETTLED',
  /** 409: a provider's payout callback names another amount than the withdrawal's. */
  'PAYOUT_AMOUNT_MISMATCH',
  /** 409: bonus turnover still to wager before a withdrawal; the value is the TurnoverProgress. */
  'TURNOVER_NOT_MET',
  /** 404: no such turnover requirement of this member (operator). */
  'TURNOVER_REQUIREMENT_NOT_FOUND',
  /** 404: no such member in the caller's team (outside it counts as not existing). */
  'TEAM_MEMBER_NOT_FOUND',
  /** 403: the account was locked by its upline: sign-in is refused until it is unlocked. */
  'ACCOUNT_LOCKED',
  /** 409: the turnover requirement is already met, so there is nothing to waive (operator). */
  'TURNOVER_REQUIREMENT_CLEARED',
  /** 400: a turnover requirement with a deduction, or one that is not a positive integer (operator). */
  'TURNOVER_REQUIRED_INVALID',
  /** 404: no such contract the caller holds or gave (or one outside the caller's team). */
  'CONTRACT_NOT_FOUND',
  /** 409: the contract's status does not allow this (e.g. accepting an active one). */
  'CONTRACT_STATE_CONFLICT',
  /** 409: the holder already has a live (offered, active or terminating) contract of this kind. */
  'CONTRACT_EXISTS',
  /** 409: a rate above the offerer's own rate of the same kind (or the offerer has none). */
  'CONTRACT_RATE_ABOVE_UPLINE',
  /** 409: accepting lowers the rate under contracts the holder gave; the value lists them. */
  'CONTRACT_LOWER_RATE',
  /** 409: a contract for a member who is not a direct downline agent (or not a top agent, for the house). */
  'CONTRACT_HOLDER_INVALID',
  /** 400: tiers whose thresholds do not rise with the rate, or thresholds a salary does not use. */
  'CONTRACT_TIERS_INVALID',
  /** 401: two-factor sign-in is on: send the authenticator code (or a recovery code) too. */
  'TOTP_REQUIRED',
  /** 401: a wrong, used or expired authenticator or recovery code. */
  'TOTP_INVALID',
  /** 409: two-factor sign-in is already on (turn it off first) / not on. */
  'TOTP_ALREADY_ENABLED',
  'TOTP_NOT_ENABLED',
  /** 400: a two-step sign-in's ticket is wrong, used or past its five minutes: sign in again. */
  'SIGN_IN_EXPIRED',
  /** 409: the account has no password of its own (made by mobile): set one first. */
  'PASSWORD_NOT_SET',
  /** 409: this e-mail address belongs to another account of the merchant. */
  'EMAIL_TAKEN',
  /** 404: no such draw ticket of this member. */
  'DRAW_TICKET_NOT_FOUND',
  /** 409: the ticket was played already (a second request for it plays nothing). */
  'DRAW_TICKET_USED',
  /** 400: draw prizes whose weights are all zero (operator). */
  'DRAW_PRIZES_INVALID',
  /** 404: no such mission (of this merchant, or switched off). */
  'MISSION_NOT_FOUND',
  /** 409: the mission's target is not reached yet in this period. */
  'MISSION_NOT_COMPLETE',
  /** 409: the mission's reward was claimed already in this period. */
  'MISSION_ALREADY_CLAIMED',
  /** 404: no such promotion of this merchant (or one switched off). */
  'PROMOTION_NOT_FOUND',
  /** 409: the promotion has not started, has ended, or does not take this action (its flow). */
  'PROMOTION_NOT_AVAILABLE',
  /** 409: the member already took part in this promotion (this day, for a daily one). */
  'PROMOTION_ALREADY_ENTERED',
  /** 409: the promotion's rules are not met yet; the value is the PromotionProgress. */
  'PROMOTION_NOT_ELIGIBLE',
  /** 400: a promotion whose reward, rules or dates do not fit its flow (operator). */
  'PROMOTION_INVALID',
  /** 409: another promotion of the merchant has this code (operator). */
  'PROMOTION_CODE_TAKEN',
  /** 409: the application was already approved or rejected (operator). */
  'PROMOTION_ENTRY_DECIDED',
  /** 404: no such reward of this member. */
  'REWARD_NOT_FOUND',
  /** 409: the reward's claim date has passed. */
  'REWARD_EXPIRED',
  // Points mall and VIP (issue 12, part M).
  /** 409: fewer points than the redeem or conversion takes. */
  'POINTS_INSUFFICIENT',
  /** 404: no such mall item on sale at this merchant. */
  'MALL_ITEM_NOT_FOUND',
  /** 409: fewer units left than asked for. */
  'MALL_ITEM_OUT_OF_STOCK',
  /** 409: the item asks for more approved deposits than the member has made. */
  'REDEEM_AMOUNT_NOT_MET',
  /** 400: a gift needs a receiving address. */
  'REDEEM_ADDRESS_REQUIRED',
  /** 404: no such redeem (operator). */
  'REDEEM_NOT_FOUND',
  /** 409: the redeem was already approved or rejected (operator). */
  'REDEEM_ALREADY_DECIDED',
  /** 400: points to convert that are not a multiple of the rate or under the minimum. */
  'POINTS_CONVERT_INVALID',
  /** 400: a VIP level table whose levels or thresholds are out of order (operator). */
  'VIP_LEVELS_INVALID',
  // Messages, feedback, activity comments and invite friends (issue 12, part R).
  /** 404: no such message for the caller. */
  'MESSAGE_NOT_FOUND',
  /** 400: feedback or comment text over 140 characters (spec §5). */
  'TEXT_TOO_LONG',
  /** 400: feedback content outside the word bounds (`min`, `max` in the value). */
  'FEEDBACK_WORD_COUNT',
  /** 400: a comment with no text. */
  'COMMENT_EMPTY',
  /** 400: a feedback or comment form that is not the form (missing or unknown fields). */
  'FORM_INVALID',
  /** 400: more than 3 images. */
  'UPLOAD_TOO_MANY',
  /** 413: an image over 5 MB. */
  'UPLOAD_TOO_LARGE',
  /** 415: a file that is not a png or jpg image (checked from its bytes). */
  'UPLOAD_NOT_IMAGE',
  /** 404: no such feedback (operator). */
  'FEEDBACK_NOT_FOUND',
  /** 409: the feedback was answered already (operator). */
  'FEEDBACK_ANSWERED',
  /** 403: the player excluded themselves (any brand, same identity); the value says `until`. */
  'SELF_EXCLUDED',
  /** 403: the player took a time-out (any brand, same identity); the value says `until`. */
  'TIMED_OUT',
  /** 409: this bet would pass one of the player's loss limits; the value says which. */
  'LOSS_LIMIT_EXCEEDED',
  /** 400: a loss limit that is not null or a positive whole number of minor units. */
  'LOSS_LIMIT_INVALID',
  // Social sign-in (issue 13, part C).
  /** 404: the merchant has no such sign-in provider configured. */
  'SOCIAL_PROVIDER_UNAVAILABLE',
  /** 400: a callback address that is not this brand's own callback page. */
  'SOCIAL_REDIRECT_INVALID',
  /** 400: the sign-in's state is unknown, used, expired or of another brand: start again. */
  'SOCIAL_STATE_INVALID',
  /** 400: the player cancelled at the provider. */
  'SOCIAL_CANCELLED',
  /** 502: the provider refused the sign-in or could not be reached. */
  'SOCIAL_PROVIDER_ERROR',
  /** 401: the provider's ID token failed its checks (nonce, issuer, audience, expiry). */
  'SOCIAL_TOKEN_INVALID',
  /** 400: the ticket is unknown, used, expired, or not for this step: sign in again. */
  'SOCIAL_TICKET_INVALID',
  /** 409: this provider identity is linked to another account already. */
  'SOCIAL_IDENTITY_LINKED',
  /** 409: the account has another identity of this provider linked. */
  'SOCIAL_PROVIDER_LINKED',
  /** 404: nothing of this provider is linked to the account. */
  'SOCIAL_NOT_LINKED',
  /** 409: the account has no password yet: set one before unlinking (or: it has one already). */
  'SOCIAL_PASSWORD_REQUIRED',
  'SOCIAL_PASSWORD_SET',
  // Lottery bets (issue 14).
  /** 409: the draw is closed for bets (it is out or about to be): bet on the next one. */
  'DRAW_CLOSED',
  // Launching through an aggregator (issue 16).
  /** 502: the game's aggregator refused, failed or did not answer in time: try again later. */
  'GAME_UNAVAILABLE',
  /** 409: the merchant has no aggregator settings for a vendor to launch through (operator). */
  'AGGREGATOR_NOT_SET',
  // Staff accounts and the operator console (issue 29).
  /** 401: wrong e-mail or password of a staff member (never says which). */
  'STAFF_SIGN_IN_FAILED',
  /** 401: no pending sign-in (the password step is missing or older than 5 minutes). */
  'STAFF_SIGN_IN_EXPIRED',
  /** 403: this staff member or key may not act from this IP address. */
  'IP_NOT_ALLOWED',
  /** 403: a cookie-authenticated unsafe call without the session's CSRF token. */
  'CSRF_INVALID',
  /** 403: the call acts on a merchant the staff member or key does not act for. */
  'MERCHANT_NOT_ALLOWED',
  /** 409: a staff member with this e-mail exists already. */
  'STAFF_EMAIL_TAKEN',
  /** 404: no staff member, role or key has this id. */
  'STAFF_UNKNOWN',
  'ROLE_UNKNOWN',
  /** 409: a built-in role cannot change, and a role someone holds cannot be deleted. */
  'ROLE_LOCKED',
  'ROLE_IN_USE',
  /** 400: a key must expire within a year, and later than now. */
  'KEY_EXPIRY_INVALID',
  /** 401: the passkey is unknown or removed, its proof is wrong, or its challenge used or expired. */
  'PASSKEY_INVALID',
  /** 403: a passkey call from an origin the platform does not serve the console on (STAFF_ORIGINS). */
  'PASSKEY_ORIGIN',
  /** 409: this passkey is registered already. */
  'PASSKEY_TAKEN',
  // Identity documents (issue 29, the player desk).
  /** 400: the document form is not multipart, is broken, has no or several files, or a wrong kind or side. */
  'DOCUMENT_FORM_INVALID',
  /** 413: a document above 5 MB. */
  'DOCUMENT_TOO_LARGE',
  /** 415: a document whose bytes are not a PNG, JPG or PDF. */
  'DOCUMENT_NOT_ACCEPTED',
  /** 409: a document of this kind and side already awaits review. */
  'DOCUMENT_PENDING',
  /** 404: no such document of this merchant (operator). */
  'DOCUMENT_NOT_FOUND',
  /** 409: the document was already approved or rejected (operator). */
  'DOCUMENT_ALREADY_REVIEWED',
  /** 409: this withdrawal is above the merchant's threshold: approved identity documents first. */
  'DOCUMENTS_REQUIRED',
  // The operator's player desk (issue 29).
  /** 409: staff may only tighten a member's limit or time-out, never loosen or shorten it. */
  'LIMIT_NOT_TIGHTER',
  /** 409: the member has neither a mobile number nor an e-mail address to send a code to. */
  'NO_CONTACT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
