/** Ports of the processes the browser tests start; away from the dev ports so both can run. */
export const PLATFORM_PORT = 3199;
export const BRAND_PORTS = { aurora: 4310, lumen: 4311 } as const;
export type BrandId = keyof typeof BRAND_PORTS;
