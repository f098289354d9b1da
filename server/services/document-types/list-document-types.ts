import { CATEGORIES, type Category } from '@/db/schema';

export const CATEGORY_LABELS: Record<Category, string> = {
  AFFIDAVIT_OF_HEIRSHIP: 'Affidavit of Heirship',
  SMALL_ESTATE_AFFIDAVIT: 'Small Estate Affidavit',
  AFFIDAVIT_OF_DEATH: 'Affidavit of Death',
  EXECUTOR_DEED: "Executor's Deed",
  ADMINISTRATOR_DEED: "Administrator's Deed",
  PERSONAL_REPRESENTATIVE_DEED: "Personal Representative's Deed",
  WILL: 'Will',
  OTHER: 'Other',
};

export type DocumentType = { code: Category; label: string };

const DOCUMENT_TYPES: DocumentType[] = CATEGORIES.map((code) => ({ code, label: CATEGORY_LABELS[code] }));

export function listDocumentTypes(): { documentTypes: DocumentType[] } {
  return { documentTypes: DOCUMENT_TYPES };
}
