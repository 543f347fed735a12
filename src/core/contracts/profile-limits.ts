// No zod here, so the Profile page paints without the schemas; its forms load them after (decision 110).
import { LOCATION_MAX_LENGTH } from "../location";

/** The server's limits on the profile's free text, shown as counters next to those fields. */
export const PROFILE_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 25,
  bio: 500,
  location: LOCATION_MAX_LENGTH,
  address: 200,
} as const;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "Please select an image smaller than 5MB";
export const isAvatarTooLarge = (bytes: number) => bytes >= AVATAR_MAX_BYTES;

export const LOCATION_FORMAT_FAILED = "Could not format the address. Please enter manually.";
