import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema/index";
import { badRequest, notFound } from "../errors";

export const AVATAR_URL_PREFIX = "/uploads/avatars/";
export const AVATAR_SIZE = 256;
// a 5 MB PNG can still describe a huge canvas; refuse to decode more than this many pixels
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

export const NOT_AN_IMAGE = "The file is not an image. Please select a JPEG, PNG, WebP or GIF image.";

export interface AvatarStore {
  dir: string;
  close(): Promise<void>;
}

/** DATA_DIR/uploads/avatars, or a private temp dir when the app runs in memory (API tests). */
export async function openAvatarStore(config: Config): Promise<AvatarStore> {
  if (config.inMemory) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "stakeline-avatars-"));
    return { dir, close: () => rm(dir, { recursive: true, force: true }) };
  }
  const dir = path.resolve(config.DATA_DIR, "uploads", "avatars");
  await mkdir(dir, { recursive: true });
  return { dir, close: async () => {} };
}

/**
 * Decodes the upload with sharp whatever its name or declared type says, and re-encodes it as a
 * 256x256 WebP. Re-encoding drops EXIF (GPS position, camera) and anything hidden after the image data.
 */
export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // the header alone, so no pixel limit yet: a canvas over sharp's own default would otherwise be
    // refused as "not an image" instead of getting the message about its size
    ({ format, width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width < 1 || height < 1) throw badRequest(NOT_AN_IMAGE);
  if (width * height > MAX_INPUT_PIXELS) throw badRequest("The image is too large. Please select an image of at most 40 megapixels.");
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}

function storedFileOf(store: AvatarStore, url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return STORED_NAME.test(name) ? path.join(store.dir, name) : null;
}

/** Stores the new avatar, points the user at it, then removes the file it replaced. */
export async function replaceAvatar(db: Db, store: AvatarStore, userId: number, upload: Buffer): Promise<UserRow> {
  const webp = await toAvatarWebp(upload);
  const name = `${randomBytes(16).toString("hex")}.webp`;
  const file = path.join(store.dir, name);
  await writeFile(file, webp, { flag: "wx" });
  let previous: string | null;
  let user: UserRow;
  try {
    ({ previous, user } = await db.transaction(async (tx) => {
      // the row lock makes two uploads at once each remove exactly the file the other replaced
      const [current] = await tx.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId)).for("update");
      if (!current) throw notFound("User not found");
      const [updated] = await tx
        .update(users)
        .set({ profileImageUrl: `${AVATAR_URL_PREFIX}${name}`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return { previous: current.url, user: updated };
    }));
  } catch (err) {
    await unlink(file).catch(() => {});
    throw err;
  }
  const old = storedFileOf(store, previous);
  if (old) await unlink(old).catch(() => {});
  return user;
}

/**
 * Points the user back at their initials, then removes the stored file. Removing when there is no photo
 * answers the same as removing one: the user asked for "no photo" and that is what they have.
 */
export async function removeAvatar(db: Db, store: AvatarStore, userId: number): Promise<UserRow> {
  const { previous, user } = await db.transaction(async (tx) => {
    // the same row lock as replaceAvatar: a removal racing an upload removes exactly the file it unlinked
    const [current] = await tx.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId)).for("update");
    if (!current) throw notFound("User not found");
    const [updated] = await tx.update(users).set({ profileImageUrl: null, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return { previous: current.url, user: updated };
  });
  const old = storedFileOf(store, previous);
  if (old) await unlink(old).catch(() => {});
  return user;
}
