/** How readers see a person's name: with their title when they have one ("Dr Nadia Démo"). */
export function displayName(person: { name: string; title: string | null }): string {
  return person.title ? `${person.title} ${person.name}` : person.name;
}
