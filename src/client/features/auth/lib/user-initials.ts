/** The avatar text: the first 2 letters of the username in upper case (spec: shopper.md section 2). */
export function userInitials(username: string): string {
  // Array.from splits by code point, so an emoji or accented letter is never cut in half.
  const letters = Array.from(username.trim()).slice(0, 2).join('');
  return letters ? letters.toUpperCase() : '?';
}
