/**
 * Offline location formatting (no geocoding service is reachable): tidies what the user typed into
 * "City, ST 12345" style text. Returns null for text it cannot make sense of.
 */

export const US_STATES: Readonly<Record<string, string>> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "puerto rico": "PR",
  guam: "GU",
  "us virgin islands": "VI",
  "american samoa": "AS",
  "northern mariana islands": "MP",
};

const STATE_CODES = new Set(Object.values(US_STATES));
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: "USA",
  us: "USA",
  "u.s.": "USA",
  "u.s.a.": "USA",
  "united states": "USA",
  "united states of america": "USA",
  uk: "UK",
  "u.k.": "UK",
  "united kingdom": "UK",
  uae: "UAE",
};
// lower-case inside a name ("Isle of Man", "Rio de Janeiro"), never as its first word
const SMALL_WORDS = new Set(["of", "and", "the", "de", "da", "do", "dos", "das", "del", "la", "le", "du", "von", "van", "y", "en", "sur"]);
// directions and abbreviations typed in capitals stay in capitals
const KEEP_UPPER = new Set(["NE", "NW", "SE", "SW", "PO", "NYC", "DC", "USA", "UK", "UAE"]);

export const LOCATION_MAX_LENGTH = 200;
/** The location field is sent for formatting on blur only when longer than this (marketplace spec §5). */
export const LOCATION_FORMAT_MIN_LENGTH = 10;
export const shouldFormatLocation = (value: string) => value.trim().length > LOCATION_FORMAT_MIN_LENGTH;
const ALLOWED = /^[\p{L}\p{M}\d\s,.'’\-#/&()]+$/u;
const ZIP = /^(\d{5})(?:[-\s]?(\d{4}))?$/;

/** 5-digit ZIP or ZIP+4 ("123456789" and "12345 6789" become "12345-6789"); null when it is not one. */
export function normalizeZip(text: string): string | null {
  const m = ZIP.exec(text.trim());
  if (!m) return null;
  return m[2] ? `${m[1]}-${m[2]}` : m[1];
}

function stateCode(text: string): string | null {
  const key = text.toLowerCase().replace(/\./g, "").trim();
  if (US_STATES[key]) return US_STATES[key];
  const upper = key.toUpperCase();
  return STATE_CODES.has(upper) ? upper : null;
}

// "ß" upper-cases to "SS"; a letter that would change length stays as it is
const upperLetter = (c: string) => (c.toUpperCase().length === c.length ? c.toUpperCase() : c);

function capitalizeWord(word: string, isFirst: boolean): string {
  const lower = word.toLowerCase();
  if (!isFirst && SMALL_WORDS.has(lower)) return lower;
  if (KEEP_UPPER.has(word.toUpperCase()) && word === word.toUpperCase()) return word;
  // "5th", "1ST" -> "1st"; "4b" -> "4B" (unit numbers)
  if (/^\d/.test(word)) return /^\d+(st|nd|rd|th)$/i.test(word) ? lower : word.toUpperCase();
  // mixed case the user typed on purpose ("McAllen", "DeKalb") is kept as typed
  if (word !== lower && word !== word.toUpperCase() && /^\p{Lu}/u.test(word)) return word;
  // capitalise after a one-letter prefix with an apostrophe and after a hyphen ("O'Fallon", "Winston-Salem")
  return lower
    .replace(/^(\p{L})(['’])(\p{L})/u, (_m, a: string, apos: string, b: string) => `${upperLetter(a)}${apos}${upperLetter(b)}`)
    .replace(/(^|[-/(])(\p{L})/gu, (_m, sep: string, letter: string) => `${sep}${upperLetter(letter)}`);
}

function capitalizeWords(text: string): string {
  return text
    .split(" ")
    .map((w, i) => capitalizeWord(w, i === 0))
    .join(" ");
}

/** "ST 12345", "ST" or null when the part is not a US state (optionally with a ZIP). */
function stateWithZip(part: string): string | null | false {
  const words = part.split(" ");
  const last = words[words.length - 1];
  const lastIsNumber = /^\d[\d-]*$/.test(last);
  // "NV 89109-1234", "Nevada 89109", "NV 89109 1234"
  for (let take = Math.min(3, words.length); take >= 1; take--) {
    for (const zipWords of [2, 1, 0]) {
      if (take + zipWords !== words.length) continue;
      const code = stateCode(words.slice(0, take).join(" "));
      if (!code) continue;
      if (zipWords === 0) return code;
      const zip = normalizeZip(words.slice(take).join(" "));
      if (!zip) return false;
      return `${code} ${zip}`;
    }
  }
  return lastIsNumber && words.length === 1 ? (normalizeZip(last) ?? false) : null;
}

/** Splits "las vegas nevada 89109" into ["las vegas", "nevada 89109"] when it ends in a state. */
function splitTrailingState(text: string): string[] {
  if (US_STATES[text.toLowerCase()]) return [text];
  const words = text.split(" ");
  let end = words.length;
  if (end > 2 && /^\d{5}$/.test(words[end - 2]) && /^\d{4}$/.test(words[end - 1])) end -= 2;
  else if (end > 1 && normalizeZip(words[end - 1])) end -= 1;
  for (let take = Math.min(3, end - 1); take >= 1; take--) {
    const candidate = words.slice(end - take, end).join(" ");
    const isName = !!US_STATES[candidate.toLowerCase()];
    const isCode = take === 1 && STATE_CODES.has(candidate.toUpperCase()) && !SMALL_WORDS.has(candidate.toLowerCase());
    if (isName || isCode) return [words.slice(0, end - take).join(" "), words.slice(end - take).join(" ")];
  }
  return [text];
}

export function formatLocation(input: string): string | null {
  const text = input.replace(/\s+/g, " ").trim();
  if (!text || text.length > LOCATION_MAX_LENGTH || !ALLOWED.test(text)) return null;
  if (!/\p{L}{2}/u.test(text)) return null;

  // separators left dangling at either end of a part ("- Reno", "Reno /") are noise
  const tidy = (parts: string[]) => parts.map((p) => p.replace(/^[\s.\-/&]+|[\s\-/&]+$/g, "")).filter(Boolean);
  let parts = tidy(text.split(","));
  if (parts.length === 0) return null;
  if (parts.length === 1) parts = tidy(splitTrailingState(parts[0]));

  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const country = COUNTRY_ALIASES[part.toLowerCase()];
    if (country) {
      out.push(country);
      continue;
    }
    if (i > 0) {
      const state = stateWithZip(part);
      if (state === false) return null;
      if (state) {
        // a lone ZIP after a state joins it: "NV, 89109" -> "NV 89109"
        const prev = out[out.length - 1];
        if (/^\d/.test(state) && prev && STATE_CODES.has(prev)) out[out.length - 1] = `${prev} ${state}`;
        else out.push(state);
        continue;
      }
    }
    out.push(capitalizeWords(part));
  }
  if (!out.some((p) => /\p{L}{2}/u.test(p))) return null;
  return out.join(", ");
}
