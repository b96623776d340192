import type { STAFF_TEXT_FIELDS } from "./staff-rules";

export type StaffText = Record<(typeof STAFF_TEXT_FIELDS)[number], string>;

/** A staff member as the admin screen reads it, with the three translations. */
export type AdminStaffMember = {
  id: number;
  imageUrl: string;
  linkedIn: string | null;
  displayOrder: number;
  translations: ({ languageCode: "arm" | "eng" | "rus"; staffId: number } & StaffText)[];
};

/** A staff member as visitors get it, in one language. */
export type PublicStaffMember = { id: number; imageUrl: string; linkedIn: string | null; displayOrder: number } & StaffText;
