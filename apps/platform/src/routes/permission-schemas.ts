import { envelopeOf, nullableString, objectOf, stringArray } from './schema-helpers';

const string = { type: 'string' } as const;
const listOf = (items: object) => ({ type: 'array', items }) as const;

/** The `DomainRoute` value. */
const domainRoute = objectOf({ mainDomain: string, domains: stringArray });

/** 200 reply of GET /wps/system/domainRoute. */
export const domainRouteReply = envelopeOf(domainRoute);

/** 200 reply of GET /wps/system/permission. */
export const permissionReply = envelopeOf(
  objectOf({
    customerService: listOf(objectOf({ csPosition: string, label: string, url: string })),
    socialLinks: listOf(objectOf({ network: string, url: string })),
    facebookDomains: stringArray,
    resources: listOf(objectOf({ key: string, labelNameEn: string, url: string })),
    appDownload: objectOf({ ios: nullableString, android: nullableString }),
    mainDomain: string,
    maintenance: { type: 'boolean' },
    maintenanceEnd: nullableString,
    regionRestriction: { type: 'boolean' },
    location: objectOf({ ip: string, country: nullableString }),
    tree: listOf({ $ref: 'WhitelabelNode#' }),
  }),
);
