// Storybook is a tool host, not a brand app, so it may read every brand's config to preview it.
import { brand as aurora } from '../apps/brands/aurora/brand.config';
import { brand as lumen } from '../apps/brands/lumen/brand.config';
import { brand as sahra } from '../apps/brands/sahra/brand.config';

export const BRANDS = { aurora, lumen, sahra } as const;
export type BrandId = keyof typeof BRANDS;
