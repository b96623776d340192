import type { PluralForms } from "./plural";

/**
 * The shape a text family's other languages fill, from the one that defines it (written `as const`):
 * literal strings become `string`, plural forms stay plural forms (so Russian may add few/many).
 * A key missing in another language then fails the type check.
 */
export type TextShape<T> = T extends string ? string : T extends PluralForms ? PluralForms : { [K in keyof T]: TextShape<T[K]> };
