import type { Template } from './common';
import { fiduciaryDeed } from './fiduciary-deed';

/** Personal representative's deeds of CO, AZ, FL and WA citing the probate case and letters. */
export const personalRepresentativeDeed: Template = (input) =>
  fiduciaryDeed(input, 'personal_representative');
