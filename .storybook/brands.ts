// Storybook is a tool host, not a brand app, so it may read every brand's config to preview it.
import { brand as aurora } from '../apps/brands/aurora/brand.config';
import { brand as lumen } from '../apps/brands/lumen/brand.config';

export const BRANDS = { aurora, lumen } as const;
export type BrandId = keyof typeof BRANDS;
