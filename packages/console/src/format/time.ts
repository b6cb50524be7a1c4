/** How the money, member and support pages write a time: as the business day's clock shows it. */
import { formatDateTime } from '@nocturne/core';

/** An ISO time (null: a dash). */
export const timeOf = (iso: string | null): string => (iso ? formatDateTime(new Date(iso)) : '—');
