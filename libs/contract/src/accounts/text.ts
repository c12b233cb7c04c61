import Type from 'typebox';

/** A string of at most `maxLength` characters (the platform's `str(n)`). @default 255 */
export const text = (maxLength = 255) => Type.String({ maxLength });
