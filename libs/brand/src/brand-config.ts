import type { TableLanguage } from '@tessera/contract';
import type { BrandTheme, ThemeMode } from '@tessera/ui';

/** Everything that makes one brand look and behave like itself. */
export interface BrandConfig {
  /** Short lowercase id, also the app folder name: `apps/brands/<id>`. */
  id: string;
  /** Shown in the header, the title bar and the footer. */
  name: string;
  /** Names the brand to the platform on every call. */
  merchantCode: string;
  /**
   * Key the platform shares with this merchant to seal encrypted payloads (gateway version 3).
   * It ships to every browser, so it stops casual tampering, not a determined reader.
   */
  payloadKey: string;
  /** ISO 4217 code of the brand's wallet, e.g. BDT. */
  currency: string;
  /** Language of a first visit. */
  defaultLanguage: TableLanguage;
  /** Languages offered in the picker, the default among them. */
  languages: readonly TableLanguage[];
  /** Theme of a first visit. */
  defaultTheme: ThemeMode;
  /** Overrides of the kit's semantic colours. */
  theme: BrandTheme;
  /** URL of the logo (import the SVG in brand.config.ts). */
  logo: string;
  /** Youngest age allowed to play (spec §5: 18, configurable by the operator). */
  minimumAge: number;
  /**
   * Footer licence text per language; English is required as the fallback. `{age}` is replaced
   * by `minimumAge` in the reader's digits, so no text carries the age as a literal.
   */
  licence: Partial<Record<TableLanguage, string>> & { en: string };
}
