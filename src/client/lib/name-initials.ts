/** 'SM' for 'Sofia Martinez', 'DR' for 'Dr. Ryan Mitchell'... the first letters of two words. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
