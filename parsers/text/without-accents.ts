/** A word with its diacritics taken off ("Muñoz" → "Munoz"): how the English OCR model and plain keyboards print it. */
export const withoutAccents = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');
