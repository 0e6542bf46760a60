/**
 * Links for the contact cards (job contact, press and advertising contacts). Browser-safe.
 * Phone numbers are stored as printed ("+49 40 1234567-21"); a tel: URI wants only the digits.
 */
export function telUri(phone: string): string {
  const leadingPlus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${leadingPlus}${phone.replace(/\D/g, "")}`;
}

export function mailtoUri(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join("&");
  return `mailto:${email}${query ? `?${query}` : ""}`;
}
