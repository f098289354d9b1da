import type { Template } from './common';
import { fiduciaryDeed } from './fiduciary-deed';

/** Executor's deeds: Texas independent executor, New York "THIS INDENTURE", California. */
export const executorDeed: Template = (input) => fiduciaryDeed(input, 'executor');
