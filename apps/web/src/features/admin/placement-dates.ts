/** A home placement runs from the start of its first day to the end of its last, Beirut time. */
export const startOfDay = (date: string) => (date ? new Date(`${date}T00:00:00+02:00`).toISOString() : undefined);
export const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59+02:00`).toISOString() : null);
