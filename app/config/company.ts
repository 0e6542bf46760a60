/**
 * The company behind the app: a fictional sample brand (docs/decisions/0002-sample-brand.md).
 * Every page that prints company data takes it from here.
 */
import { FOUNDED_YEAR, LEGAL_NAME, STORE_LINKS } from "./constants.ts";

export const COMPANY = {
  brand: "Matchpuls",
  legalName: LEGAL_NAME,
  founded: FOUNDED_YEAR,
  street: "Hafenstraße 12",
  postalCode: "20359",
  city: "Hamburg",
  country: { de: "Deutschland", en: "Germany", it: "Germania" },
  managingDirectors: ["Lena Brandt", "Marco Ferraro"],
  registerCourt: "Amtsgericht Hamburg",
  registerNumber: "HRB 123456",
  vatId: "DE 123 456 789",
  phone: "+49 40 1234567-0",
  email: "info@matchpuls.example",
  pressEmail: "presse@matchpuls.example",
  adsEmail: "werbung@matchpuls.example",
  supportEmail: "support@matchpuls.example",
  privacyEmail: "datenschutz@matchpuls.example",
  privacyOfficer: "Dr. Katrin Vogel",
  /** Store pages of the app (config/constants.ts). */
  stores: STORE_LINKS,
} as const;
