/**
 * The author profile of the staff member writing: the one whose e-mail is the account's (an
 * author is linked to an account by its e-mail, decision 032). A new article starts with it as
 * its author (docs/decisions/041); none when no profile is linked.
 */
export function ownAuthorId(authors: readonly { id: string; email: string | null }[], staffEmail: string): string {
  const wanted = staffEmail.trim().toLowerCase();
  return authors.find((author) => author.email?.trim().toLowerCase() === wanted)?.id ?? '';
}
