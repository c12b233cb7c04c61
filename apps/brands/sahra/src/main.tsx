import { createSite } from '@tessera/site';
import { brand } from '../brand.config';

createSite(brand);
