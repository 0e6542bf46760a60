/**
 * Text for HTML or XML character data and attribute values, for the markup the server writes as text
 * (the rendered Markdown, the shortcut row, the day pages' lists, the calendar links, the sitemap):
 * the five characters that could end a value or start a tag become numeric character references,
 * which both HTML and XML read back as the character.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
