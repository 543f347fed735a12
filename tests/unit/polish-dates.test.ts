import { describe, expect, it } from "vitest";
import { formatEventDateTime } from "@core/format";

describe("formatEventDateTime (mails and the event date field)", () => {
  it("writes the weekday, day, month, year and a 12-hour time", () => {
    expect(formatEventDateTime("2026-11-27", "19:00")).toBe("Friday, 27 November 2026, 7:00 PM");
    expect(formatEventDateTime("2026-11-28", "00:05")).toBe("Saturday, 28 November 2026, 12:05 AM");
    expect(formatEventDateTime("2026-11-28", "12:30")).toBe("Saturday, 28 November 2026, 12:30 PM");
    expect(formatEventDateTime("2030-06-01", "09:15")).toBe("Saturday, 1 June 2030, 9:15 AM");
  });

  it("leaves the time out when there is none, and reads ISO timestamps in UTC", () => {
    expect(formatEventDateTime("2026-11-27")).toBe("Friday, 27 November 2026");
    expect(formatEventDateTime("2026-11-27", "")).toBe("Friday, 27 November 2026");
    expect(formatEventDateTime("2026-11-27T10:00:00.000Z")).toBe("Friday, 27 November 2026");
  });

  it("gives back what it cannot read", () => {
    expect(formatEventDateTime("soon")).toBe("soon");
    expect(formatEventDateTime("2026-11-27", "25:00")).toBe("Friday, 27 November 2026");
  });
});
