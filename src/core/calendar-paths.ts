/**
 * The addresses of the calendar feeds (decision 228), which the server's routes and the screens' links both read. No
 * zod here: the tournament and series pages link to them without downloading the contracts (decision 110).
 */

/** An event's own feed: public, one entry. */
export const eventCalendarPath = (tournamentId: number | string) => `/api/special-tournaments/${tournamentId}/calendar.ics`;
/** A series' feed: public, every event of the series. */
export const seriesCalendarPath = (seriesId: number | string) => `/api/series/${seriesId}/calendar.ics`;
/** A user's private feed: the secret in the address is the only key (src/server/calendars/service.ts). */
export const privateCalendarPath = (token: string) => `/api/calendar/${token}.ics`;

/** The same address for a calendar app to subscribe to (webcal://): it fetches it again by itself, and sees changes. */
export const subscribeUrl = (absoluteUrl: string) => absoluteUrl.replace(/^https?:\/\//, "webcal://");
