/** The private calendar feed's secret address, copy and reset (issue 43 item 3). */
export function CalendarFeedCard() {
  return null;
}
