import type { en } from './en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every table must fill: the English keys, any wording. */
export type Translation = Widen<typeof en>;
