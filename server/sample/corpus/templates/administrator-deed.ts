import type { Template } from './common';
import { fiduciaryDeed } from './fiduciary-deed';

/** Administrator's deeds of intestate estates (letters of administration). */
export const administratorDeed: Template = (input) => fiduciaryDeed(input, 'administrator');
