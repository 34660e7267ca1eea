/** A count with its noun: '1 participant', '2 participants', '1,000 participants'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
