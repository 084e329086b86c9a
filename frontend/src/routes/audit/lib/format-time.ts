// "2 Mar 2026, 10:30" in India time, whatever the browser's zone.
export const formatDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
