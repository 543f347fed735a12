import { describe, expect, it } from "vitest";
import { formatLocation, normalizeZip, shouldFormatLocation } from "@core/location";

describe("formatLocation", () => {
  it.each([
    ["  las   vegas,  nevada ", "Las Vegas, NV"],
    ["LAS VEGAS NV 89109-1234", "Las Vegas, NV 89109-1234"],
    ["new york ny 10001", "New York, NY 10001"],
    ["new york, new york", "New York, NY"],
    ["austin, texas, 78701", "Austin, TX 78701"],
    ["austin , tx,78701", "Austin, TX 78701"],
    ["seattle, wa 981011234", "Seattle, WA 98101-1234"],
    ["seattle, wa 98101 1234", "Seattle, WA 98101-1234"],
    ["kansas city missouri", "Kansas City, MO"],
    ["charleston west virginia", "Charleston, WV"],
    ["washington, district of columbia", "Washington, DC"],
    ["san jose ca", "San Jose, CA"],
    ["o'fallon, missouri", "O'Fallon, MO"],
    ["winston-salem, nc", "Winston-Salem, NC"],
    ["McAllen, tx", "McAllen, TX"],
    ["st. louis, mo", "St. Louis, MO"],
    ["123 main st apt 4b, springfield, il 62701", "123 Main St Apt 4B, Springfield, IL 62701"],
    ["500 5TH AVENUE NE, seattle, wa", "500 5th Avenue NE, Seattle, WA"],
    ["springfield, illinois, united states", "Springfield, IL, USA"],
    ["rio de janeiro, brazil", "Rio de Janeiro, Brazil"],
    ["london, uk", "London, UK"],
    ["paris,france", "Paris, France"],
    ["münchen, germany", "München, Germany"],
  ])("%j -> %j", (input, expected) => {
    expect(formatLocation(input)).toBe(expected);
  });

  it("keeps a state name on its own as a place name", () => {
    expect(formatLocation("west virginia")).toBe("West Virginia");
    expect(formatLocation("new york")).toBe("New York");
    expect(formatLocation("washington")).toBe("Washington");
  });

  it("is idempotent: formatting a formatted location changes nothing", () => {
    for (const s of ["Las Vegas, NV 89109", "New York, NY", "Rio de Janeiro, Brazil", "123 Main St Apt 4B, Springfield, IL 62701"]) {
      expect(formatLocation(s)).toBe(s);
    }
  });

  it.each(["", "    ", "@@@!!!", "<script>alert(1)</script>", "12345", "12345, 67890", "las vegas, nv 8910", "reno, nevada 8950-12", "a,,,", "x".repeat(201)])(
    "null for %j",
    (input) => {
      expect(formatLocation(input)).toBeNull();
    },
  );
});

describe("normalizeZip", () => {
  it.each([
    ["89109", "89109"],
    ["89109-1234", "89109-1234"],
    ["891091234", "89109-1234"],
    [" 89109 1234 ", "89109-1234"],
  ])("%j -> %j", (input, expected) => expect(normalizeZip(input)).toBe(expected));

  it.each(["8910", "891090", "89109-12", "ABCDE"])("null for %j", (input) => expect(normalizeZip(input)).toBeNull());
});

describe("shouldFormatLocation", () => {
  it("formats only text longer than 10 characters (spaces around it do not count)", () => {
    expect(shouldFormatLocation("reno, nv")).toBe(false);
    expect(shouldFormatLocation("   austin tx    ")).toBe(false);
    expect(shouldFormatLocation("0123456789")).toBe(false);
    expect(shouldFormatLocation("reno nevada")).toBe(true);
  });
});
