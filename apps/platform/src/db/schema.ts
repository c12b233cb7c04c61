import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  AnnouncementTable,
  GameTypeVendorTable,
  GameVendorTable,
  HelpTopicTable,
  MerchantCustomerServiceTable,
  MerchantResourceTable,
  MerchantSiteTable,
  MerchantSocialLinkTable,
  MerchantVendorTable,
} from './schema-content';
import type {
  CaptchaTable,
  IpChallengeTable,
  KnownIpTable,
  LedgerEntryTable,
  LoginAttemptTable,
  MemberTable,
  MerchantAccountSettingsTable,
  OutboxTable,
  PasswordResetTable,
  RateBlockTable,
  RateCounterTable,
  SeenNonceTable,
  SessionTable,
  VerificationCodeTable,
  WalletTable,
} from './schema-accounts';
import type { GameTable, MemberGameTable } from './schema-games';
import type {
  GameRoundTable,
  LaunchSessionTable,
  VendorApiKeyTable,
  WalletTxnTable,
} from './schema-rounds';

/** A brand: one row per merchant code. */
export interface MerchantTable {
  code: string;
  display_name: string;
  /** ISO 4217, e.g. BDT. */
  currency: string;
  default_language: string;
  languages: string[];
  maintenance: Generated<boolean>;
  maintenance_end: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, never, never>;
}

/** One node of a merchant's feature tree (whitelabel modIds); `parent_mod_id` null at the top. */
export interface MerchantFeatureTable {
  merchant_code: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

/** Every table the platform reads and writes, for Kysely<Database>. */
export interface Database {
  merchant: MerchantTable;
  merchant_feature: MerchantFeatureTable;
  merchant_site: MerchantSiteTable;
  merchant_customer_service: MerchantCustomerServiceTable;
  merchant_social_link: MerchantSocialLinkTable;
  merchant_resource: MerchantResourceTable;
  announcement: AnnouncementTable;
  help_topic: HelpTopicTable;
  game_vendor: GameVendorTable;
  game_type_vendor: GameTypeVendorTable;
  merchant_vendor: MerchantVendorTable;
  merchant_account_settings: MerchantAccountSettingsTable;
  member: MemberTable;
  wallet: WalletTable;
  ledger_entry: LedgerEntryTable;
  session: SessionTable;
  login_attempt: LoginAttemptTable;
  rate_counter: RateCounterTable;
  rate_block: RateBlockTable;
  known_ip: KnownIpTable;
  ip_challenge: IpChallengeTable;
  verification_code: VerificationCodeTable;
  captcha: CaptchaTable;
  password_reset: PasswordResetTable;
  seen_nonce: SeenNonceTable;
  outbox: OutboxTable;
  game: GameTable;
  favourite_game: MemberGameTable;
  recent_game: MemberGameTable;
  launch_session: LaunchSessionTable;
  game_round: GameRoundTable;
  wallet_txn: WalletTxnTable;
  vendor_api_key: VendorApiKeyTable;
}

export type Merchant = Selectable<MerchantTable>;
export type NewMerchant = Insertable<MerchantTable>;
export type MerchantFeature = Selectable<MerchantFeatureTable>;
export type NewMerchantFeature = Insertable<MerchantFeatureTable>;

export type Member = Selectable<MemberTable>;
export type AccountSettings = Selectable<MerchantAccountSettingsTable>;
