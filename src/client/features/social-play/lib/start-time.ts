/**
 * When a full game starts: 'Starts today at 3:00 PM', or 'Starts Tue, Mar 3 at 3:00 PM' on
 * another day. `timeZone` is the viewer's unless given (tests pin it).
 */
export function startTimeText(startTime: string, now: Date, timeZone?: string): string {
  const start = new Date(startTime);
  if (Number.isNaN(start.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(start);
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    }).format(date);
  if (day(start) === day(now)) return `Starts today at ${time}`;
  const date = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(start);
  return `Starts ${date} at ${time}`;
}
