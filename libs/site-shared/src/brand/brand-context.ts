import type { BrandConfig } from '@tessera/brand';
import { createContext, useContext } from 'react';

export const BrandContext = createContext<Readonly<BrandConfig> | null>(null);

/** The brand this site runs as. */
export function useBrand(): Readonly<BrandConfig> {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside createSite()');
  return brand;
}
