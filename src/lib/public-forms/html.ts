/** Text or an attribute value escaped for HTML written by hand (the refusal page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
